import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media `query` matches, followed as it changes (a window resized, a system
 * setting changed); `beforeKnown` is the answer where there is no window to ask.
 */
export function useMediaQuery(query: string, beforeKnown: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => beforeKnown);
}

/**
 * Whether the member's system asks for less motion (WCAG 2.3.3). antd honours it for a few
 * controls only; its zooming dialogs, sliding menus and drawers move unless its `motion` token is
 * off, which the app's and the studio's themes do while this holds.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}

/** antd's md breakpoint: from here the menu is a side column and wide layouts sit side by side. */
const wideQuery = '(min-width: 768px)';

/**
 * Whether the screen is medium or larger, known while rendering. antd's Grid.useBreakpoint
 * answers nothing on its first render and the screens from an effect, so a layout drawn with it is
 * drawn twice on a wide screen: first as a phone's, then again with everything under it.
 */
export function useWideScreen(): boolean {
  return useMediaQuery(wideQuery, true);
}
