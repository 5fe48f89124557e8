import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, ledgerProblems, toCents } from '../../src/ledger/index.js';
import type { PaymentsConfig } from '../../src/payments/config.js';
import { createTestApp, type TestApp } from '../harness.js';
import {
  bbanOf,
  businessDayAhead,
  denverToday,
  ledgerBalance,
  memberTotal,
  orderBody,
  ordersUrl,
  paymentProblems,
  paymentsConfig,
  transfer,
  validateUrl,
  type Call,
} from '../payments-helpers.js';
import { expectBadInputs, expectErrorBody, expectSecurityHeaders, expectUnauthorized } from './client-api-checks.js';

let t: TestApp;
let demo: Call;
let config: PaymentsConfig;
let rileyAccount: string;
const checking = 'arr-demo-checking';
const savings = 'arr-demo-savings';
const moneyMarket = 'arr-demo-money-market';

beforeAll(async () => {
  t = await createTestApp();
  demo = t.as('u-demo');
  config = await paymentsConfig();
  rileyAccount = await bbanOf(t.db, 'arr-newbie-checking');
});
afterAll(async () => {
  await t.close();
});

interface Submitted {
  id: string;
  status: string;
  bankStatus?: string;
  errorDescription?: string;
  errors?: { key: string; message: string; context: Record<string, unknown> }[];
}

async function rulesHold(): Promise<void> {
  expect(await ledgerProblems(t.db)).toEqual([]);
  expect(await paymentProblems(t.db, config.limits.contacts.perDay)).toEqual([]);
}

