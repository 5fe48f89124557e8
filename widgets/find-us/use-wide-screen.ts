import { useSyncExternalStore } from 'react';

/** antd's md breakpoint: from here the list and the map sit side by side (spec/3 §2). */
const wideQuery = '(min-width: 768px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(wideQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is medium or larger; a small screen shows the List/Map toggle instead. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(wideQuery).matches, () => true);
}
