import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import balanceAlertForm from '../../config/forms/balance-alert.json';
import transactionsAlertForm from '../../config/forms/transactions-alert.json';
import type { NotificationPreference } from '../../src/platform/index.js';
import { clearFormDrafts } from '../../src/runtime/index.js';
import { contractAnswer, contractExample } from '../../tests/contract-fixtures.js';
import { apiRoot, fakePlatform, renderWidget, text, widgetConfig } from '../../tests/widget-test-kit.js';
import NotificationSettings from './notification-settings.js';

const summaryUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary`;
const generalNotificationsUrl = `${apiRoot}/engagement/client-api/v1/general-notifications`;
const preferencesUrl = `${apiRoot}/engagement/client-api/v1/notification-preferences`;

// The contract's demo preference is about this account.
const accountId = 'arr-demo-checking-bills';
const summary = {
  aggregatedBalance: { currency: 'USD', value: '1200.00' },
  currentAccounts: {
    name: 'Checking',
    aggregatedBalance: { currency: 'USD', value: '1200.00' },
    products: [{ id: accountId, name: 'Bills Checking', currency: 'USD', visible: true, displayName: 'Bills Checking', availableBalance: '1200.00' }],
  },
  customProductKinds: [],
};

const server = fakePlatform(clearFormDrafts);

// Action-recipe requests are not answered: msw fails the test if the engagements mode asks for them.
const config = widgetConfig(
  { forms: { 'balance-alert': balanceAlertForm, 'transactions-alert': transactionsAlertForm } },
  { notificationPreferencesApiMode: 'engagements' },
);

function renderDetails() {
  const detailsPath = 'self-service/product-list/notification-details/:selectedAccount';
  const backPath = 'self-service/product-list/manage-notifications';
  return renderWidget(
    <Route path={`/${detailsPath}`} element={<NotificationSettings page="details" detailsPath={detailsPath} backPath={backPath} />} />,
    { path: `/self-service/product-list/notification-details/${accountId}`, config },
  );
}

function alertCard(titleKey: string): HTMLElement {
  return screen.getByRole('heading', { name: text(titleKey) }).closest('.pb-notification-alert') as HTMLElement;
}

function answerReads() {
  server.use(
    http.get(summaryUrl, ({ request }) => {
      // The accounts are those the member may set communication preferences on (spec/2 §6).
      const query = new URL(request.url).searchParams;
      expect([query.get('businessFunction'), query.get('resourceName'), query.get('privilege')]).toEqual([
        'General Notification Preferences',
        'Communication Preferences',
        'view',
      ]);
      return HttpResponse.json(summary);
    }),
    http.get(generalNotificationsUrl, () => contractAnswer('listGeneralNotifications', contractExample('listGeneralNotifications', 200, 'sandbox'))),
    http.get(preferencesUrl, ({ request }) => {
      expect(new URL(request.url).searchParams.get('eRef')).toBe(accountId);
      return contractAnswer('listNotificationPreferences', contractExample('listNotificationPreferences'));
    }),
  );
}

describe('manage notifications, engagements mode', () => {
  it('shows the saved balance alert and changes its amount and channels with a PUT of the preference', async () => {
    answerReads();
    const put: unknown[] = [];
    server.use(
      http.put(`${preferencesUrl}/:id`, async ({ request, params }) => {
        put.push({ id: params.id, body: await request.json() });
        return contractAnswer('updateNotificationPreference', contractExample('updateNotificationPreference', 200, 'updated'));
      }),
    );
    const user = userEvent.setup();
    renderDetails();
    const amount = await screen.findByLabelText(text('notificationSettings.balanceAlert.amount'));
    const balance = alertCard('notificationSettings.balanceAlert.title');
    expect(amount).toHaveValue('500.00');
    expect(within(balance).getByRole('switch')).toBeChecked();
    expect(within(balance).getByRole('checkbox', { name: text('notificationSettings.channel.email') })).toBeChecked();
    expect(within(balance).getByRole('checkbox', { name: text('notificationSettings.channel.sms') })).not.toBeChecked();

    await user.clear(amount);
    await user.type(amount, '75');
    await user.click(within(balance).getByRole('checkbox', { name: text('notificationSettings.channel.sms') }));
    await user.click(within(balance).getByRole('button', { name: text('notificationSettings.balanceAlert.save') }));
    expect(await within(balance).findByText(text('notificationSettings.saved'))).toBeInTheDocument();
    expect(put).toEqual([
      {
        id: 'pref-demo-bills-low-balance',
        body: {
          generalNotificationId: 'account-balance-low',
          active: true,
          // In-app delivery is not on the form: it is sent back as it was.
          channels: [
            { channel: 'IN_APP', enabled: true },
            { channel: 'EMAIL', enabled: true },
            { channel: 'SMS', enabled: true },
          ],
          userConditions: { eType: 'ARRANGEMENT', eRef: accountId, conditions: { amount: '75' } },
        },
      },
    ]);
  });

  it('creates the transactions alert with a POST when the member has none, offering only its channels', async () => {
    answerReads();
    const posted: unknown[] = [];
    server.use(
      http.post(preferencesUrl, async ({ request }) => {
        posted.push(await request.json());
        const created = contractExample<NotificationPreference>('createNotificationPreference', 201, 'created');
        const answer = { ...created, generalNotificationId: 'new-transaction-occurred', userConditions: { eType: 'ARRANGEMENT', eRef: accountId } };
        return contractAnswer('createNotificationPreference', answer, 201);
      }),
    );
    const user = userEvent.setup();
    renderDetails();
    await screen.findByLabelText(text('notificationSettings.balanceAlert.amount'));
    const transactions = alertCard('notificationSettings.transactionsAlert.title');
    // 'New transaction' is delivered in-app or by e-mail: no SMS box.
    expect(within(transactions).queryByRole('checkbox', { name: text('notificationSettings.channel.sms') })).not.toBeInTheDocument();
    expect(within(transactions).getByRole('switch')).not.toBeChecked();

    await user.click(within(transactions).getByRole('switch'));
    await user.click(within(transactions).getByRole('checkbox', { name: text('notificationSettings.channel.email') }));
    await user.click(within(transactions).getByRole('button', { name: text('notificationSettings.transactionsAlert.save') }));
    expect(await within(transactions).findByText(text('notificationSettings.saved'))).toBeInTheDocument();
    expect(posted).toEqual([
      {
        generalNotificationId: 'new-transaction-occurred',
        active: true,
        channels: [{ channel: 'EMAIL', enabled: true }],
        userConditions: { eType: 'ARRANGEMENT', eRef: accountId },
      },
    ]);
  });
});
