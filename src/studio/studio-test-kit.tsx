import { type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import messages from '../../config/messages/en-US.json';
import { StudioTextProvider } from './studio-text.js';
import { render } from '../../tests/render.js';

// antd's selects, tables and tabs measure themselves with ResizeObserver, which jsdom lacks.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof globalThis.ResizeObserver === 'undefined') globalThis.ResizeObserver = NoResizeObserver as unknown as typeof ResizeObserver;

/** Renders studio UI with the credit union's own studio wording. */
export function renderStudio(ui: ReactNode): RenderResult {
  return render(<StudioTextProvider messages={messages}>{ui}</StudioTextProvider>);
}
