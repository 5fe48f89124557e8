import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contractAnswer, contractExample } from '../../tests/contract-fixtures.js';
import { createHttpClient } from './http.js';
import { usePaymentOption } from './payment-order-options.js';
import { PlatformProvider } from './platform-context.js';

const apiRoot = 'http://bank.test/api';
const optionsUrl = `${apiRoot}/payment-order-options/client-api/v1/payment-options`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function wrapper({ children }: { children: ReactNode }) {
  const client = createHttpClient({
    apiRoot,
    session: { accessToken: () => 'token', refresh: async () => undefined, logout: () => undefined },
    readCookie: () => undefined,
    currentPath: () => '/',
  });
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <PlatformProvider platform={{ http: client }}>{children}</PlatformProvider>
    </SWRConfig>
  );
}

describe('usePaymentOption', () => {
  it('asks for the chosen account and payment type and reads its fee, cut-off and time frame', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(optionsUrl, async ({ request }) => {
        sent.push(await request.json());
        return contractAnswer('findPaymentOptions', contractExample('findPaymentOptions'));
      }),
    );
    const { result } = renderHook(() => usePaymentOption('arr-demo-checking', 'INTRABANK_TRANSFER'), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(sent).toEqual([{ originatorAccount: { arrangementId: 'arr-demo-checking' }, paymentTypes: ['INTRABANK_TRANSFER'] }]);
    expect(result.current.data).toMatchObject({ transferFee: { amount: '0.00', currencyCode: 'USD' }, cutOffTime: '14:00', executionTimeFrame: { unit: 'DAY', max: 1 } });
  });

  it('asks nothing until an account is chosen', async () => {
    const { result } = renderHook(() => usePaymentOption(undefined, 'INTERNAL_TRANSFER'), { wrapper });
    // onUnhandledRequest 'error' would fail a request; nothing is loading either.
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
  });
});
