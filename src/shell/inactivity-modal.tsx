import { Button, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { activityEvents, createInactivityMonitor, type InactivitySettings } from '../platform/index.js';
import { useMessages } from '../runtime/index.js';

/**
 * Spec/1 §4 session inactivity: after the quiet time a warning that cannot be dismissed counts
 * down; any action (pointer, key, wheel, touch, scroll) keeps the session and closes it; the end
 * of the countdown calls `onExpire`, which ends the session (at the sign-in provider too).
 */
export function InactivityModal({
  settings,
  active,
  onExpire,
  onLogout,
}: {
  settings: InactivitySettings;
  active: boolean;
  onExpire: () => void;
  onLogout: () => void;
}) {
  const t = useMessages();
  const [secondsLeft, setSecondsLeft] = useState<number | undefined>(undefined);
  const monitor = useMemo(
    () =>
      createInactivityMonitor(settings, {
        onCountdown: setSecondsLeft,
        onResume: () => setSecondsLeft(undefined),
        onExpire: () => {
          setSecondsLeft(undefined);
          onExpire();
        },
      }),
    [settings, onExpire],
  );

  useEffect(() => {
    if (!active) return;
    monitor.start();
    const onActivity = () => monitor.activity();
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      monitor.stop();
      for (const name of activityEvents) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [active, monitor]);

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
        <Button key="stay" type="primary" onClick={() => monitor.activity()}>
          {t('shell.inactivity.stay')}
        </Button>,
      ]}
      centered
      data-testid="inactivity-modal"
    >
      <p aria-live="polite" data-testid="inactivity-text">
        {t('shell.inactivity.body', { seconds: String(secondsLeft ?? settings.warningSeconds) })}
      </p>
    </Modal>
  );
}
