import { useEffect, useRef, type RefObject } from 'react';

/** Spec/2 §9: a kept scroll position comes back 50 to 100 ms after returning to the list. */
export const scrollRestoreDelayMs = 75;

/**
 * Where each list was scrolled to when a detail opened, per list (account + filters). Kept for the
 * page's lifetime: the list may be unmounted while the detail shows, and comes back to the same spot.
 */
const positions = new Map<string, number>();

export function rememberScroll(listKey: string, scrollTop: number): void {
  positions.set(listKey, scrollTop);
}

export function rememberedScroll(listKey: string): number | undefined {
  return positions.get(listKey);
}

export function forgetScroll(listKey: string): void {
  positions.delete(listKey);
}

/**
 * Puts the list back where it was once the detail is closed (or the list is mounted again),
 * after the spec's short delay so the rows are laid out first. `ready` says the rows are there.
 */
export function useScrollRestore(
  listKey: string,
  detailOpen: boolean,
  ready: boolean,
  viewport: RefObject<HTMLDivElement | null>,
): void {
  const wasOpen = useRef(detailOpen);
  const restoredOnMount = useRef(false);
  useEffect(() => {
    const closing = wasOpen.current && !detailOpen;
    wasOpen.current = detailOpen;
    const firstShow = !restoredOnMount.current && ready;
    if (!ready || detailOpen || (!closing && !firstShow)) return;
    restoredOnMount.current = true;
    const saved = rememberedScroll(listKey);
    if (saved === undefined) return;
    // The list stayed where it was under the dialog: nothing to put back, and a late jump would
    // undo a scroll the member makes in the next moment.
    if (viewport.current?.scrollTop === saved) {
      forgetScroll(listKey);
      return;
    }
    const timer = setTimeout(() => {
      if (viewport.current) viewport.current.scrollTop = saved;
      forgetScroll(listKey);
    }, scrollRestoreDelayMs);
    return () => clearTimeout(timer);
  }, [listKey, detailOpen, ready, viewport]);
}
