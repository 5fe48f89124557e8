import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import appConfig from '../../config/app.json';
import billPayConfig from '../../config/bill-pay.json';
import { readHostedUrls, urlForPageHost } from '../../src/platform/index.js';
import { apiRoot, fakePlatform, renderWidget, text, widgetConfig } from '../../tests/widget-test-kit.js';
import BillPay, { headingKeyOf } from './bill-pay.js';

const sessionUrl = `${apiRoot}/sso/client-api/v2/sso/payveris`;
const config = widgetConfig({ 'bill-pay': billPayConfig });

const server = fakePlatform(() => vi.useRealTimers());

function renderBillPay(page: string) {
  return renderWidget(<Route path="/transfers/:page" element={<BillPay />} />, { path: `/transfers/${page}`, config });
}

describe('bill pay', () => {
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
    expect(screen.getByTestId('bill-pay-loading')).toHaveTextContent(text('billPay.loading'));
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
    expect(await screen.findByText(text('billPay.restricted.title'))).toBeInTheDocument();
    expect(screen.getByText(text('billPay.restricted.body', { phone: appConfig.phone }))).toBeInTheDocument();
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
    expect(await screen.findByText(text('billPay.error.title'))).toBeInTheDocument();
    expect(screen.getByText(text('billPay.error.body'))).toBeInTheDocument();
    expect(screen.getByText('Error: Provider unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('billPay.retry') }));
    expect((await screen.findByTestId('bill-pay-frame')).getAttribute('src')).toContain('artifactId=artifact-3');
    expect(calls).toBe(2);
  });

  it('tells a member the provider does not know yet (404) that bill pay is being set up', async () => {
    server.use(http.get(sessionUrl, () => HttpResponse.json({ message: 'Not found', key: 'x', errors: [] }, { status: 404 })));
    renderBillPay('ShowDashboard');
    expect(await screen.findByText(text('billPay.notEnrolled.title'))).toBeInTheDocument();
  });
});

describe('bill pay helpers', () => {
  it('chooses the heading from the URL, none for other pages', () => {
    expect(headingKeyOf('ShowDashboard')).toBe('billPay.heading.ShowDashboard');
    expect(text(headingKeyOf('SendMoneyDashboard')!)).toBe('External Transfers & Pay People');
    expect(headingKeyOf('billpay')).toBeUndefined();
  });

  it('chooses the provider environment by the page host', () => {
    const embedUrls = readHostedUrls(billPayConfig.provider, 'embedUrl', 'defaultEmbedUrl')!;
    expect(urlForPageHost(embedUrls, 'online.frontrange.example')).toBe('https://billpay.frontrange.example/pp/sso/eu');
    expect(urlForPageHost(embedUrls, 'localhost:8080')).toBe('/sandbox/bill-pay/pp/sso/eu');
  });
});
