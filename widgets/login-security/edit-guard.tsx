import { useCallback, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { Modal } from 'antd';
import { useMessages } from '../../src/runtime/index.js';

/**
 * The discard question of an inline form with changes (spec/2 §4 Profile forms): asked on Cancel
 * and when the member leaves the page for another one. `close` closes the form, asking first when
 * it has changes; `forget` clears the changes without asking (after a save, or before the
 * re-authentication leaves the page with the draft kept). A restored draft starts as changed.
 */
function useEditGuard(onClosed: () => void, initiallyChanged: boolean) {
  const t = useMessages();
  const [changed, setChanged] = useState(initiallyChanged);
  const [asking, setAsking] = useState(false);
  const blocker = useBlocker(useCallback(() => changed, [changed]));
  const open = asking || blocker.state === 'blocked';

  const close = () => (changed ? setAsking(true) : onClosed());
  const discard = () => {
    setChanged(false);
    setAsking(false);
    if (blocker.state === 'blocked') blocker.proceed();
    else onClosed();
  };
  const keep = () => {
    setAsking(false);
    if (blocker.state === 'blocked') blocker.reset();
  };

  const question: ReactNode = (
    <Modal open={open} title={t('loginSecurity.discard.title')} okText={t('loginSecurity.discard.confirm')} cancelText={t('loginSecurity.discard.keep')} onOk={discard} onCancel={keep}>
      {t('loginSecurity.discard.body')}
    </Modal>
  );
  return { setChanged, close, forget: () => setChanged(false), question };
}

export type EditGuard = Pick<ReturnType<typeof useEditGuard>, 'setChanged' | 'close' | 'forget'>;

/**
 * An open inline form with its discard question. Rendered only while a form is open, so the page
 * without one blocks nothing (and needs no data router, which useBlocker does).
 */
export function GuardedEditor({ onClosed, initiallyChanged = false, children }: { onClosed: () => void; initiallyChanged?: boolean; children: (guard: EditGuard) => ReactNode }): ReactNode {
  const { question, ...guard } = useEditGuard(onClosed, initiallyChanged);
  return (
    <>
      {children(guard)}
      {question}
    </>
  );
}
