// Registers jest-dom's matchers (toBeInTheDocument, toHaveTextContent, ...) with vitest's expect,
// and types them for every test file in the unit project.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { message, notification } from 'antd';
import { afterAll, afterEach } from 'vitest';

// findBy/waitFor wait up to 30 s, not 1 s: npm test runs these beside the browser tests on two
// cores, where a render can take seconds without anything being wrong.
configure({ asyncUtilTimeout: 30_000 });

// antd's own styles stay out of the test document (tests/render.tsx says why), all but the rules
// that hide an element: a closed dropdown, popover or collapsed panel stays in the markup with a
// "-hidden" class, and what a member cannot see must stay hidden from role queries too.
// Once per document: files share their worker's document (vitest.config.ts), and this file runs before each.
if (typeof document !== 'undefined' && !document.getElementById('antd-hiding-rules')) {
  const hiding = document.createElement('style');
  hiding.id = 'antd-hiding-rules';
  hiding.textContent = `${[
    'dropdown',
    'dropdown-menu',
    'dropdown-menu-submenu',
    'select-dropdown',
    'picker-dropdown',
    'picker-dropdown-range',
    'popover',
    'tooltip',
    'collapse-panel',
    'tabs-dropdown',
    'tabs-tabpane',
    'tabs-content',
    'drawer-content-wrapper',
    'modal',
    'menu',
    'menu-submenu',
    'form-item',
    'tag',
    'upload',
    'tour',
  ]
    .map((block) => `.ant-${block}-hidden`)
    .join(', ')} { display: none; }`;
  document.head.append(hiding);
}

// Unmount what each test rendered so the next one starts from an empty document.
afterEach(() => {
  cleanup();
});

// antd's static message and notification render in roots of their own, which cleanup() does not
// unmount: a toast still open when a file ends would close after its document is gone ("window is
// not defined" from React's scheduler, an unhandled error that fails the run). Close them and let
// React finish that work while the document is still there.
afterAll(async () => {
  message.destroy();
  notification.destroy();
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 10));
});

// antd reads matchMedia (responsive grid, drawer breakpoints); jsdom does not implement it.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
