import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectErrorBody, expectSecurityHeaders, expectUnauthorized, toCents } from './client-api-checks.js';

const base = '/api/arrangement-manager/client-api/v2';
const summaryUrl = `${base}/productsummary`;
const contextUrl = `${base}/productsummary/context/arrangements`;
const kindKeys = ['currentAccounts', 'savingsAccounts', 'termDeposits', 'loans', 'creditCards', 'debitCards', 'investmentAccounts'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Product {
  id: string;
  bookedBalance?: string;
  availableBalance?: string;
  productKindName: string;
  currency: string;
  product: { productKind: { kindUri: string } };
}
interface Group {
  name: string;
  products: Product[];
  aggregatedBalance: { currency: string; value: string };
}

/**
 * Balances of an agreement's arrangements straight from the ledger tables (not the API's view):
 * our arrangements by their ledger account (a debit card by its checking account's), linked
 * external ones as the aggregator reported them.
 */
async function ledgerOf(serviceAgreementId: string) {
  return t.db.query<{
    id: string;
    summary_key: string;
    is_external: boolean;
    linked: boolean;
    balance: string | null;
    held: string | null;
    credit_limit: string | null;
    external_booked: string | null;
  }>(
    `select a.id, pk.summary_key, a.is_external, a.linked_arrangement_id is not null as linked,
            la.balance::text as balance, la.held::text as held, a.credit_limit::text as credit_limit,
            a.external_booked_balance::text as external_booked
       from service_agreement_arrangements saa
       join arrangements a on a.id = saa.arrangement_id
       join product_kinds pk on pk.id = a.product_kind_id
       left join ledger_accounts la on la.arrangement_id = coalesce(a.linked_arrangement_id, a.id)
      where saa.service_agreement_id = $1`,
    [serviceAgreementId],
  );
}

const liability = (key: string) => key === 'loans' || key === 'creditCards';

/** What the member should see as a product's booked balance: liabilities positive. */
function presentedCents(row: Awaited<ReturnType<typeof ledgerOf>>[number]): bigint | undefined {
  if (row.is_external) return row.external_booked === null ? undefined : toCents(row.external_booked);
  if (row.balance === null) return undefined;
  return liability(row.summary_key) ? -toCents(row.balance) : toCents(row.balance);
}

describe('GET productsummary', () => {
  it('groups demo’s products by kind with per-kind sums and a total that agree with the ledger', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: summaryUrl });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    const summary = response.json() as Record<string, unknown> & { aggregatedBalance: { currency: string; value: string } };
    const ledger = await ledgerOf('sa-demo-personal');
    const byId = new Map(ledger.map((row) => [row.id, row]));

    // Every product kind is present for demo, and every arrangement of the agreement shows once.
    const shown: string[] = [];
    for (const key of kindKeys) {
      const group = summary[key] as Group | undefined;
      expect(group, key).toBeDefined();
      if (!group) continue;
      expect(group.aggregatedBalance.currency).toBe('USD');
      expect(typeof group.aggregatedBalance.value).toBe('string');
      let expected = 0n;
      for (const product of group.products) {
        shown.push(product.id);
        const row = byId.get(product.id);
        expect(row?.summary_key, product.id).toBe(key);
        const presented = row ? presentedCents(row) : undefined;
        if (presented === undefined) {
          expect(product.bookedBalance, product.id).toBeUndefined();
        } else {
          expect(typeof product.bookedBalance, product.id).toBe('string');
          expect(toCents(product.bookedBalance ?? 'NaN'), product.id).toBe(presented);
          expected += presented;
        }
      }
      expect(toCents(group.aggregatedBalance.value), key).toBe(expected);
    }
    expect(shown.sort()).toEqual(ledger.map((row) => row.id).sort());
    expect(summary.customProductKinds).toEqual([]);

    // The total is the member's net position: held minus owed, each ledger account once (a debit
    // card repeats its checking account's balance), summed independently in cents.
    let net = 0n;
    for (const row of ledger) {
      const presented = presentedCents(row);
      if (presented === undefined || row.linked) continue;
      net += liability(row.summary_key) ? -presented : presented;
    }
    expect(summary.aggregatedBalance.currency).toBe('USD');
    expect(toCents(summary.aggregatedBalance.value)).toBe(net);
    expect(ledger.some((row) => row.is_external)).toBe(true);
    expect(ledger.some((row) => row.linked)).toBe(true);
  });

  it('shows available balance as booked plus holds, and a card’s unused line', async () => {
    const summary = (await t.as('u-demo')({ method: 'GET', url: summaryUrl })).json() as Record<string, Group>;
    const ledger = new Map((await ledgerOf('sa-demo-personal')).map((row) => [row.id, row]));
    let checked = 0;
    for (const product of [...(summary.currentAccounts?.products ?? []), ...(summary.savingsAccounts?.products ?? [])]) {
      const row = ledger.get(product.id);
      if (!row || row.is_external || row.balance === null || row.held === null) continue;
      expect(toCents(product.availableBalance ?? 'NaN'), product.id).toBe(toCents(row.balance) + toCents(row.held));
      checked += 1;
    }
    for (const product of summary.creditCards?.products ?? []) {
      const row = ledger.get(product.id);
      if (!row || row.is_external || row.balance === null || row.held === null || row.credit_limit === null) continue;
      expect(toCents(product.availableBalance ?? 'NaN'), product.id).toBe(
        toCents(row.credit_limit) + toCents(row.balance) + toCents(row.held),
      );
      checked += 1;
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('moves with the ledger: a posting changes the product and its kind’s sum by the same amount', async () => {
    const before = (await t.as('u-newbie')({ method: 'GET', url: summaryUrl })).json() as Record<string, Group>;
    const product = before.currentAccounts?.products[0];
    expect(product).toBeDefined();
    await t.db.query(`update ledger_accounts set balance = balance + 12.34 where arrangement_id = $1`, [product?.id]);
    const after = (await t.as('u-newbie')({ method: 'GET', url: summaryUrl })).json() as Record<string, Group> & {
      aggregatedBalance: { value: string };
    };
    await t.db.query(`update ledger_accounts set balance = balance - 12.34 where arrangement_id = $1`, [product?.id]);
    const moved = after.currentAccounts?.products.find((p) => p.id === product?.id);
    expect(toCents(moved?.bookedBalance ?? 'NaN') - toCents(product?.bookedBalance ?? 'NaN')).toBe(1234n);
    expect(toCents(after.currentAccounts?.aggregatedBalance.value ?? 'NaN') - toCents(before.currentAccounts?.aggregatedBalance.value ?? 'NaN')).toBe(1234n);
  });

  it('shows every change to the rows it is built from on the next read: a renamed product, an alias, a kind, an account leaving the agreement', async () => {
    const summaryOf = async () => (await t.as('u-newbie')({ method: 'GET', url: summaryUrl })).json() as Record<string, Group>;
    const productOf = (summary: Record<string, Group>, id: string) =>
      Object.values(summary).flatMap((group) => (Array.isArray(group?.products) ? group.products : [])).find((product) => product.id === id) as
        | (Product & { displayName: string })
        | undefined;
    const first = (await summaryOf()).currentAccounts?.products[0] as (Product & { displayName: string }) | undefined;
    expect(first).toBeDefined();
    const id = first?.id ?? '';
    const [agreement] = await t.db.query<{ service_agreement_id: string; product_kind_id: number; kind_name: string }>(
      `select saa.service_agreement_id, a.product_kind_id, pk.kind_name
         from service_agreement_arrangements saa join arrangements a on a.id = saa.arrangement_id join product_kinds pk on pk.id = a.product_kind_id
        where saa.arrangement_id = $1`,
      [id],
    );
    // Asked twice unchanged, then once after each change: each read shows what the rows say now.
    expect(productOf(await summaryOf(), id)).toEqual(first);

    await t.db.query(`update arrangements set display_name = 'Rainy Day Checking' where id = $1`, [id]);
    expect(productOf(await summaryOf(), id)?.displayName).toBe('Rainy Day Checking');

    await t.db.query(`insert into user_arrangement_preferences (user_id, arrangement_id, alias) values ('u-newbie', $1, 'Bills')`, [id]);
    expect(productOf(await summaryOf(), id)?.displayName).toBe('Bills');

    await t.db.query(`update product_kinds set kind_name = 'Everyday Accounts' where id = $1`, [agreement?.product_kind_id]);
    expect(productOf(await summaryOf(), id)?.productKindName).toBe('Everyday Accounts');
    await t.db.query(`update product_kinds set kind_name = $2 where id = $1`, [agreement?.product_kind_id, agreement?.kind_name]);

    await t.db.query(`delete from service_agreement_arrangements where arrangement_id = $1`, [id]);
    expect(productOf(await summaryOf(), id)).toBeUndefined();
    await t.db.query(`insert into service_agreement_arrangements (service_agreement_id, arrangement_id) values ($1, $2)`, [agreement?.service_agreement_id, id]);

    await t.db.query(`delete from user_arrangement_preferences where user_id = 'u-newbie' and arrangement_id = $1`, [id]);
    await t.db.query(`update arrangements set display_name = $2 where id = $1`, [id, first?.displayName]);
    expect(productOf(await summaryOf(), id)).toEqual(first);
  });

  it('shows the selected agreement’s products only', async () => {
    const response = await t.as('u-demo', { cookies: { USER_CONTEXT: 'sa-demo-business' } })({ method: 'GET', url: summaryUrl });
    expect(response.statusCode).toBe(200);
    const summary = response.json() as Record<string, Group | undefined>;
    const ids = kindKeys.flatMap((key) => summary[key]?.products.map((p) => p.id) ?? []).sort();
    expect(ids).toEqual((await ledgerOf('sa-demo-business')).map((row) => row.id).sort());
  });

  it('serves the member’s summary to an agent acting for them', async () => {
    const asMember = (await t.as('u-demo')({ method: 'GET', url: summaryUrl })).json() as unknown;
    const asAgent = await t.as('u-demo', { agentId: 'u-agent' })({ method: 'GET', url: summaryUrl });
    expect(asAgent.statusCode).toBe(200);
    expect(asAgent.json()).toEqual(asMember);
  });

  it('refuses limited (no Product Summary view) with 403, even called by hand', async () => {
    expectErrorBody(await t.as('u-limited')({ method: 'GET', url: summaryUrl }), 403);
  });

  it('refuses a caller who belongs to no service agreement', async () => {
    expectErrorBody(await t.as('u-operator')({ method: 'GET', url: summaryUrl }), 403);
  });

  it('filters by debitAccount', async () => {
    const summary = (await t.as('u-demo')({ method: 'GET', url: `${summaryUrl}?debitAccount=true` })).json() as Record<string, Group | undefined>;
    const ids = kindKeys.flatMap((key) => summary[key]?.products.map((p) => p.id) ?? []).sort();
    const rows = await t.db.query<{ id: string }>(
      `select a.id from service_agreement_arrangements saa join arrangements a on a.id = saa.arrangement_id
        where saa.service_agreement_id = 'sa-demo-personal' and a.debit_account order by a.id`,
    );
    expect(ids).toEqual(rows.map((row) => row.id).sort());
  });

  it('answers the spec’s query (business function, resource, privilege, size) and applies it', async () => {
    const query = '?businessFunction=Product%20Summary&resourceName=Product%20Summary&privilege=view&size=1000000';
    const full = await t.as('u-demo')({ method: 'GET', url: `${summaryUrl}${query}` });
    expect(full.statusCode, full.body).toBe(200);
    const summary = full.json() as Record<string, Group & { id: number; additions: Record<string, string> }> & { aggregatedBalance: { value: string } };
    expect(summary.currentAccounts).toMatchObject({ id: expect.any(Number), additions: { kindUri: 'current-account' } });
    const one = (await t.as('u-demo')({ method: 'GET', url: `${summaryUrl}?size=1` })).json() as typeof summary;
    expect(kindKeys.flatMap((key) => one[key]?.products ?? [])).toHaveLength(1);
    expect(one.aggregatedBalance).toEqual(summary.aggregatedBalance);
    expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${summaryUrl}?businessFunction=Product%20Summary` }), 400);
    expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${summaryUrl}?businessFunction=Payroll&resourceName=Product%20Summary&privilege=view` }), 403);
  });

  it('leads each product with the figure the member reads first: available for deposits, owed for cards and loans', async () => {
    const summary = (await t.as('u-demo')({ method: 'GET', url: summaryUrl })).json() as Record<string, Group>;
    type Figures = Product & { primaryBalance?: { value: string }; secondaryBalance?: { value: string }; attributes?: Record<string, string> };
    for (const product of (summary.currentAccounts?.products ?? []) as Figures[]) {
      expect(product.primaryBalance).toEqual({ value: product.availableBalance });
      expect(product.secondaryBalance).toEqual({ value: product.bookedBalance });
      expect(product.attributes).toEqual({ productKindUri: 'current-account' });
    }
    for (const product of (summary.creditCards?.products ?? []) as Figures[]) expect(product.primaryBalance).toEqual({ value: product.bookedBalance });
    const loans = (summary.loans?.products ?? []) as Figures[];
    expect(loans.length).toBeGreaterThan(0);
    for (const product of loans) {
      expect(product.primaryBalance).toEqual({ value: product.bookedBalance });
      expect(product.secondaryBalance).toBeUndefined();
    }
  });

  it('refuses missing, expired, foreign and tampered tokens', async () => {
    await expectUnauthorized(t, { method: 'GET', url: summaryUrl });
  });

  it('rejects bad input', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'unknown field', request: { method: 'GET', url: `${summaryUrl}?page=10` } },
      { name: 'size zero', request: { method: 'GET', url: `${summaryUrl}?size=0` } },
      { name: 'unknown privilege', request: { method: 'GET', url: `${summaryUrl}?businessFunction=Product%20Summary&resourceName=Product%20Summary&privilege=peek` } },
      { name: 'not a boolean', request: { method: 'GET', url: `${summaryUrl}?debitAccount=maybe` } },
      { name: 'oversize kind list', request: { method: 'GET', url: `${summaryUrl}?ignoredProductKindNames=${'x'.repeat(501)}` } },
    ]);
  });
});

