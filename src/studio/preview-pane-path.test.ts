import { describe, expect, it } from 'vitest';
import { previewPathAfterRefresh } from './preview-pane.js';

describe('the page a refreshed preview opens', () => {
  it('is the page the operator had open in the frame', () => {
    expect(previewPathAfterRefresh('/transfers/activity', 'select-context')).toBe('/transfers/activity');
  });

  it('is the start page instead of the context selection, which leaves out the context already chosen', () => {
    expect(previewPathAfterRefresh('/select-context', 'select-context')).toBe('/');
  });

  it('is the start page for a frame that has shown nothing yet', () => {
    expect(previewPathAfterRefresh(undefined, 'select-context')).toBe('/');
    expect(previewPathAfterRefresh('blank', 'select-context')).toBe('/');
  });
});