describe('validate then submit', () => {
  it('moves money between own accounts at once, in one balanced entry, with both transactions', async () => {
    const before = { from: await ledgerBalance(t.db, checking), to: await ledgerBalance(t.db, savings), total: await memberTotal(t.db) };
    const body = orderBody({ from: checking, to: savings, amount: '25.10', memo: 'Rainy day' });
    const { validate, submit } = await transfer(demo, body);
    expect(validate.statusCode, validate.body).toBe(200);
    expectSecurityHeaders(validate);
    const validated = validate.json() as Record<string, unknown> & { id: string; transferTransactionInformation: Record<string, unknown> };
    expect(validated).toMatchObject({
      paymentType: 'INTERNAL_TRANSFER',
      paymentMode: 'SINGLE',
      requestedExecutionDate: denverToday(),
      isIntraLegalEntityPaymentOrder: true,
      canApprove: true,
      warnings: [],
      originatorAccount: { arrangementId: checking, identification: { identification: checking, schemeName: 'ID' } },
    });
    expect(validated.transferTransactionInformation).toMatchObject({
      instructedAmount: { amount: '25.10', currencyCode: 'USD' },
      counterpartyAccount: { arrangementId: savings },
    });
    expect(submit?.statusCode, submit?.body).toBe(202);
    const result = submit!.json() as Submitted;
    expect(result).toMatchObject({ id: validated.id, status: 'PROCESSED', bankStatus: 'PROCESSED' });

    expect(toCents(await ledgerBalance(t.db, checking))).toBe(toCents(before.from) - 2510n);
    expect(toCents(await ledgerBalance(t.db, savings))).toBe(toCents(before.to) + 2510n);
    expect(await memberTotal(t.db)).toBe(before.total);
    const rows = await t.db.query<{ arrangement_id: string; amount: string; credit_debit_indicator: string; running_balance: string; original_description: string }>(
      `select arrangement_id, amount::text as amount, credit_debit_indicator, running_balance::text as running_balance, original_description
         from transactions where reference = $1 order by credit_debit_indicator`,
      [result.id],
    );
    expect(rows).toEqual([
      { arrangement_id: savings, amount: '25.10', credit_debit_indicator: 'CRDT', running_balance: await ledgerBalance(t.db, savings), original_description: 'Rainy day' },
      { arrangement_id: checking, amount: '25.10', credit_debit_indicator: 'DBIT', running_balance: await ledgerBalance(t.db, checking), original_description: 'Rainy day' },
    ]);
    // The member sees it in their transactions list.
    const list = await demo({ method: 'GET', url: `/api/transaction-manager/client-api/v2/transactions?arrangementId=${savings}&size=1` });
    expect((list.json() as { description: string }[])[0]?.description).toBe('Transfer from Everyday Checking'.replace('Everyday Checking', (await t.db.query<{ display_name: string }>(`select display_name from arrangements where id = $1`, [checking]))[0]!.display_name));
    await rulesHold();
  });

  it('executes the same reviewed order once, answering a second submit with the first outcome', async () => {
    const body = orderBody({ from: checking, to: savings, amount: '7.00' });
    const validate = await demo({ method: 'POST', url: validateUrl, payload: body });
    const { id } = validate.json() as { id: string };
    const balance = await ledgerBalance(t.db, checking);
    const answers = await Promise.all([1, 2, 3].map(() => demo({ method: 'POST', url: ordersUrl, payload: { ...body, id } })));
    const again = await demo({ method: 'POST', url: ordersUrl, payload: { ...body, id } });
    for (const answer of [...answers, again]) {
      expect(answer.statusCode, answer.body).toBe(202);
      expect(answer.json()).toMatchObject({ id, status: 'PROCESSED' });
    }
    expect(toCents(await ledgerBalance(t.db, checking))).toBe(toCents(balance) - 700n);
    const entries = await t.db.query(`select 1 from journal_entries where payment_order_id like $1`, [`${id}@%`]);
    expect(entries).toHaveLength(1);
    await rulesHold();
  });

  it('refuses a submit without a review, of a changed order, or of another member’s review', async () => {
    const body = orderBody({ from: checking, to: savings, amount: '5.00' });
    const unknown = await demo({ method: 'POST', url: ordersUrl, payload: { ...body, id: 'never-validated' } });
    expect(expectErrorBody(unknown, 400).key).toBe('payment.validation.required');
    const { id } = (await demo({ method: 'POST', url: validateUrl, payload: body })).json() as { id: string };
    const changed = orderBody({ from: checking, to: savings, amount: '500.00' });
    const mismatch = await demo({ method: 'POST', url: ordersUrl, payload: { ...changed, id } });
    expect(expectErrorBody(mismatch, 400)).toMatchObject({ key: 'payment.validation.mismatch', message: config.messages['payment.validation.mismatch'] });
    const stranger = await t.as('u-limited')({ method: 'POST', url: ordersUrl, payload: { ...body, id } });
    expect(expectErrorBody(stranger, 400).key).toBe('payment.validation.required');
    const [order] = await t.db.query(`select 1 from payment_orders where id = $1`, [id]);
    expect(order).toBeUndefined();
  });

  it('refuses an expired review', async () => {
    const body = orderBody({ from: checking, to: savings, amount: '5.00' });
    const { id } = (await demo({ method: 'POST', url: validateUrl, payload: body })).json() as { id: string };
    await t.db.query(`update payment_order_validations set expires_at = now() - interval '1 second' where id = $1`, [id]);
    const expired = await demo({ method: 'POST', url: ordersUrl, payload: { ...body, id } });
    expect(expectErrorBody(expired, 400)).toMatchObject({ key: 'payment.validation.expired', message: config.messages['payment.validation.expired'] });
  });
});

