import { Modal } from 'antd';
import type { ReactNode, RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import { useMessages } from '../runtime/index.js';

/** The message keys of a form's discard question. */
export interface LeaveQuestionKeys {
  title: string;
  body: string;
  confirm: string;
  keep: string;
}

/**
 * Asks before a form with changes is left, however the member leaves (the form's own Back or
 * Cancel, the menu, the browser's back), and not once `saved` is set. Mount it only while the
 * form has changes: an untouched form blocks nothing (and needs no data router, which useBlocker does).
 */
export function LeaveQuestion({ saved, keys }: { saved: RefObject<boolean>; keys: LeaveQuestionKeys }): ReactNode {
  const t = useMessages();
  const blocker = useBlocker(() => !saved.current);
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t(keys.title)}
      okText={t(keys.confirm)}
      cancelText={t(keys.keep)}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t(keys.body)}
    </Modal>
  );
}
