import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import appConfig from '../../config/app.json';
import entitlements from '../../config/entitlements.json';
import flags from '../../config/flags.json';
import menu from '../../config/menu.json';
import catalogue from '../../config/messages/en-US.json';
import paymentStatuses from '../../config/payment-statuses.json';
import routesConfig from '../../config/routes.json';
import { createHttpClient, PlatformProvider } from '../../src/platform/index.js';
import { RuntimeProvider, type ConfigBundle } from '../../src/runtime/index.js';
import { apiRoot, fakePlatform } from '../../tests/widget-test-kit.js';
import { widgetRegistry } from '../index.js';
import TransferActivity from './transfer-activity.js';
import { render } from '../../tests/render.js';

const ordersUrl = `${apiRoot}/payment-order-service/client-api/v3/payment-orders`;
const messages: Record<string, string> = catalogue;

const order = (id: string, fields: Record<string, unknown>) => ({
  id,
  paymentType: 'INTERNAL_TRANSFER',
  paymentMode: 'SINGLE',
  requestedExecutionDate: '2026-12-04',
  originatorAccount: { arrangementId: 'chk', name: 'Everyday Checking' },
  transferTransactionInformation: {
    instructedAmount: { amount: '12.34', currencyCode: 'USD' },
    counterparty: { name: 'Money Market', role: 'CREDITOR' },
    counterpartyAccount: { identification: { identification: 'mm', schemeName: 'ID' }, name: 'Money Market' },
  },
  ...fields,
});

// antd's table and tabs measure themselves with ResizeObserver, which jsdom lacks.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof globalThis.ResizeObserver === 'undefined') globalThis.ResizeObserver = NoResizeObserver as unknown as typeof ResizeObserver;

const server = fakePlatform();

const config = { app: appConfig, routes: routesConfig, menu, entitlements, flags, messages, 'payment-statuses': paymentStatuses } as unknown as ConfigBundle;

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function renderActivity() {
  const client = createHttpClient({
    apiRoot,
    session: { accessToken: () => 'token', refresh: async () => undefined, logout: () => undefined },
    readCookie: () => undefined,
    currentPath: () => '/transfers/activity',
  });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <PlatformProvider platform={{ http: client }}>
        <RuntimeProvider config={config} registry={widgetRegistry} facts={{ permissions: [], flags: {} }} session={{ isAuthenticated: true, hasContext: true }}>
          <MemoryRouter initialEntries={['/transfers/activity']}>
            <Routes>
              <Route
                path="/transfers/activity"
                element={
                  <TransferActivity
                    formPath="transfers/make-a-transfer/form"
                    pageSize={10}
                    scheduledStatuses={['ACCEPTED']}
                    historyStatuses={['PROCESSED', 'REJECTED', 'CANCELLED']}
                  />
                }
              />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </RuntimeProvider>
      </PlatformProvider>
    </SWRConfig>,
  );
}

describe('transfer activity', () => {
  it('lists scheduled orders with edit and cancel, and shows the platform’s refusal of a cancel', async () => {
    const queries: string[] = [];
    server.use(
      http.get(ordersUrl, ({ request }) => {
        const url = new URL(request.url);
        queries.push(url.searchParams.get('status') ?? '');
        return HttpResponse.json([order('o-1', { status: 'ACCEPTED', permissibleActions: { edit: true, cancel: true } })], { headers: { 'X-Total-Count': '1' } });
      }),
      http.post(`${ordersUrl}/o-1/cancel`, () =>
        HttpResponse.json(
          { message: "This payment can't be edited nor canceled because its being processed.", key: 'payment.processing', errors: [] },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderActivity();
    const cancel = await screen.findByRole('button', { name: 'Cancel the transfer of $12.34 to Money Market on Dec 4, 2026' });
    expect(queries[0]).toBe('ACCEPTED');
    const row = cancel.closest('tr') as HTMLElement;
    expect(within(row).getByText(messages['transfers.activity.scheduledStatus'] as string)).toBeInTheDocument();
    expect(row).toHaveTextContent('Everyday Checking');
    await user.click(cancel);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: messages['transfers.activity.cancelConfirm'] }));
    expect(await screen.findByText("This payment can't be edited nor canceled because its being processed.")).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Edit the transfer of $12.34 to Money Market on Dec 4, 2026' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/transfers/make-a-transfer/form?paymentOrderId=o-1');
  });

  it('shows the history with the status table’s tags and a rejected order’s reason', async () => {
    server.use(
      http.get(ordersUrl, ({ request }) => {
        const status = new URL(request.url).searchParams.get('status') ?? '';
        if (status === 'ACCEPTED') return HttpResponse.json([], { headers: { 'X-Total-Count': '0' } });
        return HttpResponse.json(
          [
            order('o-2', { status: 'PROCESSED' }),
            order('o-3', { status: 'REJECTED', reasonText: 'Insufficient funds' }),
            order('o-4', { status: 'CANCELLED' }),
          ],
          { headers: { 'X-Total-Count': '3' } },
        );
      }),
    );
    const user = userEvent.setup();
    renderActivity();
    expect(await screen.findByText(messages['transfers.activity.emptyScheduled'] as string)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: messages['transfers.activity.history'] }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Insufficient funds')).toBeInTheDocument();
    expect(screen.getByText('Canceled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel the transfer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit the transfer/ })).not.toBeInTheDocument();
    // A past transfer can be copied into a new one.
    const copies = screen.getAllByRole('link', { name: /^Copy the transfer of \$12\.34 to Money Market/ });
    expect(copies).toHaveLength(3);
    await user.click(copies[0] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent('/transfers/make-a-transfer/form?copyPaymentOrderId=o-2');
  });
});
