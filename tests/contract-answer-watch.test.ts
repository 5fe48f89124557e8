import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { watchContractAnswers } from './contract-answer-watch.js';
import { contractExample } from './contract-fixtures.js';

const apiRoot = 'http://bank.test/api';
const server = setupServer();
const watch = watchContractAnswers(server, apiRoot);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await watch.takeViolations();
});
afterAll(() => server.close());

const summaryUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary`;
const categoriesUrl = `${apiRoot}/transaction-manager/client-api/v2/transactions/categories`;

describe('the fake platform held to the contract', () => {
  it('lets the contract’s own answers through, whatever the handler', async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.json(contractExample('getProductSummary'))));
    await fetch(summaryUrl);
    expect(await watch.takeViolations()).toEqual([]);
  });

  it('names method, path, status and what is wrong when a fixture drifts from the contract', async () => {
    const summary = contractExample<{ currentAccounts: { products: Array<Record<string, unknown>> } }>('getProductSummary');
    delete summary.currentAccounts.products[0]!.name;
    server.use(http.get(summaryUrl, () => HttpResponse.json(summary)));
    await fetch(summaryUrl);
    const [violation, ...others] = await watch.takeViolations();
    expect(others).toEqual([]);
    expect(violation).toMatch(/^GET \/arrangement-manager\/client-api\/v2\/productsummary → 200: /);
    expect(violation).toContain("/currentAccounts/products/0 must have required property 'name'");
  });

  it('reads a literal segment as itself, not as a parameter: categories are not the transaction "categories"', async () => {
    server.use(http.get(categoriesUrl, () => HttpResponse.json([{ categoryName: 'Dining', categoryType: 'EXPENSE' }])));
    await fetch(categoriesUrl);
    expect((await watch.takeViolations()).join('\n')).toMatch(/listTransactionCategories[\s\S]*must have required property 'categoryId'/);
  });

  it('refuses a path the contract does not describe, and a success it does not list', async () => {
    server.use(
      http.get(`${apiRoot}/arrangement-manager/client-api/v2/balances`, () => HttpResponse.json({})),
      http.get(summaryUrl, () => new HttpResponse(null, { status: 204 })),
    );
    await fetch(`${apiRoot}/arrangement-manager/client-api/v2/balances`);
    await fetch(summaryUrl);
    expect(await watch.takeViolations()).toEqual([
      'GET /arrangement-manager/client-api/v2/balances: the contract (schemas/api) describes no such operation',
      'GET /arrangement-manager/client-api/v2/productsummary → 204: the contract lists no 204 answer for this operation',
    ]);
  });

  it('checks a listed error answer against the error body, and leaves failures the contract does not list to the app', async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.json({ message: 'no' }, { status: 403 })));
    await fetch(summaryUrl);
    expect((await watch.takeViolations()).join('\n')).toMatch(/→ 403: [\s\S]*must have required property 'key'/);
    server.use(http.get(summaryUrl, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await fetch(summaryUrl);
    expect(await watch.takeViolations()).toEqual([]);
  });
});
