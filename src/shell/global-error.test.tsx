import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalError } from './global-error.js';
import { renderShell, shellConfig, text } from './shell-test-kit.js';

const report = { message: 'Your transfer could not be completed.', link: { href: 'https://help.example/transfers', label: 'Read why' } };
const displaySeconds = 3;

beforeEach(() => {
  // Only the clocks the countdown reads: React's scheduler and jsdom keep their own.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = (seconds: number) =>
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });

describe('global error state', () => {
  it('shows the message and link, counts down the configured seconds, then clears and opens the accounts screen', () => {
    const { shell } = renderShell({
      path: '/transfers/activity',
      config: shellConfig({ globalError: { displaySeconds } }),
      globalError: report,
      children: <GlobalError />,
    });
    const notice = screen.getByTestId('global-error');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent(text('shell.globalError.title'));
    expect(notice).toHaveTextContent(report.message);
    expect(screen.getByRole('link', { name: 'Read why' })).toHaveAttribute('href', report.link.href);
    expect(notice).toHaveTextContent(text('shell.globalError.redirect', { seconds: '3' }));

    tick(displaySeconds - 1);
    expect(screen.getByTestId('global-error')).toHaveTextContent(text('shell.globalError.redirect', { seconds: '1' }));
    expect(shell.clearGlobalError).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/transfers/activity');

    tick(1);
    expect(shell.clearGlobalError).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/my-accounts');
    expect(screen.queryByTestId('global-error')).not.toBeInTheDocument();
  });

  it('uses the configured time, not a fixed one', () => {
    const { shell } = renderShell({ path: '/somewhere', config: shellConfig({ globalError: { displaySeconds: 10 } }), globalError: report, children: <GlobalError /> });
    tick(9);
    expect(shell.clearGlobalError).not.toHaveBeenCalled();
    tick(1);
    expect(shell.clearGlobalError).toHaveBeenCalledTimes(1);
  });

  it('goes to the accounts screen at once from its button', () => {
    const { shell } = renderShell({ path: '/somewhere', globalError: report, children: <GlobalError /> });
    fireEvent.click(screen.getByRole('button', { name: text('shell.globalError.goNow') }));
    expect(shell.clearGlobalError).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/my-accounts');
  });

  it('shows nothing without a report', () => {
    renderShell({ path: '/somewhere', children: <GlobalError /> });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
