import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { Skeleton } from '../runtime/index.js';
import './banking-ui.css';

/** Something is loading: a skeleton for the eye and a spoken label for screen readers. */
export function LoadingState({ label, rows = 4 }: { label: string; rows?: number }): ReactNode {
  return (
    <div aria-busy="true" className="pb-state-loading">
      <Skeleton title={false} rows={rows} />
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
 * from); `body` for a whole screen with nothing on it (no accounts, no account chosen): the larger
 * picture with a heading and what to do; otherwise the quiet small picture of a list with no
 * entries; `action`, what the member can do about it (clear the filters). Drawn with a picture of our own and CSS, not antd's Empty, which the first screen does not carry.
 */
export function EmptyState({ title, body, notice = false, action }: { title: string; body?: string; notice?: boolean; action?: ReactNode }): ReactNode {
  if (notice) return <Alert type="info" showIcon title={title} action={action} />;
  return (
    <div className={body === undefined ? 'pb-empty' : 'pb-empty pb-empty-screen'}>
      <svg className="pb-empty-picture" viewBox="0 0 64 40" aria-hidden="true" focusable="false">
        <path d="M6 18 16 4h32l10 14v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2Z M6 18h16l3 6h14l3-6h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {body === undefined ? (
        <p className="pb-empty-text">{title}</p>
      ) : (
        <p className="pb-empty-text">
          <strong>{title}</strong>
          <br />
          <span className="pb-state-secondary">{body}</span>
        </p>
      )}
      {action}
    </div>
  );
}

/** Words for screen readers only (a checklist line's state, which the eye reads from its colour and icon). */
export function SpokenOnly({ children }: { children: ReactNode }): ReactNode {
  return <span className="pb-visually-hidden">{children}</span>;
}
