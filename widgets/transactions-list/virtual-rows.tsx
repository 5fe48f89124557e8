import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface VirtualRowsProps {
  /** Rows known so far. */
  count: number;
  /** Every row has this height in pixels (the rows are laid out for it). */
  rowHeight: number;
  /** Largest height of the scrolling box; it shrinks to fit fewer rows. */
  maxHeight: number;
  /**
   * Rows drawn above and below the visible ones, so a scroll the compositor runs ahead of the
   * script shows rows, not a gap. Every extra row is DOM the browser keeps and React compares.
   */
  overscan?: number;
  renderRow: (index: number) => ReactNode;
  /**
   * Called while the end is still ahead (infinite scroll): when the rows drawn come within
   * `endThreshold` rows, or two screenfuls if more, of the last one, so the next page is on its
   * way before the end comes into view.
   */
  onEndReached?: () => void;
  /** How many rows before the end `onEndReached` fires (at least two screenfuls). */
  endThreshold?: number;
  /** Shown after the rows, inside the scrolling box (load more, loading, errors). */
  footer?: ReactNode;
  /** Total the list will have once fully loaded, for assistive technology (aria-setsize). */
  setSize?: number;
  label: string;
  /** The scrolling box, for the caller to read and set its scroll position. */
  viewportRef: RefObject<HTMLDivElement | null>;
  testId?: string;
}

/**
 * A windowed list: only the rows in view (plus overscan) are in the DOM, each absolutely placed
 * at index × rowHeight inside a spacer as tall as all rows, so 10,000 transactions cost the same
 * to scroll as 30. Fixed row heights keep the arithmetic exact and the scroll position stable.
 *
 * The rows' elements are reused: a row is keyed by its place among the drawn rows (index modulo
 * how many are drawn), so the element of a row scrolled out is moved to the row scrolling in and
 * given its text. Keyed by transaction, a fast scroll removed and created a screenful of elements
 * every frame; the browser building and collecting them was most of each frame.
 */
export function VirtualRows({
  count,
  rowHeight,
  maxHeight,
  overscan = 5,
  renderRow,
  onEndReached,
  endThreshold = 10,
  footer,
  setSize,
  label,
  viewportRef,
  testId,
}: VirtualRowsProps) {
  const box = viewportRef;
  // The first row in view, not the pixel offset: scrolling within a row changes nothing drawn,
  // so React bails out of the update instead of comparing every row again.
  const [firstVisible, setFirstVisible] = useState(0);
  const [viewport, setViewport] = useState(maxHeight);
  const frame = useRef<number | undefined>(undefined);

  // The visible height follows the box (window resizes, phone rotation); jsdom measures 0, so the
  // configured height stands in until a real layout exists.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setViewport(element.clientHeight > 0 ? element.clientHeight : maxHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, maxHeight]);

  useEffect(() => () => {
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
  }, []);

  // At most one state update per animation frame, however many scroll events the browser sends,
  // and none while the same rows stay in view; the rows are memoised, so each update mounts only
  // the rows coming into view.
  const onScroll = () => {
    if (frame.current !== undefined) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = undefined;
      const element = box.current;
      if (!element) return;
      const nextFirstVisible = Math.floor(element.scrollTop / rowHeight);
      keepFocusOnScreen(element, rangeOf(nextFirstVisible));
      setFirstVisible(nextFirstVisible);
    });
  };

  // +1: the row cut off at the bottom of the box when the top one is partly scrolled away.
  const drawnAtMost = Math.ceil(viewport / rowHeight) + 1 + 2 * overscan;
  const rangeOf = (visible: number) => ({
    first: Math.max(0, visible - overscan),
    last: Math.min(count, visible + Math.ceil(viewport / rowHeight) + 1 + overscan),
  });
  const { first, last } = rangeOf(firstVisible);

  const threshold = Math.max(endThreshold, 2 * Math.ceil(viewport / rowHeight));
  useEffect(() => {
    if (onEndReached && count > 0 && last >= count - threshold) onEndReached();
  }, [last, count, threshold, onEndReached]);

  const rows: ReactNode[] = [];
  for (let index = first; index < last; index += 1) {
    rows.push(
      <div
        key={index % drawnAtMost}
        role="listitem"
        aria-posinset={index + 1}
        aria-setsize={setSize ?? count}
        className="pb-tx-slot"
        style={{ position: 'absolute', top: index * rowHeight, left: 0, right: 0, height: rowHeight }}
      >
        {renderRow(index)}
      </div>,
    );
  }

  return (
    <div
      ref={box}
      // Focusable by script only: where a focused row goes when it scrolls away (keepFocusOnScreen).
      tabIndex={-1}
      className="pb-tx-viewport"
      style={{ maxHeight, overflowY: 'auto', position: 'relative' }}
      onScroll={onScroll}
      data-testid={testId}
      data-first-row={first}
    >
      <div role="list" aria-label={label} style={{ position: 'relative', height: count * rowHeight }}>
        {rows}
      </div>
      {footer}
    </div>
  );
}

/**
 * A focused row about to scroll out of the drawn range would have its element reused for another
 * transaction, and Enter would open that one: the focus goes to the list's box instead (where the
 * arrow keys go on scrolling), as it would go to the page were the element removed.
 */
function keepFocusOnScreen(box: HTMLElement, range: { first: number; last: number }): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === box || !box.contains(focused)) return;
  const slot = focused.closest<HTMLElement>('[aria-posinset]');
  const index = Number(slot?.getAttribute('aria-posinset')) - 1;
  if (index < range.first || index >= range.last) box.focus({ preventScroll: true });
}
