import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { dismissHandOffFailure, useHandOffFailure } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';

/** A failed hand-off to an external system, stored before the member was sent back here (spec/3 §8). */
export function HandOffFailureAlert(): ReactNode {
  const t = useMessages();
  const failure = useHandOffFailure();
  if (failure === undefined) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('accounts.handOffFailure.title')}
      description={failure}
      closable={{ onClose: dismissHandOffFailure, 'aria-label': t('accounts.handOffFailure.close') }}
      data-testid="hand-off-failure"
    />
  );
}
