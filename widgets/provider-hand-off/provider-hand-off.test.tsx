import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import providersConfig from '../../config/providers.json';
import { WidgetHost } from '../../src/runtime/index.js';
import { apiRoot, fakePlatform, renderWidget, text, widgetConfig } from '../../tests/widget-test-kit.js';

const ssoUrl = `${apiRoot}/sso/client-api/v1/applications`;
const summaryUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary`;
const server = fakePlatform();

/** The repository's providers, with the page's host (jsdom's) listed for the given provider's real URL. */
function configFor(provider: keyof typeof providersConfig.providers, hosts: string[]) {
  const entry = providersConfig.providers[provider];
  const environments = [{ pageHosts: hosts, loginUrl: 'https://apply.example.org/loans/sso/login' }];
  return widgetConfig({ providers: { providers: { ...providersConfig.providers, [provider]: { ...entry, environments } } } });
}

function renderPage(provider: keyof typeof providersConfig.providers, hosts = [window.location.host]) {
  return renderWidget(<Route path="/hand-off" element={<WidgetHost widget="provider-hand-off" props={{ provider }} />} />, {
    path: '/hand-off',
    config: configFor(provider, hosts),
  });
}

describe('provider hand-off', () => {
  const posted: { action: string; target: string; fields: Record<string, string> }[] = [];
  const asked: URLSearchParams[] = [];
  const target = { close: vi.fn() };
  beforeEach(() => {
    posted.length = 0;
    asked.length = 0;
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push({ action: this.action, target: this.target, fields: Object.fromEntries([...this.querySelectorAll('input')].map((input) => [input.name, input.value])) });
    });
    vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    server.use(
      http.get(ssoUrl, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return HttpResponse.json({ name: query.get('name'), ssourl: `key-${asked.length}` });
      }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('posts a one-time key with the fixed fields to the real provider for the page’s host, in the provider’s window', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('autoLoanApplication');
    expect(await screen.findByText(text('providerHandOff.autoLoanApplication.intro'))).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: text('providerHandOff.autoLoanApplication.continue') }));
    expect(await screen.findByText(text('providerHandOff.opened'))).toBeInTheDocument();
    expect(window.open).toHaveBeenCalledWith('', 'loanApplication');
    expect(posted).toEqual([{ action: 'https://apply.example.org/loans/sso/login', target: 'loanApplication', fields: { KEY: 'key-1', LoanType: 'AUTO' } }]);
    expect(asked[0]!.get('name')).toBe('retail-loan-application');
  });

  it('on a host no environment lists, hands the chosen account over to the sandbox stand-in', async () => {
    server.use(
      http.get(summaryUrl, () =>
        HttpResponse.json({
          aggregatedBalance: { currency: 'USD', value: '100.00' },
          currentAccounts: {
            name: 'Current Account',
            aggregatedBalance: { currency: 'USD', value: '100.00' },
            products: [
              { id: 'chk-1', name: 'Everyday Checking', displayName: 'Everyday Checking', BBAN: '000123456789', currency: 'USD', visible: true },
              { id: 'ext-1', name: 'Peak Checking', displayName: 'Peak Checking', BBAN: '0948', currency: 'USD', visible: true, financialInstitution: { id: 1, name: 'Peak National Bank' } },
            ],
          },
          customProductKinds: [],
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage('directDepositSwitch', ['online.frontrange.example']);
    const proceed = await screen.findByRole('button', { name: text('providerHandOff.directDepositSwitch.continue') });
    expect(proceed).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: 'Everyday Checking 6789' }));
    // An account at another bank, linked for viewing only, is not offered.
    expect(screen.queryByRole('radio', { name: /Peak Checking/ })).not.toBeInTheDocument();
    await user.click(proceed);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      action: new URL('/sandbox/providers/direct-deposit-switch/sso/login', window.location.href).href,
      target: 'directDeposit',
      fields: { KEY: 'key-1' },
    });
    expect(asked[0]!.get('internalArrangementId')).toBe('chk-1');
  });

  it('shows why when the platform refuses, and closes the window it opened', async () => {
    server.use(http.get(ssoUrl, () => HttpResponse.json({ message: 'You are not allowed to do this.', key: 'forbidden', errors: [] }, { status: 403 })));
    const user = userEvent.setup({ delay: null });
    renderPage('creditScore');
    await user.click(await screen.findByRole('button', { name: text('providerHandOff.creditScore.continue') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('providerHandOff.failed', { message: 'You are not allowed to do this' }));
    expect(target.close).toHaveBeenCalled();
    expect(posted).toHaveLength(0);
  });
});
