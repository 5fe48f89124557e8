import { vi } from 'vitest';

/** antd's Select, popovers and virtual lists measure with ResizeObserver, which jsdom lacks; nothing in these tests needs sizes. */
export function stubResizeObserver(): void {
  if (typeof globalThis.ResizeObserver !== 'undefined') return;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  );
}
