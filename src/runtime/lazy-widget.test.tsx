import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../tests/render.js';
import { lazyWidget } from './widget-registry.js';

const AccountsList = () => <p>Your accounts</p>;

function renderInSuspense(Widget: ReturnType<typeof lazyWidget>) {
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Widget />
    </Suspense>,
  );
}

describe('a lazily loaded widget', () => {
  it('shows at once, never its fallback, when its chunk arrived before the first render (the first screen)', async () => {
    const Widget = lazyWidget(() => Promise.resolve({ default: AccountsList }));
    await Widget.preload();
    renderInSuspense(Widget);
    expect(screen.getByText('Your accounts')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shares one download between the early start and the render', async () => {
    const load = vi.fn(() => Promise.resolve({ default: AccountsList }));
    const Widget = lazyWidget(load);
    void Widget.preload();
    renderInSuspense(Widget);
    expect(await screen.findByText('Your accounts')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads again after a failed download', async () => {
    const load = vi.fn<() => Promise<{ default: typeof AccountsList }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: AccountsList });
    const Widget = lazyWidget(load);
    await expect(Widget.preload()).rejects.toThrow('offline');
    await Widget.preload();
    renderInSuspense(Widget);
    expect(screen.getByText('Your accounts')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
