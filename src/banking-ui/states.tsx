import type { ReactNode } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import './banking-ui.css';

/** Something is loading: a skeleton for the eye and a spoken label for screen readers. */
export function LoadingState({ label, rows = 4 }: { label: string; rows?: number }): ReactNode {
  return (
    <div aria-busy="true" className="pb-state-loading">
      <Skeleton active title={false} paragraph={{ rows }} />
      <span className="pb-visually-hidden">{label}</span>
    </div>
  );
}

/** A read failed: what happened, and a button to try again. */
export function ErrorState({ title, retryText, onRetry }: { title: string; retryText?: string; onRetry?: () => void }): ReactNode {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={onRetry && retryText ? <Button onClick={onRetry}>{retryText}</Button> : undefined}
    />
  );
}

/**
 * Nothing to show. `notice` for a state the member should act on (no account to move money
 * from); otherwise the quiet empty picture of a list with no entries.
 */
export function EmptyState({ title, notice = false }: { title: string; notice?: boolean }): ReactNode {
  if (notice) return <Alert type="info" showIcon title={title} />;
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={title} />;
}
