import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { apiRoot, fakePlatform, renderWidget, text } from '../../tests/widget-test-kit.js';
import ConnectedAccounts from './connected-accounts.js';

const summaryUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary`;
const flowsUrl = `${apiRoot}/external-account-aggregator/client-api/v1/aggregation/flows`;

const server = fakePlatform();

const summary = {
  aggregatedBalance: { currency: 'USD', value: '2867.74' },
  customProductKinds: [],
  currentAccounts: {
    name: 'Current Accounts',
    aggregatedBalance: { currency: 'USD', value: '2867.74' },
    products: [
      { id: 'own', name: 'Everyday Checking', bookedBalance: '100.00', availableBalance: '100.00', currency: 'USD' },
      { id: 'ext-1', name: 'Peak Checking', BBAN: '12345678', availableBalance: '1842.33', currency: 'USD', externalAccountStatus: 'CREDENTIALS_UPDATE_REQUIRED', financialInstitution: { id: 1, name: 'Peak National Bank' } },
      { id: 'ext-2', name: 'Aspen Joint Checking', availableBalance: '925.41', currency: 'USD', financialInstitution: { id: 2, name: 'Aspen Savings & Loan' } },
    ],
  },
};

function renderConnected() {
  return renderWidget(
    <>
      <Route
        path="/transfers/connected-accounts"
        element={<ConnectedAccounts accountsListPath="my-accounts" connectingQuery="accounts=connecting" flowPollSeconds={1} flowCheckAttempts={2} />}
      />
      <Route path="*" element={null} />
    </>,
    { path: '/transfers/connected-accounts' },
  );
}

describe('connected accounts', () => {
  it('lists only linked accounts with their status tags', async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.json(summary)));
    renderConnected();
    const rows = await screen.findAllByTestId('connected-account');
    expect(rows.map((row) => row.getAttribute('data-account-id'))).toEqual(['ext-1', 'ext-2']);
    expect(within(rows[0]!).getByTestId('connected-account-status')).toHaveTextContent(text('connectedAccounts.status.credentials-update-required'));
    expect(within(rows[1]!).getByTestId('connected-account-status')).toHaveTextContent(text('connectedAccounts.status.connected'));
    expect(rows[0]).toHaveTextContent('Peak National Bank · ••5678');
  });

  it('opens the aggregator in a frame and, once the member chose a bank, sends them to the accounts list polling', async () => {
    let polled = 0;
    server.use(
      http.get(summaryUrl, () => HttpResponse.json(summary)),
      http.post(flowsUrl, async ({ request }) => {
        expect(await request.json()).toEqual({ operation: 'ADD' });
        return HttpResponse.json(
          { value: { id: 'flow-1', metadata: { accessToken: 'tok', configName: 'Aggregation', fastLinkURL: '/sandbox/aggregator/fastlink' } } },
          { status: 201 },
        );
      }),
      http.get(`${flowsUrl}/flow-1`, () => {
        polled += 1;
        return HttpResponse.json({ value: { id: 'flow-1', operation: 'ADD', status: polled < 2 ? 'STARTED' : 'IN_PROGRESS', arrangementIds: [] } });
      }),
    );
    const user = userEvent.setup();
    renderConnected();
    await user.click(await screen.findByRole('button', { name: text('connectedAccounts.connect') }));
    const frame = await screen.findByTestId('aggregator-frame');
    expect(frame.getAttribute('src')).toBe('/sandbox/aggregator/fastlink?accessToken=tok');
    await screen.findByText('/my-accounts?accounts=connecting');
    expect(polled).toBe(2);
  });

  it('tells the member when the connection can no longer be checked, instead of watching in silence', async () => {
    let checks = 0;
    server.use(
      http.get(summaryUrl, () => HttpResponse.json(summary)),
      http.post(flowsUrl, () =>
        HttpResponse.json(
          { value: { id: 'flow-2', metadata: { accessToken: 'tok', configName: 'Aggregation', fastLinkURL: '/sandbox/aggregator/fastlink' } } },
          { status: 201 },
        ),
      ),
      http.get(`${flowsUrl}/flow-2`, () => {
        checks += 1;
        return HttpResponse.json({ message: 'down', key: 'x', errors: [] }, { status: 503 });
      }),
    );
    const user = userEvent.setup();
    renderConnected();
    await user.click(await screen.findByRole('button', { name: text('connectedAccounts.connect') }));
    expect(await screen.findByText(text('connectedAccounts.error.check'))).toBeInTheDocument();
    expect(checks).toBe(2);
    expect(screen.queryByTestId('aggregator-frame')).not.toBeInTheDocument();
  });

  it('shows why a connection could not start', async () => {
    server.use(
      http.get(summaryUrl, () => HttpResponse.json(summary)),
      http.post(flowsUrl, () => HttpResponse.json({ message: 'no', key: 'access.forbidden', errors: [] }, { status: 403 })),
    );
    const user = userEvent.setup();
    renderConnected();
    await user.click(await screen.findByRole('button', { name: text('connectedAccounts.connect') }));
    expect(await screen.findByText(text('connectedAccounts.error.forbidden'))).toBeInTheDocument();
  });

  it('shows the external-account load error with a retry', async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.json({ message: 'down', key: 'x', errors: [] }, { status: 500 })));
    renderConnected();
    expect(await screen.findByText(text('errors.externalAccounts.body'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('connectedAccounts.retry') })).toBeInTheDocument();
  });
});
