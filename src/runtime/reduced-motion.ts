import { useSyncExternalStore } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

const mediaQuery = (): MediaQueryList | undefined => (typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : undefined);

const subscribe = (onChange: () => void) => {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/**
 * Whether the member's system asks for less motion (WCAG 2.3.3). antd honours it for a few
 * controls only; its zooming dialogs, sliding menus and drawers move unless its `motion` token is
 * off, which the app's and the studio's themes do while this holds.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => mediaQuery()?.matches ?? false, () => false);
}
