/*
 * What shows while something loads: grey bars where content will be (Skeleton) and the spinning
 * dots of a wait with nothing to sketch (Spinner). Drawn with CSS alone, as antd's Skeleton and Spin
 * draw them, whose components the first screen does not carry (docs/decisions/012). The styles,
 * loading.css, come with each page's stylesheet (shell.css, studio.css): the runtime's index is
 * imported in node too (compile-schemas reads the widget definitions through it), where a CSS
 * import cannot load.
 */
import type { ReactNode } from 'react';

interface SkeletonProps {
  /** A shorter bar above the rows, where a heading will be. */
  readonly title?: boolean;
  /** Lines of text to come; the last is drawn shorter, as a paragraph ends. */
  readonly rows?: number;
}

/**
 * Grey bars where content is on its way, shimmering unless the member asked for less motion. It
 * says it is busy; the bars are only drawn, and a region around it (LoadingState) can say what loads.
 */
export function Skeleton({ title = true, rows = 3 }: SkeletonProps): ReactNode {
  return (
    <div className="pb-skeleton" aria-busy="true">
      {title ? <div className="pb-skeleton-title" aria-hidden="true" /> : null}
      <ul className="pb-skeleton-rows" aria-hidden="true">
        {Array.from({ length: rows }, (_, row) => (
          <li key={row} />
        ))}
      </ul>
    </div>
  );
}

interface SpinnerProps {
  readonly size?: 'small' | 'default' | 'large';
  /** What is awaited, spoken as a status; without it the words beside the spinner say it. */
  readonly label?: string;
}

/** Four dots turning in the theme's colour, for a wait that has no shape to sketch. */
export function Spinner({ size = 'default', label }: SpinnerProps): ReactNode {
  const dots = (
    <span className="pb-spinner-dots" aria-hidden="true">
      <i />
      <i />
      <i />
      <i />
    </span>
  );
  const className = `pb-spinner pb-spinner-${size}`;
  return label === undefined ? (
    <span className={className} aria-busy="true">
      {dots}
    </span>
  ) : (
    <span className={className} aria-busy="true" role="status" aria-label={label}>
      {dots}
    </span>
  );
}