describe('rules the server enforces (spec/3 §5)', () => {
  const refusal = async (body: Record<string, unknown>, call: Call = demo) => {
    const response = await call({ method: 'POST', url: validateUrl, payload: body });
    return expectErrorBody(response, 400) as { key: string; message: string; errors: { key: string; message: string; context?: Record<string, unknown> }[] };
  };

  it('blocks credit card → loan with its text', async () => {
    const body = await refusal(orderBody({ from: 'arr-demo-visa', to: 'arr-demo-auto-loan', amount: '50.00' }));
    expect(body.key).toBe('payment.credit-card-to-loan');
    expect(body.message).toBe('Transfers from a credit card to a loan is not allowed. Please choose a different account.');
  });

  it('refuses recurring transfers from credit cards and loans with their texts', async () => {
    const start = await businessDayAhead(3);
    const fromCard = await refusal(orderBody({ from: 'arr-demo-visa', to: checking, amount: '50.00', date: start, recurring: { transferFrequency: 'MONTHLY' } }));
    expect(fromCard.errors.map((error) => error.message)).toContain('You may not schedule recurring transfers from credit card accounts.');
    const fromLoan = await refusal(orderBody({ from: 'arr-demo-personal-loan', to: checking, amount: '50.00', date: start, recurring: { transferFrequency: 'WEEKLY' } }));
    expect(fromLoan.errors.map((error) => error.message)).toContain('You may not schedule recurring transfers from loan accounts.');
    // Once is fine from the same loan (a line of credit may be drawn).
    const once = await demo({ method: 'POST', url: validateUrl, payload: orderBody({ from: 'arr-demo-personal-loan', to: checking, amount: '50.00', date: start }) });
    expect(once.statusCode, once.body).toBe(200);
  });

  it('limits transfers to contacts to $2,500 per transaction, with the limit in the context', async () => {
    const body = await refusal(orderBody({ from: moneyMarket, to: rileyAccount, toScheme: 'BBAN', amount: '2500.01' }));
    expect(body.errors[0]).toEqual({
      key: 'payment.amount.contact-limit-per-transaction',
      message: 'Transfers to contacts are limited to $2,500 per transaction and $5,000 per day.',
      context: { limit: '2500.00' },
    });
    const ok = await demo({ method: 'POST', url: validateUrl, payload: orderBody({ from: moneyMarket, to: rileyAccount, toScheme: 'BBAN', amount: '2500.00' }) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ isIntraLegalEntityPaymentOrder: false, paymentType: 'INTRABANK_TRANSFER' });
    // Another member's account id never shows.
    expect(JSON.stringify(ok.json())).not.toContain('arr-newbie-checking');
  });

  it('enforces a limit an operator publishes in the studio from the next transfer on, as the app shows it', async () => {
    const operator = t.as('u-operator');
    const studio = '/config/studio/tenants/default';
    const latest = (await operator({ method: 'GET', url: `${studio}/files` })).json<{ version: number; files: { path: string; content: unknown }[] }>();
    const payments = structuredClone(latest.files.find((file) => file.path === 'payments.json')?.content) as PaymentsConfig;
    payments.limits.contacts.perTransaction = '1000.00';
    const publish = (baseVersion: number, comment: string, content: PaymentsConfig) =>
      operator({ method: 'POST', url: `${studio}/versions`, payload: { baseVersion, comment, files: { 'payments.json': content } } });
    const toRiley = orderBody({ from: moneyMarket, to: rileyAccount, toScheme: 'BBAN', amount: '1000.01' });
    expect((await demo({ method: 'POST', url: validateUrl, payload: toRiley })).statusCode).toBe(200);
    expect((await publish(latest.version, 'Contacts: $1,000 per transfer', payments)).statusCode).toBe(201);
    try {
      const body = await refusal(toRiley);
      expect(body.errors[0]).toMatchObject({ key: 'payment.amount.contact-limit-per-transaction', context: { limit: '1000.00' } });
      // The app reads the same limit from the bundle it loads.
      const bundle = (await t.app.inject({ method: 'GET', url: '/config/bundle' })).json<{ payments: PaymentsConfig }>();
      expect(bundle.payments.limits.contacts.perTransaction).toBe('1000.00');
    } finally {
      expect((await publish(latest.version + 1, 'Back to $2,500', config)).statusCode).toBe(201);
    }
    expect((await demo({ method: 'POST', url: validateUrl, payload: toRiley })).statusCode).toBe(200);
  });

  it('refuses more than the account can spend today, naming what it can', async () => {
    const spendable = (await t.db.query<{ spendable: string }>(
      `select (balance + held - floor)::text as spendable from ledger_accounts where arrangement_id = $1`,
      [checking],
    ))[0]!.spendable;
    const body = await refusal(orderBody({ from: checking, to: savings, amount: fromCents(toCents(spendable) + 1n) }));
    expect(body.errors[0]).toMatchObject({ key: 'payment.amount.insufficient-funds', context: { limit: spendable } });
    // A future-dated transfer is checked for funds when it runs, not now.
    const later = await demo({ method: 'POST', url: validateUrl, payload: orderBody({ from: checking, to: savings, amount: fromCents(toCents(spendable) + 1n), date: await businessDayAhead(2) }) });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('refuses dates in the past, schedules that do not add up, and wrong counterparties', async () => {
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await refusal(orderBody({ from: checking, to: savings, amount: '1.00', date: yesterday }))).key).toBe('payment.date.past');
    const start = await businessDayAhead(2);
    const endBefore = await refusal(orderBody({ from: checking, to: savings, amount: '1.00', date: start, recurring: { transferFrequency: 'WEEKLY', endDate: yesterday } }));
    expect(endBefore.errors.map((error) => error.key)).toContain('payment.schedule.end-before-start');
    const mismatch = await refusal({ ...orderBody({ from: checking, to: savings, amount: '1.00', date: start }), paymentMode: 'RECURRING', schedule: { transferFrequency: 'WEEKLY', startDate: yesterday } });
    expect(mismatch.errors.map((error) => error.key)).toContain('payment.schedule.start-mismatch');
    expect((await refusal({ ...orderBody({ from: checking, to: savings, amount: '1.00' }), paymentMode: 'RECURRING' })).key).toBe('payment.schedule.required');
    expect((await refusal(orderBody({ from: checking, to: checking, amount: '1.00' }))).key).toBe('payment.counterparty.same-account');
    expect((await refusal(orderBody({ from: checking, to: 'arr-newbie-checking', amount: '1.00' }))).key).toBe('payment.counterparty.invalid');
    expect((await refusal(orderBody({ from: 'arr-newbie-checking', to: savings, amount: '1.00' }))).key).toBe('payment.originator.invalid');
    expect((await refusal(orderBody({ from: 'arr-demo-certificate', to: savings, amount: '1.00' }))).key).toBe('payment.originator.invalid');
    expect((await refusal(orderBody({ from: checking, to: savings, amount: '0.00' }))).key).toBe('payment.amount.invalid');
    const ownByNumber = await refusal(orderBody({ from: checking, to: await bbanOf(t.db, savings), toScheme: 'BBAN', amount: '1.00' }));
    expect(ownByNumber.key).toBe('payment.counterparty.own-account');
    const wrongCurrency = orderBody({ from: checking, to: savings, amount: '1.00' }) as { transferTransactionInformation: { instructedAmount: { currencyCode: string } } };
    wrongCurrency.transferTransactionInformation.instructedAmount.currencyCode = 'EUR';
    expect((await refusal(wrongCurrency as unknown as Record<string, unknown>)).key).toBe('payment.currency.unsupported');
  });

  it('rejects a bad request body in the platform’s error shape, never a 500', async () => {
    const good = orderBody({ from: checking, to: savings, amount: '1.00' });
    const info = good.transferTransactionInformation as Record<string, unknown>;
    const with_ = (patch: Record<string, unknown>) => ({ ...good, ...patch });
    const withInfo = (patch: Record<string, unknown>) => ({ ...good, transferTransactionInformation: { ...info, ...patch } });
    await expectBadInputs(demo, [
      { name: 'no body', request: { method: 'POST', url: validateUrl } },
      { name: 'not JSON', request: { method: 'POST', url: validateUrl, payload: '{', headers: { 'content-type': 'application/json' } } },
      { name: 'unknown field', request: { method: 'POST', url: validateUrl, payload: with_({ surprise: 1 }) } },
      { name: 'unknown payment type', request: { method: 'POST', url: validateUrl, payload: with_({ paymentType: 'SEPA_CREDIT_TRANSFER' }) } },
      { name: 'amount as number', request: { method: 'POST', url: validateUrl, payload: withInfo({ instructedAmount: { amount: 10, currencyCode: 'USD' } }) } },
      { name: 'negative amount', request: { method: 'POST', url: validateUrl, payload: withInfo({ instructedAmount: { amount: '-1.00', currencyCode: 'USD' } }) } },
      { name: 'three decimals', request: { method: 'POST', url: validateUrl, payload: withInfo({ instructedAmount: { amount: '1.001', currencyCode: 'USD' } }) } },
      { name: 'amount too long', request: { method: 'POST', url: validateUrl, payload: withInfo({ instructedAmount: { amount: '12345678901.00', currencyCode: 'USD' } }) } },
      { name: 'no date', request: { method: 'POST', url: validateUrl, payload: with_({ requestedExecutionDate: undefined }) } },
      { name: 'impossible date', request: { method: 'POST', url: validateUrl, payload: with_({ requestedExecutionDate: '2026-02-30' }) } },
      { name: 'bad scheme', request: { method: 'POST', url: validateUrl, payload: with_({ originatorAccount: { identification: { identification: checking, schemeName: 'IBAN' } } }) } },
      { name: 'id on validate', request: { method: 'POST', url: validateUrl, payload: with_({ id: 'x' }) } },
      { name: 'query string', request: { method: 'POST', url: `${validateUrl}?x=1`, payload: good } },
      { name: 'submit without id', request: { method: 'POST', url: ordersUrl, payload: good } },
      { name: 'memo too long', request: { method: 'POST', url: validateUrl, payload: withInfo({ remittanceInformation: { content: 'x'.repeat(501) } }) } },
      { name: 'bad list status', request: { method: 'GET', url: `${ordersUrl}?status=DONE` } },
      { name: 'list size too big', request: { method: 'GET', url: `${ordersUrl}?size=501` } },
      { name: 'bad list date', request: { method: 'GET', url: `${ordersUrl}?requestedExecutionDateFrom=yesterday` } },
      { name: 'bad order id', request: { method: 'GET', url: `${ordersUrl}/has%20space` } },
      { name: 'body too large', status: 413, request: { method: 'POST', url: validateUrl, payload: with_({ originator: { name: 'x'.repeat(20_000) } }) } },
    ]);
  });
});

