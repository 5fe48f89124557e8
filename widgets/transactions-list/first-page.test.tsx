import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarly } from '../../src/platform/index.js';
import { apiRoot, fakePlatform, stubResizeObserver, testHttpClient, widgetConfig } from '../../tests/widget-test-kit.js';
import { transactionsListDefinition } from './definition.js';
import { account, categoriesHandler, listHandler, listPath, makeTransactions, renderList, type ListRequest } from './test-bank.js';

// antd in jsdom on a small machine: a multi-step test takes several seconds.
vi.setConfig({ testTimeout: 60_000 });
stubResizeObserver();

const server = fakePlatform();
afterEach(() => dropEarly());

const http = testHttpClient(listPath);

/** What boot does for the opened route before React renders: the list's prefetch, from the address and the configuration. */
async function bootPrefetch(transactions: unknown, search: string) {
  const config = widgetConfig({ transactions }, { apiRoot });
  await transactionsListDefinition.prefetch?.(http, { params: { selectedAccount: account }, search, props: {}, config });
}

const rows = () => screen.queryAllByTestId('transaction-row');

describe('transactions list: the first page asked for before the list renders', () => {
  it('is the page the list shows, filtered as the address says, and the list does not ask for it again', async () => {
    const seen: ListRequest[] = [];
    const categoryAsks: string[] = [];
    server.use(listHandler(makeTransactions(12), seen), categoriesHandler());
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/transactions/categories')) categoryAsks.push(request.url);
    });
    const transactions = { pagination: { mode: 'load-more', pageSize: 5, maxPages: 3 } };

    await bootPrefetch(transactions, 'q=coffee');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.params.get('arrangementId')).toBe(account);
    expect(seen[0]?.params.get('query')).toBe('coffee');
    expect(seen[0]?.params.get('from')).toBe('0');
    expect(seen[0]?.params.get('size')).toBe('5');

    renderList({ transactions, path: `${listPath}?q=coffee` });
    // 8 of the 12 are coffee; the first page shows 5 of them.
    await waitFor(() => expect(rows()).toHaveLength(5));
    for (const row of rows()) expect(row).toHaveTextContent(/Coffee shop/);
    expect(seen).toHaveLength(1);
    expect(categoryAsks).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('in the paged mode is the page the address names', async () => {
    const seen: ListRequest[] = [];
    server.use(listHandler(makeTransactions(23), seen), categoriesHandler());
    const transactions = { pagination: { mode: 'paged', pageSize: 5, maxPages: 3 } };

    await bootPrefetch(transactions, 'page=3');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.params.get('from')).toBe('2');

    renderList({ transactions, path: `${listPath}?page=3` });
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows()[0]).toHaveAttribute('data-transaction-id', makeTransactions(23)[10]?.id);
    expect(seen).toHaveLength(1);
  });
});