describe('GET productsummary/context/arrangements', () => {
  const a2a = 'businessFunction=A2A%20Transfer&resourceName=Payments&privilege=create';

  it('lists the debit accounts demo may transfer from, as the transfer form asks', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: `${contextUrl}?debitAccount=true&${a2a}&from=0&size=200` });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    const items = response.json() as Array<{ id: string; bookedBalance?: number; debitAccount: boolean; legalEntityIds: string[] }>;
    const debitIds = new Set(
      (
        await t.db.query<{ id: string }>(
          `select a.id from service_agreement_arrangements saa join arrangements a on a.id = saa.arrangement_id
            where saa.service_agreement_id = 'sa-demo-personal' and a.debit_account`,
        )
      ).map((row) => row.id),
    );
    const rows = (await ledgerOf('sa-demo-personal')).filter((row) => debitIds.has(row.id));
    expect(items.map((item) => item.id).sort()).toEqual(rows.map((row) => row.id).sort());
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const item of items) {
      expect(item.debitAccount).toBe(true);
      expect(item.legalEntityIds.length).toBe(1);
      const row = byId.get(item.id);
      const presented = row ? presentedCents(row) : undefined;
      if (presented !== undefined) {
        // This operation types money as a JSON number (platform shape); the digits are the ledger's.
        expect(typeof item.bookedBalance).toBe('number');
        expect(toCents(String(item.bookedBalance))).toBe(presented);
      }
    }
  });

  it('accepts the app’s "everything" size of 1000000 and pages with from/size', async () => {
    const all = await t.as('u-demo')({
      method: 'GET',
      url: `${contextUrl}?businessFunction=Product%20Summary&resourceName=Product%20Summary&privilege=view&size=1000000`,
    });
    expect(all.statusCode).toBe(200);
    const ids = (all.json() as Array<{ id: string }>).map((item) => item.id);
    expect(ids.length).toBe((await ledgerOf('sa-demo-personal')).length);
    const page = await t.as('u-demo')({
      method: 'GET',
      url: `${contextUrl}?businessFunction=Product%20Summary&resourceName=Product%20Summary&privilege=view&from=1&size=2`,
    });
    expect((page.json() as Array<{ id: string }>).map((item) => item.id)).toEqual(ids.slice(2, 4));
  });

  it('finds by searchTerm', async () => {
    const [first] = await t.db.query<{ name: string }>(
      `select a.name from service_agreement_arrangements saa join arrangements a on a.id = saa.arrangement_id
        where saa.service_agreement_id = 'sa-demo-personal' order by a.id limit 1`,
    );
    const response = await t.as('u-demo')({
      method: 'GET',
      url: `${contextUrl}?${a2a}&size=1000&searchTerm=${encodeURIComponent(first?.name ?? '')}`,
    });
    const names = (response.json() as Array<{ name: string }>).map((item) => item.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain((first?.name ?? '').toLowerCase());
  });

  it('lets limited list transfer accounts but not Product Summary ones', async () => {
    const transfer = await t.as('u-limited')({ method: 'GET', url: `${contextUrl}?debitAccount=true&${a2a}` });
    expect(transfer.statusCode).toBe(200);
    expect((transfer.json() as unknown[]).length).toBeGreaterThan(0);
    expectErrorBody(
      await t.as('u-limited')({
        method: 'GET',
        url: `${contextUrl}?businessFunction=Product%20Summary&resourceName=Product%20Summary&privilege=view`,
      }),
      403,
    );
  });

  it('refuses a permission nobody holds', async () => {
    expectErrorBody(
      await t.as('u-demo')({ method: 'GET', url: `${contextUrl}?businessFunction=Launch%20Rockets&resourceName=Payments&privilege=execute` }),
      403,
    );
  });

  it('refuses missing, expired, foreign and tampered tokens', async () => {
    await expectUnauthorized(t, { method: 'GET', url: `${contextUrl}?${a2a}` });
  });

  it('rejects bad input', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'missing businessFunction', request: { method: 'GET', url: `${contextUrl}?resourceName=Payments&privilege=create` } },
      { name: 'unknown privilege', request: { method: 'GET', url: `${contextUrl}?${a2a.replace('create', 'own')}` } },
      { name: 'size beyond 1000000', request: { method: 'GET', url: `${contextUrl}?${a2a}&size=1000001` } },
      { name: 'size not a number', request: { method: 'GET', url: `${contextUrl}?${a2a}&size=all` } },
      { name: 'negative from', request: { method: 'GET', url: `${contextUrl}?${a2a}&from=-2` } },
      { name: 'debitAccount not boolean', request: { method: 'GET', url: `${contextUrl}?${a2a}&debitAccount=yes` } },
      { name: 'oversize searchTerm', request: { method: 'GET', url: `${contextUrl}?${a2a}&searchTerm=${'q'.repeat(101)}` } },
      { name: 'unknown field', request: { method: 'GET', url: `${contextUrl}?${a2a}&legalEntityIds=le-1` } },
      { name: 'repeated scalar', request: { method: 'GET', url: `${contextUrl}?${a2a}&size=1&size=2` } },
    ]);
  });
});

