import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigBundle } from '../runtime/index.js';
import { AfterLoginOverlays, AfterLoginPending } from './after-login-overlays.js';
import { renderShell, shellConfig, text } from './shell-test-kit.js';

const facts = { permissions: [{ resource: 'MessageCenter', function: 'Manage Messages', permissions: { view: true } }], flags: {} };

const overlays = [
  { id: 'holiday-hours', version: 1, kind: 'announcement', titleKey: 'afterLogin.holidayHours.title', bodyKey: 'afterLogin.holidayHours.body' },
  // Not for this member: an entitlement they lack, a window long past.
  { id: 'cards-only', version: 1, kind: 'announcement', titleKey: 'route.cardRewards.title', bodyKey: 'afterLogin.holidayHours.body', entitlement: 'canManageCards' },
  { id: 'old-news', version: 1, kind: 'announcement', titleKey: 'route.cardRewards.title', bodyKey: 'afterLogin.holidayHours.body', showFrom: '2020-01-01', showUntil: '2020-01-31' },
  {
    id: 'new-terms',
    version: 2,
    kind: 'termsReminder',
    titleKey: 'consent.terms.title',
    bodyKey: 'enrollment.terms.agreement',
    link: { path: 'more/messages', labelKey: 'afterLogin.holidayHours.link' },
    entitlement: 'canViewMessages',
  },
];

const config = { ...shellConfig(), 'after-login': { overlays } } as unknown as ConfigBundle;

afterEach(() => localStorage.clear());

describe('after-login overlays', () => {
  it('shows what is due one dialog after another, the link opening its page, and remembers the dismissals for this member', async () => {
    const user = userEvent.setup({ delay: null });
    const { shell } = renderShell({ path: '/my-accounts', config, facts, member: 'u-demo', afterLoginDue: true, children: <AfterLoginOverlays /> });

    // The page is marked as waiting for its overlays while they are due (tests/e2e/member.ts waits on it).
    expect(document.querySelector('[data-after-login="pending"]')).not.toBeNull();
    const first = await screen.findByRole('dialog', { name: text('afterLogin.holidayHours.title') });
    expect(first).toHaveTextContent(text('afterLogin.kind.announcement'));
    expect(first).toHaveTextContent(text('afterLogin.holidayHours.body'));
    await user.click(screen.getByRole('button', { name: text('afterLogin.dismiss') }));

    const second = await screen.findByRole('dialog', { name: text('consent.terms.title') });
    expect(second).toHaveTextContent(text('afterLogin.kind.termsReminder'));
    expect(shell.afterLoginShown).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: text('afterLogin.holidayHours.link') }));

    expect(screen.getByTestId('location')).toHaveTextContent('/more/messages');
    expect(shell.afterLoginShown).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('after-login-overlay')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('passbook.afterLogin.dismissed.u-demo') ?? '[]')).toEqual(['holiday-hours@1', 'new-terms@2']);
  });

  it('shows nothing the member dismissed before, nor anything until a context is chosen', async () => {
    localStorage.setItem('passbook.afterLogin.dismissed.u-demo', JSON.stringify(['holiday-hours@1', 'new-terms@2']));
    const dismissed = renderShell({ path: '/my-accounts', config, facts, member: 'u-demo', afterLoginDue: true, children: <AfterLoginOverlays /> });
    await waitFor(() => expect(dismissed.shell.afterLoginShown).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    dismissed.unmount();

    // Another member on this browser has dismissed nothing, but a page load is not a context chosen.
    const notDue = renderShell({ path: '/my-accounts', config, facts, member: 'u-riley', children: <AfterLoginOverlays /> });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notDue.shell.afterLoginShown).not.toHaveBeenCalled();
    expect(document.querySelector('[data-after-login="pending"]')).toBeNull();
    notDue.unmount();
  });

  it('marks the page on its own while the landing page waits for the consent check', () => {
    renderShell({ path: '/my-accounts', config, facts, member: 'u-riley', afterLoginDue: true, children: <AfterLoginPending /> });
    expect(document.querySelector('[data-after-login="pending"]')).not.toBeNull();
  });
});
