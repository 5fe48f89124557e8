import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../../tests/render.js';
import { useDeferredPopup, type DeferredPopupProps } from './deferred-popup.js';

/** Stands in for the antd popup: the trigger, and the menu while open. */
function FakePopup({ open, children }: DeferredPopupProps) {
  return (
    <>
      {children}
      {open ? <div role="menu">Switch context</div> : null}
    </>
  );
}

/** A popup whose download the test finishes by hand. */
function heldDownload() {
  let arrive: (component: ComponentType<DeferredPopupProps>) => void = () => undefined;
  const download = new Promise<ComponentType<DeferredPopupProps>>((resolve) => {
    arrive = resolve;
  });
  const load = () => download;
  return { load, arrive: () => act(async () => arrive(FakePopup)) };
}

function TopBarButton({ load }: { load: () => Promise<ComponentType<DeferredPopupProps>> }) {
  const popup = useDeferredPopup(load);
  return popup.wrap(<button type="button" aria-label="Your account" {...popup.triggerProps} />);
}

describe('a popup downloaded on first intent', () => {
  it('opens for a press whose pointer went down before it arrived and came up on the button that replaced the old one', async () => {
    const { load, arrive } = heldDownload();
    render(<TopBarButton load={load} />);
    const before = screen.getByRole('button', { name: 'Your account' });
    fireEvent.pointerEnter(before);
    fireEvent.pointerDown(before);
    await arrive();
    // No click follows: the pointer went down on a button that is no longer there.
    fireEvent.pointerUp(screen.getByRole('button', { name: 'Your account' }));
    expect(screen.getByRole('menu')).toHaveTextContent('Switch context');
  });

  it('opens for a click made before it arrived, and stays closed for a pointer that only passed over', async () => {
    const clicked = heldDownload();
    const { unmount } = render(<TopBarButton load={clicked.load} />);
    fireEvent.click(screen.getByRole('button', { name: 'Your account' }));
    await clicked.arrive();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    unmount();

    const passedOver = heldDownload();
    render(<TopBarButton load={passedOver.load} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Your account' }));
    await passedOver.arrive();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
