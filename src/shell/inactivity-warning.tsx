import { Button, Modal } from 'antd';
import { useMessages } from '../runtime/index.js';

/**
 * The countdown dialog of the inactivity monitor (inactivity-modal.tsx): it cannot be dismissed,
 * only answered by staying or logging out. Its own chunk, loaded when a countdown first starts.
 */
export function InactivityWarning({
  secondsLeft,
  warningSeconds,
  onStay,
  onLogout,
}: {
  /** Undefined while the member is active: the dialog closes. */
  secondsLeft: number | undefined;
  warningSeconds: number;
  onStay: () => void;
  onLogout: () => void;
}) {
  const t = useMessages();
  return (
    <Modal
      open={secondsLeft !== undefined}
      title={t('shell.inactivity.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="logout" onClick={onLogout}>
          {t('shell.inactivity.logout')}
        </Button>,
        <Button key="stay" type="primary" onClick={onStay}>
          {t('shell.inactivity.stay')}
        </Button>,
      ]}
      centered
      data-testid="inactivity-modal"
    >
      <p aria-live="polite" data-testid="inactivity-text">
        {t('shell.inactivity.body', { seconds: String(secondsLeft ?? warningSeconds) })}
      </p>
    </Modal>
  );
}
