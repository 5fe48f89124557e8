import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import accountsConfig from '../../config/accounts.json';
import { apiRoot, fakePlatform, renderWidget, text, widgetConfig } from '../../tests/widget-test-kit.js';
import ManageAccounts from './manage-accounts.js';

const summaryUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary`;
const preferencesUrl = `${apiRoot}/arrangement-manager/client-api/v2/arrangements/user-preferences`;

interface Preferences {
  alias?: string;
  visible: boolean;
  favorite: boolean;
}

interface Account {
  id: string;
  displayName: string;
  preferences: Preferences;
}

/** The fake platform's checking accounts, in the member's order (a savings account beside them never changes). */
const freshChecking = (): Account[] => [
  { id: 'chk-everyday', displayName: 'Everyday Checking', preferences: { visible: true, favorite: false } },
  { id: 'chk-bills', displayName: 'Bills Checking', preferences: { visible: true, favorite: false } },
];
let checking = freshChecking();
let sent: Record<string, unknown>[] = [];

const productOf = ({ id, displayName, preferences }: Account) => ({
  id,
  name: displayName,
  displayName: preferences.alias ?? displayName,
  currency: 'USD',
  BBAN: '000123456789',
  availableBalance: '100.00',
  bookedBalance: '100.00',
  visible: preferences.visible,
  userPreferences: preferences,
});

const server = fakePlatform(() => {
  checking = freshChecking();
  sent = [];
});

/** Answers the summary from the accounts above, and saves what a PUT sends as the sandbox does (favourites first). */
function platform(refuse = false) {
  server.use(
    http.get(summaryUrl, () =>
      HttpResponse.json({
        aggregatedBalance: { currency: 'USD', value: '300.00' },
        currentAccounts: { name: 'Current Account', aggregatedBalance: { currency: 'USD', value: '200.00' }, products: checking.map(productOf) },
        savingsAccounts: {
          name: 'Savings Account',
          aggregatedBalance: { currency: 'USD', value: '100.00' },
          products: [productOf({ id: 'sav-rainy', displayName: 'Rainy Day Savings', preferences: { visible: true, favorite: false } })],
        },
        customProductKinds: [],
      }),
    ),
    http.put(preferencesUrl, async ({ request }) => {
      const body = (await request.json()) as { arrangementId: string; alias?: string; visible?: boolean; favorite?: boolean; position?: number };
      sent.push(body);
      if (refuse) return HttpResponse.json({ message: 'Refused.', key: 'request.invalid', errors: [] }, { status: 400 });
      const account = checking.find((candidate) => candidate.id === body.arrangementId);
      if (!account) return HttpResponse.json({ message: 'Not found.', key: 'arrangement.not-found', errors: [] }, { status: 404 });
      const { alias, visible, favorite } = body;
      if (alias !== undefined) account.preferences = { ...account.preferences, ...(alias ? { alias } : {}) };
      if (alias === '') delete account.preferences.alias;
      account.preferences = { ...account.preferences, ...(visible === undefined ? {} : { visible }), ...(favorite === undefined ? {} : { favorite }) };
      const others = checking.filter((candidate) => candidate !== account);
      others.splice(body.position ?? checking.indexOf(account), 0, account);
      checking = [...others.filter((candidate) => candidate.preferences.favorite), ...others.filter((candidate) => !candidate.preferences.favorite)];
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

function renderManageAccounts() {
  return renderWidget(<Route path="*" element={<ManageAccounts />} />, {
    path: '/my-accounts/manage',
    config: widgetConfig({ accounts: accountsConfig }),
  });
}

/** The checking group's account names, in the order shown. */
function checkingNames(): string[] {
  const group = screen.getByRole('region', { name: text('accounts.group.currentAccounts') });
  return within(group)
    .getAllByTestId('manage-account-row')
    .map((row) => row.querySelector('strong')?.textContent ?? '');
}

describe('Manage Accounts', () => {
  it('renames an account: saved, shown with its new name, and confirmed', async () => {
    platform();
    const user = userEvent.setup({ delay: null });
    renderManageAccounts();
    await user.click(await screen.findByRole('button', { name: text('manageAccounts.rename.actionLabel', { name: 'Bills Checking' }) }));
    const field = screen.getByLabelText(text('manageAccounts.rename.label', { name: 'Bills Checking' }));
    await user.clear(field);
    await user.paste('  Rent and utilities ');
    await user.click(screen.getByRole('button', { name: text('manageAccounts.rename.save') }));
    expect(await screen.findByText(text('manageAccounts.saved.renamed', { name: 'Rent and utilities' }))).toBeInTheDocument();
    expect(sent).toEqual([{ arrangementId: 'chk-bills', alias: 'Rent and utilities' }]);
    expect(checkingNames()).toEqual(['Everyday Checking', 'Rent and utilities']);
    expect(screen.queryByLabelText(text('manageAccounts.rename.label', { name: 'Bills Checking' }))).not.toBeInTheDocument();
  });

  it('refuses a name longer than the credit union allows, with its message, and sends nothing', async () => {
    platform();
    const user = userEvent.setup({ delay: null });
    renderManageAccounts();
    await user.click(await screen.findByRole('button', { name: text('manageAccounts.rename.actionLabel', { name: 'Everyday Checking' }) }));
    const field = screen.getByLabelText(text('manageAccounts.rename.label', { name: 'Everyday Checking' }));
    await user.clear(field);
    await user.paste('x'.repeat(accountsConfig.aliasMaxLength + 1));
    await user.click(screen.getByRole('button', { name: text('manageAccounts.rename.save') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('manageAccounts.rename.tooLong', { max: accountsConfig.aliasMaxLength }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('hides an account from My Accounts at once, and says so', async () => {
    platform();
    const user = userEvent.setup({ delay: null });
    renderManageAccounts();
    const show = await screen.findByRole('switch', { name: text('manageAccounts.show.label', { name: 'Bills Checking' }) });
    await user.click(show);
    expect(await screen.findByText(text('manageAccounts.saved.hidden', { name: 'Bills Checking' }))).toBeInTheDocument();
    expect(show).not.toBeChecked();
    expect(screen.getByText(text('manageAccounts.hiddenTag'))).toBeInTheDocument();
    expect(sent).toEqual([{ arrangementId: 'chk-bills', visible: false }]);
  });

  it('makes an account a favourite, which lists it first in its group', async () => {
    platform();
    const user = userEvent.setup({ delay: null });
    renderManageAccounts();
    const star = await screen.findByRole('button', { name: text('manageAccounts.favorite.label', { name: 'Bills Checking' }) });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(await screen.findByText(text('manageAccounts.saved.favorite', { name: 'Bills Checking' }))).toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(checkingNames()).toEqual(['Bills Checking', 'Everyday Checking']);
    expect(sent).toEqual([{ arrangementId: 'chk-bills', favorite: true }]);
  });

  it('moves an account down with the keyboard, keeping the focus on it', async () => {
    platform();
    const user = userEvent.setup({ delay: null });
    renderManageAccounts();
    const down = await screen.findByRole('button', { name: text('manageAccounts.moveDown', { name: 'Everyday Checking' }) });
    expect(screen.getByRole('button', { name: text('manageAccounts.moveUp', { name: 'Everyday Checking' }) })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(text('manageAccounts.saved.movedDown', { name: 'Everyday Checking' }))).toBeInTheDocument();
    expect(checkingNames()).toEqual(['Bills Checking', 'Everyday Checking']);
    expect(sent).toEqual([{ arrangementId: 'chk-everyday', position: 1 }]);
    // Now last: down is spent, so the focus is on its way back up.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: text('manageAccounts.moveUp', { name: 'Everyday Checking' }) })));
  });

  it('puts a change the platform refuses back as it was, with an error message', async () => {
    platform(true);
    const user = userEvent.setup({ delay: null });
    renderManageAccounts();
    const show = await screen.findByRole('switch', { name: text('manageAccounts.show.label', { name: 'Everyday Checking' }) });
    await user.click(show);
    expect(await screen.findByText(text('manageAccounts.failed'))).toBeInTheDocument();
    await waitFor(() => expect(show).toBeChecked());
    expect(screen.queryByText(text('manageAccounts.hiddenTag'))).not.toBeInTheDocument();
    expect(sent).toEqual([{ arrangementId: 'chk-everyday', visible: false }]);
  });
});
