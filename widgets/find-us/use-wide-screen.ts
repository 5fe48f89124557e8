import { useMediaQuery } from '../../src/runtime/index.js';

/** antd's md breakpoint: from here the list and the map sit side by side (spec/3 §2). */
const wideQuery = '(min-width: 768px)';

/** Whether the screen is medium or larger; a small screen shows the List/Map toggle instead. */
export function useWideScreen(): boolean {
  return useMediaQuery(wideQuery, true);
}
