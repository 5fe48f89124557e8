import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../../src/ledger/index.js';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody, expectUnauthorized, revokePrivilege } from './client-api-checks.js';

const base = '/api/cards-presentation-service/client-api/v2';
const cardsPath = '/cards-presentation-service/client-api/v2/cards';
const noticesPath = '/cards-presentation-service/client-api/v2/travel-notices';
const authorizeUrl = '/sandbox/cards/authorizations';

interface Card {
  id: string;
  type: string;
  status: string;
  lockStatus: string;
  lockReason?: string;
  maskedNumber: string;
  arrangementId: string;
  replacement: { status: string; cardId?: string };
  limits?: { channel: string }[];
}

interface Notice {
  id: string;
  cardIds: string[];
  departureDate: string;
  arrivalDate: string;
  destinations: { country: string; region?: string }[];
  contactPhone: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const demo = () => t.as('u-demo');
const lock = (cardId: string, lockStatus: 'LOCKED' | 'UNLOCKED', userId = 'u-demo') =>
  t.as(userId)({ method: 'POST', url: `${base}/cards/${cardId}/lock-status`, payload: { lockStatus } });
const purchase = (cardId: string, amount: string, merchant: string) =>
  t.as('u-operator')({ method: 'POST', url: authorizeUrl, payload: { cardId, amount, merchant, category: 'Dining' } });

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function noticeBody(overrides: Record<string, unknown> = {}) {
  return {
    cardIds: ['card-demo-debit', 'card-demo-mastercard'],
    departureDate: isoDay(10),
    arrivalDate: isoDay(20),
    destinations: [{ country: 'Mexico', region: 'Oaxaca' }],
    contactPhone: '+1 303 555 0142',
    ...overrides,
  };
}

async function availableOf(arrangementId: string): Promise<string> {
  const [row] = await t.db.query<{ available: string }>(`select (balance + held)::text as available from ledger_accounts where arrangement_id = $1`, [arrangementId]);
  return row!.available;
}

describe('cards', () => {
  it('lists demo’s cards tied to their card arrangements, with limits on the details', async () => {
    const list = expectConformsToContract('GET', cardsPath, await demo()({ method: 'GET', url: `${base}/cards` })) as Card[];
    expect(list.map((card) => [card.id, card.type, card.maskedNumber, card.arrangementId, card.status, card.lockStatus])).toEqual([
      ['card-demo-debit', 'Debit', '•••• 4417', 'arr-demo-debit-card', 'ACTIVE', 'UNLOCKED'],
      ['card-demo-mastercard', 'Credit', '•••• 7730', 'arr-demo-mastercard', 'ACTIVE', 'UNLOCKED'],
      ['card-demo-visa', 'Credit', '•••• 4821', 'arr-demo-visa', 'ACTIVE', 'UNLOCKED'],
    ]);
    expect(list[0]?.limits).toBeUndefined();
    const details = expectConformsToContract('GET', `${cardsPath}/{id}`, await demo()({ method: 'GET', url: `${base}/cards/card-demo-debit` })) as Card;
    expect(details.limits?.map((limit) => limit.channel)).toEqual(['ATM', 'POS']);
    expect(expectConformsToContract('GET', cardsPath, await t.as('u-newbie')({ method: 'GET', url: `${base}/cards` }))).toEqual([]);
  });

  it('locks and unlocks a card, audits both, and answers another member’s card with 404', async () => {
    const locked = expectConformsToContract('POST', `${cardsPath}/{id}/lock-status`, await lock('card-demo-mastercard', 'LOCKED')) as Card;
    expect(locked).toMatchObject({ lockStatus: 'LOCKED', lockReason: 'MEMBER', status: 'ACTIVE' });
    const unlocked = (await lock('card-demo-mastercard', 'UNLOCKED')).json() as Card;
    expect(unlocked.lockStatus).toBe('UNLOCKED');
    expect(unlocked.lockReason).toBeUndefined();
    const audited = await t.db.query<{ action: string }>(`select action from audit_events where details->>'cardId' = 'card-demo-mastercard' order by id`);
    expect(audited.map((row) => row.action)).toEqual(['card.locked', 'card.unlocked']);

    expect(expectErrorBody(await lock('card-demo-mastercard', 'LOCKED', 'u-newbie'), 404).key).toBe('cards.card.not-found');
    expectErrorBody(await t.as('u-newbie')({ method: 'GET', url: `${base}/cards/card-demo-debit` }), 404);
    expectErrorBody(await demo()({ method: 'GET', url: `${base}/cards/card-nope` }), 404);
  });

  it('reports a card lost: cancels and locks it, orders a replacement with a new number and messages the member', async () => {
    const reported = expectConformsToContract(
      'POST',
      `${cardsPath}/{id}/replacement`,
      await demo()({ method: 'POST', url: `${base}/cards/card-demo-visa/replacement`, payload: { reason: 'LOST' } }),
    ) as Card;
    expect(reported).toMatchObject({ status: 'CANCELLED', lockStatus: 'LOCKED', lockReason: 'LOST', replacement: { status: 'ORDERED' } });
    const list = (await demo()({ method: 'GET', url: `${base}/cards` })).json() as Card[];
    const replacement = list.find((card) => card.id === reported.replacement.cardId);
    expect(replacement).toMatchObject({ arrangementId: 'arr-demo-visa', status: 'INACTIVE', lockStatus: 'UNLOCKED' });
    expect(replacement?.maskedNumber).not.toBe('•••• 4821');
    const [notice] = await t.db.query<{ subject: string; body: string }>(
      `select c.subject, m.body from conversations c join messages m on m.conversation_id = c.id where c.user_id = 'u-demo' and c.subject = 'Card reported lost'`,
    );
    expect(notice?.body).toContain('ending in 4821');
    expect(notice?.body).toContain(`ending in ${replacement?.maskedNumber.slice(-4)}`);
    const again = await demo()({ method: 'POST', url: `${base}/cards/card-demo-visa/lock-status`, payload: { lockStatus: 'UNLOCKED' } });
    expect(expectErrorBody(again, 400).key).toBe('cards.card.cancelled');
    expect((await t.db.query(`select 1 from audit_events where action = 'card.reported.lost'`)).length).toBe(1);
  });

  it('refuses bad bodies with 400 and needs a token and Manage Cards', async () => {
    const post = (url: string, payload: unknown) => ({ method: 'POST' as const, url, payload: payload as Record<string, unknown> });
    await expectBadInputs(demo(), [
      { name: 'unknown lock status', request: post(`${base}/cards/card-demo-debit/lock-status`, { lockStatus: 'FROZEN' }) },
      { name: 'extra field', request: post(`${base}/cards/card-demo-debit/lock-status`, { lockStatus: 'LOCKED', why: 'x' }) },
      { name: 'unknown report reason', request: post(`${base}/cards/card-demo-debit/replacement`, { reason: 'BORED' }) },
    ]);
    await expectUnauthorized(t, { method: 'GET', url: `${base}/cards` });
    await revokePrivilege(t, 'u-limited', 'Personal Finance Management', 'Manage Cards', 'view');
    expectErrorBody(await t.as('u-limited')({ method: 'GET', url: `${base}/cards` }), 403);
    expectErrorBody(await t.as('u-limited')({ method: 'GET', url: `${base}/travel-notices` }), 403);
  });
});

describe('activating a replacement card', () => {
  it('declines purchases until the member activates it with its last four and expiry; wrong details count, and the day’s last allowed wrong try locks activation', async () => {
    // The replacement ordered when the Visa was reported lost above.
    const reported = (await demo()({ method: 'GET', url: `${base}/cards/card-demo-visa` })).json() as Card;
    const id = reported.replacement.cardId!;
    const [printed] = await t.db.query<{ last_four: string; expiry_year: number; expiry_month: number }>('select last_four, expiry_year, expiry_month from cards where id = $1', [id]);
    const proof = { lastFour: printed!.last_four, expiryDate: { year: String(printed!.expiry_year), month: String(printed!.expiry_month).padStart(2, '0') } };
    const wrong = { ...proof, lastFour: proof.lastFour === '0000' ? '0001' : '0000' };
    const activate = (payload: unknown, userId = 'u-demo') => t.as(userId)({ method: 'POST', url: `${base}/cards/${id}/activation`, payload: payload as Record<string, unknown> });

    const before = await availableOf('arr-demo-visa');
    const declined = await purchase(id, '9.99', 'Tattered Cover');
    expect(declined.json()).toMatchObject({ outcome: 'DECLINED' });
    expect(await availableOf('arr-demo-visa')).toBe(before);

    expect(expectErrorBody(await activate(proof, 'u-newbie'), 404).key).toBe('cards.card.not-found');
    const refused = expectErrorBody(await activate(wrong), 422);
    expect(refused).toMatchObject({ key: 'cards.activation.details-wrong', errors: [expect.objectContaining({ context: { attemptsLeft: 2 } })] });
    expect(expectErrorBody(await activate({ ...proof, expiryDate: { ...proof.expiryDate, year: '2099' } }), 422).errors).toEqual([expect.objectContaining({ context: { attemptsLeft: 1 } })]);

    const activated = expectConformsToContract('POST', `${cardsPath}/{id}/activation`, await activate(proof)) as Card;
    expect(activated).toMatchObject({ id, status: 'ACTIVE', lockStatus: 'UNLOCKED' });
    expect((await purchase(id, '9.99', 'Tattered Cover')).json()).toMatchObject({ outcome: 'APPROVED' });
    expect(expectErrorBody(await activate(proof), 400).key).toBe('cards.card.not-inactive');

    // Another replacement: three wrong tries use up the day (config/cards.json activation.maxAttempts), then even the right details wait.
    const again = (await demo()({ method: 'POST', url: `${base}/cards/${id}/replacement`, payload: { reason: 'LOST' } })).json() as Card;
    const nextId = again.replacement.cardId!;
    const [next] = await t.db.query<{ last_four: string; expiry_year: number; expiry_month: number }>('select last_four, expiry_year, expiry_month from cards where id = $1', [nextId]);
    const nextProof = { lastFour: next!.last_four, expiryDate: { year: String(next!.expiry_year), month: String(next!.expiry_month).padStart(2, '0') } };
    const tryNext = (payload: unknown) => demo()({ method: 'POST', url: `${base}/cards/${nextId}/activation`, payload: payload as Record<string, unknown> });
    const badYear = { ...nextProof, expiryDate: { ...nextProof.expiryDate, year: '2099' } };
    expect((await tryNext(badYear)).statusCode).toBe(422);
    expect((await tryNext(badYear)).statusCode).toBe(422);
    expect(expectErrorBody(await tryNext(badYear), 429).key).toBe('cards.activation.locked');
    expect(expectErrorBody(await tryNext(nextProof), 429).key).toBe('cards.activation.locked');
    expect(((await demo()({ method: 'GET', url: `${base}/cards/${nextId}` })).json() as Card).status).toBe('INACTIVE');
    const audited = await t.db.query<{ action: string }>(`select action from audit_events where details->>'cardId' = $1 order by id`, [nextId]);
    expect(audited.map((row) => row.action)).toEqual(Array(4).fill('card.activation.refused'));

    await expectBadInputs(demo(), [
      { name: 'three digits', request: { method: 'POST', url: `${base}/cards/${nextId}/activation`, payload: { ...nextProof, lastFour: '123' } } },
      { name: 'month 13', request: { method: 'POST', url: `${base}/cards/${nextId}/activation`, payload: { ...nextProof, expiryDate: { year: '2030', month: '13' } } } },
    ]);
  });
});

describe('travel notices', () => {
  it('creates, lists, edits and cancels a notice', async () => {
    const created = expectConformsToContract('POST', noticesPath, await demo()({ method: 'POST', url: `${base}/travel-notices`, payload: noticeBody() })) as { value: Notice };
    expect(created.value).toMatchObject({ cardIds: ['card-demo-debit', 'card-demo-mastercard'], destinations: [{ country: 'Mexico', region: 'Oaxaca' }] });
    const id = created.value.id;
    const changed = await demo()({ method: 'PUT', url: `${base}/travel-notices/${id}`, payload: noticeBody({ arrivalDate: isoDay(25), destinations: [{ country: 'Japan' }] }) });
    expect((expectConformsToContract('PUT', `${noticesPath}/{id}`, changed) as { value: Notice }).value).toMatchObject({ arrivalDate: isoDay(25), destinations: [{ country: 'Japan' }] });
    const list = expectConformsToContract('GET', noticesPath, await demo()({ method: 'GET', url: `${base}/travel-notices` })) as { value: Notice[] };
    // Beside the notice seeded on the Visa.
    expect(list.value.map((notice) => notice.id).sort()).toEqual([id, 'tn-demo-chicago'].sort());

    expectErrorBody(await t.as('u-newbie')({ method: 'DELETE', url: `${base}/travel-notices/${id}` }), 404);
    expect((await demo()({ method: 'DELETE', url: `${base}/travel-notices/${id}` })).statusCode).toBe(204);
    expect(((await demo()({ method: 'GET', url: `${base}/travel-notices` })).json() as { value: Notice[] }).value.map((notice) => notice.id)).toEqual(['tn-demo-chicago']);
    expectErrorBody(await demo()({ method: 'GET', url: `${base}/travel-notices/${id}` }), 404);
  });

  it('holds the date rules and refuses bad input with 400, saving nothing', async () => {
    const post = (payload: unknown) => ({ method: 'POST' as const, url: `${base}/travel-notices`, payload: payload as Record<string, unknown> });
    const keyOf = async (payload: unknown) => expectErrorBody(await demo()(post(payload)), 400).key;
    expect(await keyOf(noticeBody({ departureDate: isoDay(10), arrivalDate: isoDay(9) }))).toBe('cards.travelNotice.dates.order');
    expect(await keyOf(noticeBody({ departureDate: isoDay(-2), arrivalDate: isoDay(5) }))).toBe('cards.travelNotice.departure.past');
    const tooLong = expectErrorBody(await demo()(post(noticeBody({ departureDate: isoDay(2), arrivalDate: isoDay(92) }))), 400);
    expect(tooLong).toMatchObject({ key: 'cards.travelNotice.dates.too-long', errors: [expect.objectContaining({ context: expect.objectContaining({ max: 90 }) })] });
    expect((await demo()(post(noticeBody({ departureDate: isoDay(2), arrivalDate: isoDay(91) })))).statusCode).toBe(200);
    await expectBadInputs(demo(), [
      { name: 'no cards', request: post(noticeBody({ cardIds: [] })) },
      { name: 'no destinations', request: post(noticeBody({ destinations: [] })) },
      { name: 'blank country', request: post(noticeBody({ destinations: [{ country: '  ' }] })) },
      { name: 'letters in the phone', request: post(noticeBody({ contactPhone: 'call me maybe' })) },
      { name: 'not a date', request: post(noticeBody({ departureDate: '12/24/2026' })) },
      { name: 'extra field', request: post({ ...noticeBody(), note: 'x' }) },
      { name: 'a cancelled card', request: post(noticeBody({ cardIds: ['card-demo-visa'] })) },
      { name: 'another member’s card', request: post(noticeBody({ cardIds: ['card-nope'] })), status: 404 },
    ]);
  });
});

describe('card purchases (sandbox card network)', () => {
  it('holds an active card’s purchase as pending, and declines a locked card’s with no money moved, shown in the transactions', async () => {
    const before = await availableOf('arr-demo-checking');
    const approved = await purchase('card-demo-debit', '12.50', 'Snooze an A.M. Eatery');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ outcome: 'APPROVED' });
    expect(await availableOf('arr-demo-checking')).toBe((Number(before) - 12.5).toFixed(2));

    await lock('card-demo-debit', 'LOCKED');
    const declined = await purchase('card-demo-debit', '40.00', 'Illegal Pete’s');
    expect(declined.json()).toMatchObject({ outcome: 'DECLINED' });
    expect(await availableOf('arr-demo-checking')).toBe((Number(before) - 12.5).toFixed(2));
    expect(await ledgerProblems(t.db)).toEqual([]);

    const list = await demo()({ method: 'GET', url: `/api/transaction-manager/client-api/v2/transactions?arrangementId=arr-demo-checking&bookingDateGreaterThan=${isoDay(-1)}&size=100` });
    const rows = expectConformsToContract('GET', '/transaction-manager/client-api/v2/transactions', list) as { id: string; state: string; isPending: boolean; description: string }[];
    expect(rows.find((row) => row.id === (declined.json() as { transactionId: string }).transactionId)).toMatchObject({ state: 'DECLINED', isPending: false, description: 'Illegal Pete’s' });
    expect(rows.find((row) => row.id === (approved.json() as { transactionId: string }).transactionId)).toMatchObject({ state: 'PENDING', isPending: true });
    const declinedId = (declined.json() as { transactionId: string }).transactionId;
    const options = await demo()({ method: 'GET', url: `/api/transaction-manager/client-api/v2/transactions/${declinedId}/dispute-options` });
    expect(options.json()).toMatchObject({ eligible: false });
    await lock('card-demo-debit', 'UNLOCKED');
  });

  it('is an operator’s tool only', async () => {
    expect((await t.as('u-demo')({ method: 'POST', url: authorizeUrl, payload: { cardId: 'card-demo-debit', amount: '1.00', merchant: 'X' } })).statusCode).toBe(403);
    expect((await t.as('u-operator')({ method: 'POST', url: authorizeUrl, payload: { cardId: 'card-demo-debit', amount: 'lots', merchant: 'X' } })).statusCode).toBe(400);
    expect((await t.as('u-operator')({ method: 'POST', url: authorizeUrl, payload: { cardId: 'card-nope', amount: '1.00', merchant: 'X' } })).statusCode).toBe(404);
  });
});
