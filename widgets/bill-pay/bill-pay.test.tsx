import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import appConfig from '../../config/app.json';
import billPayConfig from '../../config/bill-pay.json';
import entitlements from '../../config/entitlements.json';
import flags from '../../config/flags.json';
import menu from '../../config/menu.json';
import catalogue from '../../config/messages/en-US.json';
import routesConfig from '../../config/routes.json';
import { billPayEmbedBase, createHttpClient, PlatformProvider } from '../../src/platform/index.js';
import { RuntimeProvider, type ConfigBundle } from '../../src/runtime/index.js';
import { widgetRegistry } from '../index.js';
import BillPay, { headingKeyOf } from './bill-pay.js';

configure({ asyncUtilTimeout: 20_000 });

const apiRoot = 'http://bank.test/api';
const sessionUrl = `${apiRoot}/sso/client-api/v2/sso/payveris`;
const messages: Record<string, string> = catalogue;
const config = { app: appConfig, routes: routesConfig, menu, entitlements, flags, messages, 'bill-pay': billPayConfig } as unknown as ConfigBundle;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function renderBillPay(page: string) {
  const client = createHttpClient({
    apiRoot,
    session: { accessToken: () => 'token', refresh: async () => undefined, logout: () => undefined },
    readCookie: () => undefined,
    currentPath: () => `/transfers/${page}`,
  });
  return render(
    <PlatformProvider platform={{ http: client }}>
      <RuntimeProvider config={config} registry={widgetRegistry} facts={{ permissions: [], flags: {} }} session={{ isAuthenticated: true, hasContext: true }}>
        <MemoryRouter initialEntries={[`/transfers/${page}`]}>
          <Routes>
            <Route path="/transfers/:page" element={<BillPay />} />
          </Routes>
        </MemoryRouter>
      </RuntimeProvider>
    </PlatformProvider>,
  );
}

describe('bill pay', { timeout: 60_000 }, () => {
  it('shows the loading indicator only once loading took the configured 750 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release: (() => void) | undefined;
    server.use(
      http.get(sessionUrl, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ name: 'payveris', ssourl: 'artifact-1' });
      }),
    );
    renderBillPay('ShowDashboard');
    await act(async () => {
      vi.advanceTimersByTime(billPayConfig.loadingIndicatorDelayMs - 1);
    });
    expect(screen.queryByTestId('bill-pay-loading')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('bill-pay-loading')).toHaveTextContent(messages['billPay.loading']!);
    release?.();
  });

  it('embeds the provider with the artifact, the page as the last segment and the minimum height', async () => {
    const pages: (string | null)[] = [];
    server.use(
      http.get(sessionUrl, ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({ name: 'payveris', ssourl: 'a/b c' });
      }),
    );
    renderBillPay('OneTimePayment');
    const frame = await screen.findByTestId('bill-pay-frame');
    expect(frame.getAttribute('src')).toBe('/sandbox/bill-pay/pp/sso/eu/OneTimePayment?artifactId=a%2Fb%20c');
    expect(frame.getAttribute('title')).toBe('Pay Bills');
    expect((frame as HTMLIFrameElement).style.minHeight).toBe(`${billPayConfig.frameMinHeightPx}px`);
    expect(pages).toEqual([null]);
    fireEvent.load(frame);
    expect(screen.queryByTestId('bill-pay-loading')).toBeNull();
  });

  it('asks for a p2p session on the external-transfers dashboard', async () => {
    const pages: (string | null)[] = [];
    server.use(
      http.get(sessionUrl, ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({ name: 'payveris', ssourl: 'artifact-2' });
      }),
    );
    renderBillPay('SendMoneyDashboard');
    const frame = await screen.findByTestId('bill-pay-frame');
    expect(frame.getAttribute('src')).toBe('/sandbox/bill-pay/pp/sso/eu/SendMoneyDashboard?artifactId=artifact-2');
    expect(pages).toEqual(['p2p']);
  });

  it('shows the restricted-user message on 403', async () => {
    server.use(http.get(sessionUrl, () => HttpResponse.json({ message: 'Forbidden', key: 'access.forbidden', errors: [] }, { status: 403 })));
    renderBillPay('ShowDashboard');
    expect(await screen.findByText(messages['billPay.restricted.title']!)).toBeInTheDocument();
    expect(screen.getByText(messages['billPay.restricted.body']!.replace('{phone}', appConfig.phone))).toBeInTheDocument();
    expect(screen.queryByTestId('bill-pay-frame')).toBeNull();
  });

  it('shows the error with the server message on other failures, and Try Again creates a new session', async () => {
    let calls = 0;
    server.use(
      http.get(sessionUrl, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ message: 'Provider unavailable', key: 'sso.unavailable', errors: [] }, { status: 502 });
        return HttpResponse.json({ name: 'payveris', ssourl: 'artifact-3' });
      }),
    );
    const user = userEvent.setup();
    renderBillPay('ViewPaymentHistory');
    expect(await screen.findByText(messages['billPay.error.title']!)).toBeInTheDocument();
    expect(screen.getByText(messages['billPay.error.body']!)).toBeInTheDocument();
    expect(screen.getByText('Error: Provider unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages['billPay.retry'] }));
    expect((await screen.findByTestId('bill-pay-frame')).getAttribute('src')).toContain('artifactId=artifact-3');
    expect(calls).toBe(2);
  });

  it('tells a member the provider does not know yet (404) that bill pay is being set up', async () => {
    server.use(http.get(sessionUrl, () => HttpResponse.json({ message: 'Not found', key: 'x', errors: [] }, { status: 404 })));
    renderBillPay('ShowDashboard');
    expect(await screen.findByText(messages['billPay.notEnrolled.title']!)).toBeInTheDocument();
  });
});

describe('bill pay helpers', () => {
  it('chooses the heading from the URL, none for other pages', () => {
    expect(headingKeyOf('ShowDashboard')).toBe('billPay.heading.ShowDashboard');
    expect(messages[headingKeyOf('SendMoneyDashboard')!]).toBe('External Transfers & Pay People');
    expect(headingKeyOf('billpay')).toBeUndefined();
  });

  it('chooses the provider environment by the page host', () => {
    const environments = billPayConfig.provider.environments;
    expect(billPayEmbedBase(environments, billPayConfig.provider.defaultEmbedUrl, 'online.frontrange.example')).toBe(
      'https://billpay.frontrange.example/pp/sso/eu',
    );
    expect(billPayEmbedBase(environments, billPayConfig.provider.defaultEmbedUrl, 'localhost:8080')).toBe('/sandbox/bill-pay/pp/sso/eu');
  });
});
