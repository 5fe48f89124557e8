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

interface ErrorStateProps {
  readonly title: string;
  /** What the member can do about it, under the title. */
  readonly description?: ReactNode;
  readonly retryText?: string;
  readonly onRetry?: () => void;
  /** The retry is the one thing the screen offers (a list that failed to load), so it is the primary button. */
  readonly retryPrimary?: boolean;
}

/** A read failed: what happened, and a button to try again (antd's Alert carries role="alert"). */
export function ErrorState({ title, description, retryText, onRetry, retryPrimary = false }: ErrorStateProps): ReactNode {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={
        onRetry && retryText ? (
          <Button onClick={onRetry} type={retryPrimary ? 'primary' : undefined}>
            {retryText}
          </Button>
        ) : undefined
      }
    />
  );
}

/**
 * Nothing to show. `notice` for a state the member should act on (no account to move money
 * from); `body` for a whole screen with nothing on it (no accounts, no account chosen): the full
 * picture with a heading and what to do; otherwise the quiet empty picture of a list with no entries.
 */
export function EmptyState({ title, body, notice = false }: { title: string; body?: string; notice?: boolean }): ReactNode {
  if (notice) return <Alert type="info" showIcon title={title} />;
  if (body !== undefined) {
    return (
      <Empty
        description={
          <>
            <strong>{title}</strong>
            <br />
            <span className="pb-state-secondary">{body}</span>
          </>
        }
      />
    );
  }
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={title} />;
}

/** Words for screen readers only (a checklist line's state, which the eye reads from its colour and icon). */
export function SpokenOnly({ children }: { children: ReactNode }): ReactNode {
  return <span className="pb-visually-hidden">{children}</span>;
}