describe('GET arrangements/{id}', () => {
  it('returns demo’s own arrangement with ledger-derived balances', async () => {
    const [row] = await t.db.query<{ id: string; name: string; balance: string; summary_key: string; kind_uri: string }>(
      `select a.id, a.name, la.balance::text as balance, pk.summary_key, pk.kind_uri
         from service_agreement_arrangements saa join arrangements a on a.id = saa.arrangement_id
         join product_kinds pk on pk.id = a.product_kind_id
         join ledger_accounts la on la.arrangement_id = a.id
        where saa.service_agreement_id = 'sa-demo-personal' and pk.summary_key = 'loans' limit 1`,
    );
    expect(row).toBeDefined();
    const response = await t.as('u-demo')({ method: 'GET', url: `${base}/arrangements/${row?.id}` });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    const item = response.json() as { id: string; name: string; bookedBalance: number; product: { productKind: { kindUri: string } } };
    expect(item.id).toBe(row?.id);
    expect(item.name).toBe(row?.name);
    expect(item.product.productKind.kindUri).toBe(row?.kind_uri);
    // A loan is owed: negative in the ledger, presented as a positive outstanding balance.
    expect(toCents(String(item.bookedBalance))).toBe(-toCents(row?.balance ?? '0'));
    expect(item.bookedBalance).toBeGreaterThanOrEqual(0);
  });

  it('carries the routing numbers of a deposit account and the last sync of a linked one, for the details card', async () => {
    const checking = (await t.as('u-demo')({ method: 'GET', url: `${base}/arrangements/arr-demo-checking` })).json() as { additions: Record<string, string> };
    expect(checking.additions).toMatchObject({ achRoutingNumber: '302075830', fedwireRoutingNumber: '302075830', accountCode: 'S13' });
    const linked = (await t.as('u-demo')({ method: 'GET', url: `${base}/arrangements/arr-demo-ext-1` })).json() as { lastSyncDate?: string; additions: Record<string, string> };
    expect(linked.lastSyncDate).toMatch(/^\d{4}-\d{2}-\d{2}T06:00:00Z$/);
    expect(linked.additions.achRoutingNumber).toBeUndefined();
  });

  it('answers 404 for another member’s arrangement and for one that does not exist', async () => {
    const [other] = await t.db.query<{ arrangement_id: string }>(
      `select arrangement_id from service_agreement_arrangements where service_agreement_id = 'sa-newbie' limit 1`,
    );
    expect(other).toBeDefined();
    const foreign = await t.as('u-demo')({ method: 'GET', url: `${base}/arrangements/${other?.arrangement_id}` });
    const missing = await t.as('u-demo')({ method: 'GET', url: `${base}/arrangements/arr-nothing-here` });
    expectErrorBody(foreign, 404);
    expectErrorBody(missing, 404);
    expect(foreign.json()).toEqual(missing.json());
  });

  it('refuses limited with 403', async () => {
    const [own] = await t.db.query<{ arrangement_id: string }>(
      `select arrangement_id from service_agreement_arrangements where service_agreement_id = 'sa-limited' limit 1`,
    );
    expectErrorBody(await t.as('u-limited')({ method: 'GET', url: `${base}/arrangements/${own?.arrangement_id}` }), 403);
  });

  it('refuses missing, expired, foreign and tampered tokens', async () => {
    await expectUnauthorized(t, { method: 'GET', url: `${base}/arrangements/anything` });
  });

  it('rejects bad input', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'id with quotes', request: { method: 'GET', url: `${base}/arrangements/${encodeURIComponent("a' or 1=1")}` } },
      { name: 'oversize id', request: { method: 'GET', url: `${base}/arrangements/${'a'.repeat(65)}` } },
      { name: 'unknown query field', request: { method: 'GET', url: `${base}/arrangements/arr-1?expand=all` } },
    ]);
  });
});
