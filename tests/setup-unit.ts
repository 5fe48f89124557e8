// Registers jest-dom's matchers (toBeInTheDocument, toHaveTextContent, ...) with vitest's expect,
// and types them for every test file in the unit project.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait up to 30 s, not 1 s: npm test runs these beside the browser tests on two
// cores, where a render can take seconds without anything being wrong.
configure({ asyncUtilTimeout: 30_000 });

// Unmount what each test rendered so the next one starts from an empty document.
afterEach(() => {
  cleanup();
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
