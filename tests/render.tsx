import { StyleProvider } from '@ant-design/cssinjs';
import { render as renderInDocument, type RenderOptions } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's styles stay out of the test document. Injected, they are thousands of rules jsdom parses
 * and then matches against every element each time a role query asks whether an element is hidden:
 * a third of the component tests' time went there (transfer-form's five first tests: 46 s of CPU
 * with the styles, 18 s without). What a member would notice (names, roles, texts, states,
 * `hidden` and `aria-*`) is in the markup antd renders either way; how it looks is the browser
 * tests' and the screenshots' to judge.
 */
function WithoutInjectedStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <ConfigProvider wave={{ disabled: true }}>{children}</ConfigProvider>
    </StyleProvider>
  );
}

/**
 * testing-library's `render`, in a document without antd's injected styles (see above) and without
 * the click wave: antd draws each wave in a React root of its own that cleanup() does not unmount,
 * and jsdom never ends its transition, so it lives 5 s. A click near a file's end left one to
 * unmount after the document was gone ("window is not defined", an unhandled error failing the run).
 */
export function render(ui: ReactNode, options?: Omit<RenderOptions, 'wrapper'>) {
  return renderInDocument(ui, { ...options, wrapper: WithoutInjectedStyles });
}
