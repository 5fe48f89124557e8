import { Modal } from 'antd';
import type { ReactNode } from 'react';

/** The dialog a modal route renders in (build-routes.tsx ModalOutlet); its own chunk, loaded when one opens. */
export function ModalDialog({ title, closeLabel, onClose, children }: { title: string; closeLabel: string; onClose: () => void; children: ReactNode }): ReactNode {
  return (
    <Modal open title={title} onCancel={onClose} footer={null} destroyOnHidden closable={{ 'aria-label': closeLabel }}>
      {children}
    </Modal>
  );
}