describe('scheduled orders: list, get, edit, cancel', () => {
  it('keeps a future transfer ACCEPTED, lists and shows it, edits it and cancels it', async () => {
    const date = await businessDayAhead(4);
    const balance = await ledgerBalance(t.db, checking);
    const { submit } = await transfer(demo, orderBody({ from: checking, to: savings, amount: '40.00', date }));
    const order = submit!.json() as Submitted;
    expect(order.status).toBe('ACCEPTED');
    expect(await ledgerBalance(t.db, checking)).toBe(balance);

    const list = await demo({ method: 'GET', url: `${ordersUrl}?status=ACCEPTED&orderBy=requestedExecutionDate&direction=DESC&size=50` });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json() as { id: string; status: string; version: number; permissibleActions: { cancel: boolean; edit: boolean } }[];
    expect(listed.map((item) => item.id)).toContain(order.id);
    expect(listed.every((item) => item.status === 'ACCEPTED')).toBe(true);
    expect(Number(list.headers['x-total-count'])).toBe(listed.length);
    const history = await demo({ method: 'GET', url: `${ordersUrl}?status=CANCELLED,REJECTED,PROCESSED&paymentTypes=INTERNAL_TRANSFER,INTRABANK_TRANSFER` });
    expect((history.json() as { status: string }[]).every((item) => ['CANCELLED', 'REJECTED', 'PROCESSED'].includes(item.status))).toBe(true);
    const ranged = await demo({ method: 'GET', url: `${ordersUrl}?requestedExecutionDateFrom=${date}&requestedExecutionDateTo=${date}` });
    expect((ranged.json() as { requestedExecutionDate: string }[]).every((item) => item.requestedExecutionDate === date)).toBe(true);

    const detail = await demo({ method: 'GET', url: `${ordersUrl}/${order.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: order.id,
      status: 'ACCEPTED',
      requestedExecutionDate: date,
      deliveryDate: date,
      permissibleActions: { cancel: true, edit: true },
      transferTransactionInformation: { instructedAmount: { amount: '40.00', currencyCode: 'USD' } },
      version: 1,
    });

    const edited = await demo({ method: 'PUT', url: `${ordersUrl}/${order.id}`, payload: { ...orderBody({ from: checking, to: savings, amount: '45.00', date }), version: 1 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: order.id, status: 'ACCEPTED' });
    const stale = await demo({ method: 'PUT', url: `${ordersUrl}/${order.id}`, payload: { ...orderBody({ from: checking, to: savings, amount: '46.00', date }), version: 1 } });
    expect(expectErrorBody(stale, 409).key).toBe('payment.version.conflict');
    expect((await demo({ method: 'GET', url: `${ordersUrl}/${order.id}` })).json()).toMatchObject({ version: 2, edited: true, transferTransactionInformation: { instructedAmount: { amount: '45.00' } } });

    const cancel = await demo({ method: 'POST', url: `${ordersUrl}/${order.id}/cancel` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toEqual({ accepted: true, status: 'CANCELLED' });
    expect((await demo({ method: 'POST', url: `${ordersUrl}/${order.id}/cancel` })).json()).toEqual({ accepted: true, status: 'CANCELLED' });
    const editCancelled = await demo({ method: 'PUT', url: `${ordersUrl}/${order.id}`, payload: orderBody({ from: checking, to: savings, amount: '45.00', date }) });
    expect(expectErrorBody(editCancelled, 409).key).toBe('payment.canceled');
    expect(await ledgerBalance(t.db, checking)).toBe(balance);
    await rulesHold();
  });

  it('edits a scheduled transfer to today, which executes it', async () => {
    const { submit } = await transfer(demo, orderBody({ from: checking, to: savings, amount: '3.00', date: await businessDayAhead(3) }));
    const { id } = submit!.json() as Submitted;
    const edited = await demo({ method: 'PUT', url: `${ordersUrl}/${id}`, payload: orderBody({ from: checking, to: savings, amount: '3.00' }) });
    expect(edited.json()).toMatchObject({ id, status: 'PROCESSED' });
    await rulesHold();
  });

  it('refuses to cancel or edit a processed order with the spec’s message', async () => {
    const { submit } = await transfer(demo, orderBody({ from: checking, to: savings, amount: '2.00' }));
    const { id } = submit!.json() as Submitted;
    const cancel = await demo({ method: 'POST', url: `${ordersUrl}/${id}/cancel` });
    expect(expectErrorBody(cancel, 409)).toMatchObject({
      key: 'payment.processing',
      message: "This payment can't be edited nor canceled because its being processed.",
    });
    const edit = await demo({ method: 'PUT', url: `${ordersUrl}/${id}`, payload: orderBody({ from: checking, to: savings, amount: '2.00' }) });
    expect(expectErrorBody(edit, 409).key).toBe('payment.processing');
  });

  it('refuses to cancel a payment its recipient accepted', async () => {
    // A P2P order another channel entered, accepted by its recipient (reason PP02).
    await t.db.query(
      `insert into payment_orders (id, service_agreement_id, created_by, payment_type, payment_mode, status, reason_code,
                                   originator_arrangement_id, to_other_member, amount, currency, requested_execution_date, body)
       values ('po-p2p-accepted', 'sa-demo-personal', 'u-demo', 'P2P_TRANSFER', 'SINGLE', 'ACCEPTED', 'PP02', $1, true, 10, 'USD',
               current_date, $2::jsonb)`,
      [checking, JSON.stringify(orderBody({ from: checking, to: rileyAccount, toScheme: 'BBAN', amount: '10.00' }))],
    );
    const cancel = await demo({ method: 'POST', url: `${ordersUrl}/po-p2p-accepted/cancel` });
    expect(expectErrorBody(cancel, 409).message).toBe("This payment can't be canceled because it has already been accepted by the recipient.");
  });

  it('keeps orders to their agreement: another member gets 404, the business context sees only its own', async () => {
    const { submit } = await transfer(demo, orderBody({ from: checking, to: savings, amount: '1.00', date: await businessDayAhead(5) }));
    const { id } = submit!.json() as Submitted;
    for (const [method, url] of [['GET', `${ordersUrl}/${id}`], ['POST', `${ordersUrl}/${id}/cancel`]] as const) {
      expect(expectErrorBody(await t.as('u-newbie')({ method, url }), 404).key).toBe('payment.not-found');
    }
    const business = t.as('u-demo', { cookies: { USER_CONTEXT: 'sa-demo-business' } });
    expect(expectErrorBody(await business({ method: 'GET', url: `${ordersUrl}/${id}` }), 404).key).toBe('payment.not-found');
    const list = (await business({ method: 'GET', url: `${ordersUrl}?size=500` })).json() as { originatorAccount: { arrangementId: string } }[];
    expect(list.every((item) => item.originatorAccount.arrangementId.startsWith('arr-biz-'))).toBe(true);
  });
});

describe('contact transfers', () => {
  it('sends money to another member, counting it against the daily limit', async () => {
    const before = { mine: await ledgerBalance(t.db, moneyMarket), theirs: await ledgerBalance(t.db, 'arr-newbie-checking') };
    const { submit } = await transfer(demo, orderBody({ from: moneyMarket, to: rileyAccount, toScheme: 'BBAN', amount: '2500.00' }));
    expect(submit!.json()).toMatchObject({ status: 'PROCESSED' });
    expect(toCents(await ledgerBalance(t.db, 'arr-newbie-checking'))).toBe(toCents(before.theirs) + 250000n);
    expect(toCents(await ledgerBalance(t.db, moneyMarket))).toBe(toCents(before.mine) - 250000n);
    const second = await transfer(demo, orderBody({ from: moneyMarket, to: rileyAccount, toScheme: 'BBAN', amount: '2500.00' }));
    expect(second.submit!.json()).toMatchObject({ status: 'PROCESSED' });
    const third = await demo({ method: 'POST', url: validateUrl, payload: orderBody({ from: moneyMarket, to: rileyAccount, toScheme: 'BBAN', amount: '0.01' }) });
    const refusal = expectErrorBody(third, 400) as { errors: { key: string; context: Record<string, unknown> }[] };
    expect(refusal.errors[0]).toMatchObject({ key: 'payment.amount.contact-limit-per-day', context: { limit: '5000.00', remaining: '0.00' } });
    // The recipient sees who sent it; the sender sees the name they gave.
    const [received] = await t.db.query<{ description: string }>(
      `select description from transactions where arrangement_id = 'arr-newbie-checking' and reference = $1`,
      [(submit!.json() as Submitted).id],
    );
    expect(received?.description).toBe('Transfer from Jordan Smith');
    await rulesHold();
  });

  it('reserves a scheduled contact transfer’s amount on its day and gives it back on cancel', async () => {
    const date = await businessDayAhead(6);
    const { submit } = await transfer(demo, orderBody({ from: moneyMarket, to: rileyAccount, toScheme: 'BBAN', amount: '2000.00', date }));
    const { id } = submit!.json() as Submitted;
    const used = async () => (await t.db.query<{ used: string }>(`select used::text as used from payment_limit_usage where user_id = 'u-demo' and usage_date = $1`, [date]))[0]?.used;
    expect(await used()).toBe('2000.00');
    const edit = await demo({ method: 'PUT', url: `${ordersUrl}/${id}`, payload: orderBody({ from: moneyMarket, to: rileyAccount, toScheme: 'BBAN', amount: '2500.00', date }) });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await used()).toBe('2500.00');
    await demo({ method: 'POST', url: `${ordersUrl}/${id}/cancel` });
    expect(await used()).toBe('0.00');
    await rulesHold();
  });
});

describe('access', () => {
  it('needs a valid token on every route', async () => {
    await expectUnauthorized(t, { method: 'POST', url: validateUrl, payload: orderBody({ from: checking, to: savings, amount: '1.00' }) });
    await expectUnauthorized(t, { method: 'GET', url: ordersUrl });
  });

  it('needs Payments / A2A Transfer permissions', async () => {
    const body = orderBody({ from: 'arr-limited-checking', to: 'arr-limited-savings', amount: '1.00' });
    // limited lacks Product Summary view, not transfers.
    const { submit } = await transfer(t.as('u-limited'), body);
    expect(submit?.json()).toMatchObject({ status: 'PROCESSED' });
    await t.db.query(`delete from access_group_permissions where access_group_id in (select id from access_groups where service_agreement_id = 'sa-limited') and resource = 'Payments' and function_name = 'A2A Transfer'`);
    for (const request of [
      { method: 'POST' as const, url: validateUrl, payload: body },
      { method: 'POST' as const, url: ordersUrl, payload: { ...body, id: 'x' } },
      { method: 'GET' as const, url: ordersUrl },
      { method: 'GET' as const, url: `${ordersUrl}/x` },
      { method: 'PUT' as const, url: `${ordersUrl}/x`, payload: body },
      { method: 'POST' as const, url: `${ordersUrl}/x/cancel` },
      { method: 'GET' as const, url: '/api/payment-order-service/client-api/v2/payment-templates' },
    ]) {
      expectErrorBody(await t.as('u-limited')(request), 403);
    }
  });

  it('refuses a state change without the anti-forgery header', async () => {
    const response = await demo({ method: 'POST', url: validateUrl, payload: orderBody({ from: checking, to: savings, amount: '1.00' }), headers: { 'x-xsrf-token': 'wrong' } });
    expectErrorBody(response, 403);
  });
});

describe('payment templates', () => {
  const url = '/api/payment-order-service/client-api/v2/payment-templates';
  it('creates, lists, searches, updates and deletes a template of the agreement', async () => {
    const details = {
      paymentType: 'INTERNAL_TRANSFER',
      originatorAccount: { identification: { identification: checking, schemeName: 'ID' } },
      transferTransactionInformation: {
        instructedAmount: { amount: '50.00', currencyCode: 'USD' },
        counterparty: { name: 'Savings' },
        counterpartyAccount: { identification: { identification: savings, schemeName: 'ID' } },
      },
    };
    const created = await demo({ method: 'POST', url, payload: { name: 'Weekly savings', details } });
    expect(created.statusCode, created.body).toBe(201);
    const { template } = created.json() as { template: { id: string; name: string; details: unknown } };
    expect(template).toMatchObject({ name: 'Weekly savings', details });
    expect(expectErrorBody(await demo({ method: 'POST', url, payload: { name: 'Weekly savings', details } }), 409).key).toBe('payment.template.duplicate');
    await demo({ method: 'POST', url, payload: { name: 'Rent', details } });
    const searched = await demo({ method: 'GET', url: `${url}?name=week` });
    expect((searched.json() as { name: string }[]).map((item) => item.name)).toEqual(['Weekly savings']);
    expect(searched.headers['x-total-count']).toBe('1');
    const updated = await demo({ method: 'PUT', url: `${url}/${template.id}`, payload: { name: 'Savings top-up', details } });
    expect(updated.json()).toMatchObject({ template: { id: template.id, name: 'Savings top-up' } });
    expect(expectErrorBody(await demo({ method: 'PUT', url: `${url}/${template.id}`, payload: { name: 'Rent', details } }), 409).key).toBe('payment.template.duplicate');
    expect(expectErrorBody(await t.as('u-newbie')({ method: 'GET', url: `${url}/${template.id}` }), 404).key).toBe('route.not-found');
    expect(expectErrorBody(await t.as('u-newbie')({ method: 'DELETE', url: `${url}/${template.id}` }), 404).key).toBe('payment.template.not-found');
    expect((await demo({ method: 'DELETE', url: `${url}/${template.id}` })).statusCode).toBe(204);
    expect((await demo({ method: 'GET', url }).then((r) => r.json() as { name: string }[])).map((item) => item.name)).toEqual(['Rent']);
    await expectBadInputs(demo, [
      { name: 'no name', request: { method: 'POST', url, payload: { details } } },
      { name: 'blank name', request: { method: 'POST', url, payload: { name: '   ', details } } },
      { name: 'unknown detail', request: { method: 'POST', url, payload: { name: 'x', details: { ...details, requestedExecutionDate: '2026-01-01' } } } },
    ]);
  });
});
