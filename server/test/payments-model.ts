import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/database.js';
import { fromCents, ledgerProblems, toCents } from '../src/ledger/index.js';
import type { PaymentsConfig } from '../src/payments/config.js';
import { createScheduler } from '../src/payments/scheduler.js';
import { bbanOf, businessDayAhead, clockAt, denverToday, orderBody, ordersUrl, paymentProblems, validateUrl, type Call } from './payments-helpers.js';

/*
 * A model of one member's money (fast-check model-based testing): exact balances in cents, the
 * floors, a pocket's maximum, the cards' cash credit, the daily limit on transfers to other
 * members, and every payment order with its state. Each command drives the real payment service
 * (validate, submit, resubmit, cancel, the scheduler on a later day) and predicts, from the model
 * alone, what the member is answered and where every cent ends up; after each command the
 * database must agree with the model and the ledger's own invariants must hold. Shared by
 * payments-model.test.ts (npm test) and bench/soak.ts (npm run soak).
 */

export interface ModelSystem {
  db: Database;
  /** The demo member's requests through the whole app (token and anti-forgery header on). */
  member: Call;
  config: PaymentsConfig;
}

/** What the runs did: the figures soak prints and the test checks are not vacuous. */
export interface ModelStats {
  operations: number;
  invariantChecks: number;
  processed: number;
  rejected: number;
  refused: number;
  cancelled: number;
  scheduledRuns: number;
}

export const emptyStats = (): ModelStats => ({ operations: 0, invariantChecks: 0, processed: 0, rejected: 0, refused: 0, cancelled: 0, scheduledRuns: 0 });

/** The member's accounts in play and another member's account (by number) as a contact. */
const ownAccounts = ['arr-demo-checking', 'arr-demo-savings', 'arr-demo-visa', 'pocket', 'arr-demo-mastercard'] as const;
type Own = (typeof ownAccounts)[number];
const contact = 'contact';
type Party = Own | typeof contact;
const cardAccounts: readonly Party[] = ['arr-demo-visa', 'arr-demo-mastercard'];
/** Accounts money may be taken from (the Mastercard is only paid, as in the seed). */
const sources: readonly Own[] = ['arr-demo-checking', 'arr-demo-savings', 'arr-demo-visa', 'pocket'];

export interface ModelWorld {
  system: ModelSystem;
  /** The pocket made for the model, its maximum kept low so transfers reach it. */
  pocketArrangement: string;
  contactArrangement: string;
  contactNumber: string;
  /** today, and two later business days a transfer can be scheduled for. */
  dates: [string, string, string];
  /** Postings and entries before the first run: later ones are the model's to explain. */
  baseline: { postingId: number; entryId: number; balances: Map<string, bigint> };
}

/** Makes the pocket, finds the contact, records the ledger's state; the ledger must be sound here. */
export async function prepareModelWorld(system: ModelSystem): Promise<ModelWorld> {
  const pocket = await system.member({
    method: 'POST',
    url: '/api/pocket-tailor/client-api/v2/pockets',
    payload: { name: 'Model', icon: 'GiftOutlined', parentArrangementId: 'arr-demo-savings' },
  });
  if (pocket.statusCode !== 200 && pocket.statusCode !== 201) throw new Error(`pocket: ${pocket.statusCode} ${pocket.body}`);
  const pocketArrangement = (pocket.json() as { arrangementId: string }).arrangementId;
  await system.db.query(`update ledger_accounts set ceiling = 1000 where arrangement_id = $1`, [pocketArrangement]);
  const contactArrangement = 'arr-newbie-checking';
  const problems = await ledgerProblems(system.db);
  if (problems.length > 0) throw new Error(`the ledger is unsound before the model starts: ${problems.join('; ')}`);
  const [ids] = await system.db.query<{ posting: string | null; entry: string | null }>(
    `select (select max(id) from postings)::text as posting, (select max(id) from journal_entries)::text as entry`,
  );
  const world: ModelWorld = {
    system,
    pocketArrangement,
    contactArrangement,
    contactNumber: await bbanOf(system.db, contactArrangement),
    dates: [denverToday(), await businessDayAhead(1), await businessDayAhead(4)],
    baseline: { postingId: Number(ids?.posting ?? 0), entryId: Number(ids?.entry ?? 0), balances: new Map() },
  };
  for (const account of await readAccounts(world)) world.baseline.balances.set(account.ledgerId, account.balance);
  return world;
}

interface AccountState {
  party: Party;
  arrangementId: string;
  ledgerId: string;
  kind: string;
  balance: bigint;
  held: bigint;
  floor: bigint | null;
  ceiling: bigint | null;
  availableCash: bigint | null;
  cashLimit: bigint | null;
}

type OrderStatus = 'ACCEPTED' | 'PROCESSED' | 'REJECTED' | 'CANCELLED';

interface ModelOrder {
  id: string;
  transfer: Transfer;
  body: Record<string, unknown>;
  status: OrderStatus;
  executionDate: string;
  /** The day whose contact limit holds this order's amount until it runs or is cancelled. */
  reservedFor: string | null;
  /** The key of its rejection. */
  errorKey?: string;
}

interface Review {
  id: string;
  transfer: Transfer;
  body: Record<string, unknown>;
}

interface Model {
  accounts: Map<Party, AccountState>;
  /** The member's contact-limit usage by execution day, in cents. */
  usage: Map<string, bigint>;
  orders: ModelOrder[];
  /** Validated orders not yet submitted (the scheduler purges reviews once they expire). */
  reviews: Review[];
  ordersBefore: number;
}

export interface Transfer {
  from: Own;
  to: Party;
  cents: bigint;
  /** Index into world.dates: 0 today (executes at submit), 1 and 2 scheduled. */
  date: 0 | 1 | 2;
}

function arrangementOf(world: ModelWorld, party: Party): string {
  if (party === 'pocket') return world.pocketArrangement;
  if (party === contact) return world.contactArrangement;
  return party;
}

async function readAccounts(world: ModelWorld): Promise<AccountState[]> {
  const parties: Party[] = [...ownAccounts, contact];
  const rows = await world.system.db.query<{
    arrangement_id: string;
    ledger_id: string;
    kind_uri: string;
    balance: string;
    held: string;
    floor: string | null;
    ceiling: string | null;
    available_cash: string | null;
    cash_limit: string | null;
  }>(
    `select a.id as arrangement_id, la.id as ledger_id, pk.kind_uri, la.balance::text as balance, la.held::text as held,
            la.floor::text as floor, la.ceiling::text as ceiling,
            a.details->'cardDetails'->>'availableCashCredit' as available_cash, a.details->'cardDetails'->>'cashCreditLimit' as cash_limit
       from arrangements a join product_kinds pk on pk.id = a.product_kind_id
       join ledger_accounts la on la.arrangement_id = a.id and la.kind = 'member'
      where a.id = any($1::text[])`,
    [parties.map((party) => arrangementOf(world, party))],
  );
  return parties.map((party) => {
    const row = rows.find((candidate) => candidate.arrangement_id === arrangementOf(world, party));
    if (!row) throw new Error(`no ledger account for ${party}`);
    const cents = (value: string | null) => (value === null ? null : toCents(value));
    return {
      party,
      arrangementId: row.arrangement_id,
      ledgerId: row.ledger_id,
      kind: row.kind_uri,
      balance: toCents(row.balance),
      held: toCents(row.held),
      floor: cents(row.floor),
      ceiling: cents(row.ceiling),
      availableCash: cents(row.available_cash),
      cashLimit: cents(row.cash_limit),
    };
  });
}

async function readUsage(world: ModelWorld): Promise<Map<string, bigint>> {
  const rows = await world.system.db.query<{ day: string; used: string }>(
    `select to_char(usage_date, 'YYYY-MM-DD') as day, used::text as used from payment_limit_usage
      where user_id = 'u-demo' and limit_name = 'contacts' and usage_date = any($1::date[])`,
    [world.dates],
  );
  return new Map(world.dates.map((day) => [day, toCents(rows.find((row) => row.day === day)?.used ?? '0')]));
}

/** The model at the start of a run: the database as it is now (runs share one database). */
export async function initialModel(world: ModelWorld): Promise<Model> {
  // An earlier run's scheduled orders would run in this one's scheduler: the member cancels them first.
  const waiting = await world.system.db.query<{ id: string }>(`select id from payment_orders where status = 'ACCEPTED' and created_by = 'u-demo'`);
  for (const { id } of waiting) {
    const response = await world.system.member({ method: 'POST', url: `${ordersUrl}/${id}/cancel` });
    expectAnswer(response, 200, `cancel an earlier run's order ${id}`);
  }
  const accounts = new Map((await readAccounts(world)).map((account) => [account.party, account]));
  const [count] = await world.system.db.query<{ n: number }>(`select count(*)::int as n from payment_orders`);
  return { accounts, usage: await readUsage(world), orders: [], reviews: [], ordersBefore: count!.n };
}

const account = (model: Model, party: Party): AccountState => model.accounts.get(party)!;
const isContact = (transfer: Transfer) => transfer.to === contact;

function bodyOf(world: ModelWorld, transfer: Transfer): Record<string, unknown> {
  const from = arrangementOf(world, transfer.from);
  const amount = fromCents(transfer.cents);
  const date = world.dates[transfer.date];
  if (isContact(transfer)) return orderBody({ from, to: world.contactNumber, toScheme: 'BBAN', amount, date });
  return orderBody({ from, to: arrangementOf(world, transfer.to), amount, date });
}

const spendable = (state: AccountState) => (state.floor === null ? null : state.balance + state.held - state.floor);
const cashAdvance = (model: Model, transfer: Transfer) =>
  account(model, transfer.from).kind === 'credit-card' && !isContact(transfer) && account(model, transfer.to).kind !== 'credit-card';

/** The keys validate answers, in the order the service checks its rules (validation.ts). */
function expectedValidationErrors(world: ModelWorld, model: Model, transfer: Transfer): string[] {
  const { limits } = world.system.config;
  const errors: string[] = [];
  const from = account(model, transfer.from);
  const to = account(model, transfer.to);
  const executeNow = transfer.date === 0;
  if (from.ledgerId === to.ledgerId) errors.push('payment.counterparty.same-account');
  if ((transfer.from === 'pocket' || transfer.to === 'pocket') && !executeNow) errors.push('payment.pocket.today-only');
  if (isContact(transfer)) {
    if (transfer.cents > toCents(limits.contacts.perTransaction)) errors.push('payment.amount.contact-limit-per-transaction');
    else if (transfer.cents > toCents(limits.contacts.perDay) - model.usage.get(world.dates[transfer.date])!) errors.push('payment.amount.contact-limit-per-day');
  }
  const room = spendable(from);
  if (executeNow && room !== null && transfer.cents > room) errors.push('payment.amount.insufficient-funds');
  if (to.ceiling !== null && transfer.cents > to.ceiling - to.balance) errors.push('payment.amount.pocket-maximum');
  if (from.availableCash !== null && cashAdvance(model, transfer) && transfer.cents > from.availableCash) errors.push('payment.amount.cash-advance-limit');
  return errors;
}

/**
 * One occurrence executing (execution.ts): the contact limit (reserved already, or now), the
 * card's cash credit, the floor, the pocket's maximum; the order's new status and error key.
 */
function execute(model: Model, order: ModelOrder): void {
  const { transfer } = order;
  const from = account(model, transfer.from);
  const to = account(model, transfer.to);
  const reject = (key: string) => {
    if (order.reservedFor) model.usage.set(order.reservedFor, model.usage.get(order.reservedFor)! - transfer.cents);
    Object.assign(order, { status: 'REJECTED', reservedFor: null, errorKey: key });
  };
  if (cashAdvance(model, transfer) && from.availableCash !== null && transfer.cents > from.availableCash) return reject('payment.amount.cash-advance-limit');
  const room = spendable(from);
  if (room !== null && transfer.cents > room) return reject('payment.amount.insufficient-funds');
  if (to.ceiling !== null && to.balance + transfer.cents > to.ceiling) return reject('payment.amount.pocket-maximum');
  from.balance -= transfer.cents;
  to.balance += transfer.cents;
  if (cashAdvance(model, transfer) && from.availableCash !== null) from.availableCash -= transfer.cents;
  else if (to.kind === 'credit-card' && to.availableCash !== null && to.cashLimit !== null) {
    const restored = to.availableCash + transfer.cents;
    to.availableCash = restored < to.cashLimit ? restored : to.cashLimit;
  }
  Object.assign(order, { status: 'PROCESSED', reservedFor: null });
}

/** A submit of a reviewed order (scheduleOrExecute): reserve the contact limit, then run today's or wait. */
function submit(world: ModelWorld, model: Model, review: Review): ModelOrder {
  const { transfer } = review;
  const executionDate = world.dates[transfer.date];
  const order: ModelOrder = { id: review.id, transfer, body: review.body, status: 'ACCEPTED', executionDate, reservedFor: null };
  model.orders.push(order);
  if (isContact(transfer)) {
    const used = model.usage.get(executionDate)!;
    if (used + transfer.cents > toCents(world.system.config.limits.contacts.perDay)) {
      Object.assign(order, { status: 'REJECTED', errorKey: 'payment.amount.contact-limit-per-day' });
      return order;
    }
    model.usage.set(executionDate, used + transfer.cents);
    order.reservedFor = executionDate;
  }
  if (transfer.date === 0) execute(model, order);
  return order;
}

class ModelFailure extends Error {}

function expectSame(actual: unknown, expected: unknown, what: string): void {
  const text = (value: unknown) => JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item));
  if (text(actual) !== text(expected)) throw new ModelFailure(`${what}: expected ${text(expected)}, got ${text(actual)}`);
}

function expectAnswer(response: LightMyRequestResponse, status: number, what: string): void {
  if (response.statusCode !== status) throw new ModelFailure(`${what}: expected HTTP ${status}, got ${response.statusCode} ${response.body}`);
}

/**
 * Every invariant, against the model and in the database: each account's balance is the model's
 * and the sum of its postings; every entry since the start sums to zero; no account below its
 * floor or above its ceiling; the cards' cash credit and the day's contact usage are the model's;
 * each order's state is the model's, no order is executed twice and there is one order per key.
 */
async function checkInvariants(world: ModelWorld, model: Model, stats: ModelStats): Promise<void> {
  const { db } = world.system;
  const states = [...model.accounts.values()];
  const ledgerIds = states.map((state) => state.ledgerId);
  const rows = await db.query<{ id: string; balance: string; held: string; floor: string | null; ceiling: string | null; since: string; available_cash: string | null }>(
    `select la.id, la.balance::text as balance, la.held::text as held, la.floor::text as floor, la.ceiling::text as ceiling,
            coalesce((select sum(p.amount) from postings p where p.ledger_account_id = la.id and p.status = 'posted' and p.id > $2), 0)::text as since,
            a.details->'cardDetails'->>'availableCashCredit' as available_cash
       from ledger_accounts la join arrangements a on a.id = la.arrangement_id
      where la.id = any($1::text[])`,
    [ledgerIds, world.baseline.postingId],
  );
  for (const state of states) {
    const row = rows.find((candidate) => candidate.id === state.ledgerId)!;
    const balance = toCents(row.balance);
    expectSame(fromCents(balance), fromCents(state.balance), `${state.party} balance`);
    // Seeded postings summed to the baseline balance (checked once); every later one must explain the rest.
    expectSame(fromCents(balance), fromCents(world.baseline.balances.get(state.ledgerId)! + toCents(row.since)), `${state.party} balance = its postings`);
    if (row.floor !== null && balance + toCents(row.held) < toCents(row.floor)) throw new ModelFailure(`${state.party} is below its floor`);
    if (row.ceiling !== null && balance > toCents(row.ceiling)) throw new ModelFailure(`${state.party} is above its ceiling`);
    if (state.availableCash !== null) expectSame(row.available_cash, fromCents(state.availableCash), `${state.party} available cash credit`);
  }
  const unbalanced = await db.query<{ entry_id: string }>(
    `select entry_id::text from postings where id > $1 group by entry_id having sum(amount) <> 0 limit 5`,
    [world.baseline.postingId],
  );
  expectSame(unbalanced, [], 'journal entries that do not sum to zero');
  const usage = await readUsage(world);
  for (const day of world.dates) expectSame(fromCents(usage.get(day)!), fromCents(model.usage.get(day)!), `contact usage on ${day}`);
  const ids = model.orders.map((order) => order.id);
  const orders = await db.query<{ id: string; status: string; error_key: string | null; limit_reserved_for: string | null; entries: number }>(
    `select o.id, o.status, o.error_key, to_char(o.limit_reserved_for, 'YYYY-MM-DD') as limit_reserved_for,
            (select count(*)::int from journal_entries j where j.id > $2 and j.payment_order_id like o.id || '@%') as entries
       from payment_orders o where o.id = any($1::text[])`,
    [ids, world.baseline.entryId],
  );
  for (const order of model.orders) {
    const row = orders.find((candidate) => candidate.id === order.id);
    expectSame(
      row && { status: row.status, error: row.error_key ?? undefined, reserved: row.limit_reserved_for, entries: row.entries },
      { status: order.status, error: order.errorKey, reserved: order.reservedFor, entries: order.status === 'PROCESSED' ? 1 : 0 },
      `order ${order.id} (${JSON.stringify({ ...order.transfer, cents: fromCents(order.transfer.cents) })})`,
    );
  }
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from payment_orders`);
  expectSame(count!.n, model.ordersBefore + model.orders.length, 'orders in the database (one per submitted key)');
  stats.invariantChecks++;
}

type Real = { world: ModelWorld; stats: ModelStats };

/** A member's action: `act` drives the service and the model, then every invariant is checked. */
abstract class ModelCommand implements fc.AsyncCommand<Model, Real> {
  abstract act(model: Model, real: Real): Promise<void>;
  check(_model: Readonly<Model>): boolean {
    return true;
  }
  async run(model: Model, real: Real): Promise<void> {
    await this.act(model, real);
    real.stats.operations++;
    await checkInvariants(real.world, model, real.stats);
  }
}

const describeTransfer = (transfer: Transfer) => `${transfer.from}→${transfer.to} ${fromCents(transfer.cents)} on day ${transfer.date}`;

async function validate(real: Real, model: Model, transfer: Transfer): Promise<Review | undefined> {
  const { world } = real;
  const expected = expectedValidationErrors(world, model, transfer);
  const body = bodyOf(world, transfer);
  const response = await world.system.member({ method: 'POST', url: validateUrl, payload: body });
  if (expected.length > 0) {
    expectAnswer(response, 400, `validate ${describeTransfer(transfer)}`);
    expectSame((response.json() as { errors: { key: string }[] }).errors.map((error) => error.key), expected, `refusals of ${describeTransfer(transfer)}`);
    real.stats.refused++;
    return undefined;
  }
  expectAnswer(response, 200, `validate ${describeTransfer(transfer)}`);
  return { id: (response.json() as { id: string }).id, transfer, body };
}

async function submitReview(real: Real, model: Model, review: Review): Promise<void> {
  const response = await real.world.system.member({ method: 'POST', url: ordersUrl, payload: { ...review.body, id: review.id } });
  expectAnswer(response, 202, `submit ${describeTransfer(review.transfer)}`);
  const order = submit(real.world, model, review);
  const answer = response.json() as { status: string; errors?: { key: string }[] };
  expectSame({ status: answer.status, error: answer.errors?.[0]?.key }, { status: order.status, error: order.errorKey }, `submit answer of ${describeTransfer(review.transfer)}`);
  if (order.status === 'PROCESSED') real.stats.processed++;
  if (order.status === 'REJECTED') real.stats.rejected++;
}

class ValidateOnly extends ModelCommand {
  constructor(readonly transfer: Transfer) {
    super();
  }
  async act(model: Model, real: Real) {
    const review = await validate(real, model, this.transfer);
    if (review) model.reviews.push(review);
  }
  override toString = () => `validate(${describeTransfer(this.transfer)})`;
}

class SubmitNew extends ModelCommand {
  constructor(readonly transfer: Transfer) {
    super();
  }
  async act(model: Model, real: Real) {
    const review = await validate(real, model, this.transfer);
    if (review) await submitReview(real, model, review);
  }
  override toString = () => `submit(${describeTransfer(this.transfer)})`;
}

/** Submits an order reviewed earlier: balances may have moved since, so execution decides. */
class SubmitReviewed extends ModelCommand {
  constructor(readonly pick: number) {
    super();
  }
  override check(model: Readonly<Model>) {
    return model.reviews.length > 0;
  }
  async act(model: Model, real: Real) {
    const [review] = model.reviews.splice(this.pick % model.reviews.length, 1);
    await submitReview(real, model, review!);
  }
  override toString = () => `submitReviewed(${this.pick})`;
}

/** A command on one of the orders submitted so far, `pick` choosing which: none before the first. */
abstract class OrderCommand extends ModelCommand {
  constructor(readonly pick: number) {
    super();
  }
  override check(model: Readonly<Model>) {
    return model.orders.length > 0;
  }
  protected orderIn(model: Model): ModelOrder {
    return model.orders[this.pick % model.orders.length]!;
  }
}

/** The same key again: the first order's state, never a second order or a second debit. */
class Resubmit extends OrderCommand {
  async act(model: Model, real: Real) {
    const order = this.orderIn(model);
    const response = await real.world.system.member({ method: 'POST', url: ordersUrl, payload: { ...order.body, id: order.id } });
    expectAnswer(response, 202, `resubmit ${order.id}`);
    expectSame((response.json() as { status: string }).status, order.status, `resubmit of ${order.id}`);
  }
  override toString = () => `resubmit(${this.pick})`;
}

/** Cancels a scheduled order (its contact limit given back); a processed or rejected one is refused. */
class Cancel extends OrderCommand {
  async act(model: Model, real: Real) {
    const order = this.orderIn(model);
    const response = await real.world.system.member({ method: 'POST', url: `${ordersUrl}/${order.id}/cancel` });
    if (order.status === 'ACCEPTED' || order.status === 'CANCELLED') {
      expectAnswer(response, 200, `cancel ${order.id} (${order.status})`);
      if (order.reservedFor) model.usage.set(order.reservedFor, model.usage.get(order.reservedFor)! - order.transfer.cents);
      if (order.status === 'ACCEPTED') real.stats.cancelled++;
      Object.assign(order, { status: 'CANCELLED', reservedFor: null });
      return;
    }
    expectAnswer(response, 409, `cancel ${order.id} (${order.status})`);
    expectSame((response.json() as { key: string }).key, 'payment.processing', `cancel refusal of ${order.id}`);
  }
  override toString = () => `cancel(${this.pick})`;
}

/** The scheduler on a later business day: every due order runs, in its order, once. */
class RunScheduled extends ModelCommand {
  constructor(readonly day: 1 | 2) {
    super();
  }
  async act(model: Model, real: Real) {
    const day = real.world.dates[this.day];
    const due = model.orders
      .filter((order) => order.status === 'ACCEPTED' && order.executionDate <= day)
      .sort((a, b) => (a.executionDate === b.executionDate ? (a.id < b.id ? -1 : 1) : a.executionDate < b.executionDate ? -1 : 1));
    for (const order of due) execute(model, order);
    const summary = await createScheduler({ db: real.world.system.db, clock: clockAt(day, '09:00') }).runDue();
    expectSame(
      { processed: summary.processed, rejected: summary.rejected },
      { processed: due.filter((order) => order.status === 'PROCESSED').length, rejected: due.filter((order) => order.status === 'REJECTED').length },
      `scheduled run on ${day}`,
    );
    // The run purges reviews past their validity: on a later day, all of them.
    model.reviews = [];
    real.stats.scheduledRuns++;
    real.stats.processed += summary.processed;
    real.stats.rejected += summary.rejected;
  }
  override toString = () => `runScheduled(day ${this.day})`;
}

const centsArb: fc.Arbitrary<bigint> = fc
  .oneof(
    { weight: 8, arbitrary: fc.integer({ min: 1, max: 50_000 }) },
    { weight: 2, arbitrary: fc.integer({ min: 50_001, max: 400_000 }) },
    // At the contact limits and beyond what any account holds.
    { weight: 1, arbitrary: fc.constantFrom(250_000, 250_001, 500_000, 100_000_000) },
  )
  .map(BigInt);
const dateArb = fc.constantFrom<0 | 1 | 2>(0, 0, 1, 2);
const transferArb = (from: fc.Arbitrary<Own>, to: fc.Arbitrary<Party>): fc.Arbitrary<Transfer> =>
  fc.record({ from, to, cents: centsArb, date: dateArb });

/** Own transfers, card cash advances, card payments and transfers to another member. */
const anyTransfer = fc.oneof(
  transferArb(fc.constantFrom(...sources), fc.constantFrom<Party>(...ownAccounts)),
  transferArb(fc.constant<Own>('arr-demo-visa'), fc.constantFrom<Party>('arr-demo-checking', 'arr-demo-savings')),
  transferArb(fc.constantFrom<Own>('arr-demo-checking', 'arr-demo-savings'), fc.constantFrom(...cardAccounts)),
  transferArb(fc.constantFrom<Own>('arr-demo-checking', 'arr-demo-savings', 'arr-demo-visa'), fc.constant<Party>(contact)),
);

export const modelCommands: fc.Arbitrary<ModelCommand>[] = [
  anyTransfer.map((transfer) => new SubmitNew(transfer)),
  anyTransfer.map((transfer) => new SubmitNew(transfer)),
  anyTransfer.map((transfer) => new SubmitNew(transfer)),
  anyTransfer.map((transfer) => new ValidateOnly(transfer)),
  fc.nat().map((pick) => new SubmitReviewed(pick)),
  fc.nat().map((pick) => new Resubmit(pick)),
  fc.nat().map((pick) => new Cancel(pick)),
  fc.constantFrom<1 | 2>(1, 2).map((day) => new RunScheduled(day)),
];

/**
 * The property: any sequence of commands keeps the database equal to the model and the ledger
 * sound, checked after every command and, over the whole database, at the end of each run.
 */
export function modelProperty(world: ModelWorld, stats: ModelStats, maxCommands: number) {
  return fc.asyncProperty(fc.commands(modelCommands, { maxCommands, size: 'max' }), async (commands) => {
    const model = await initialModel(world);
    const real: Real = { world, stats };
    await fc.asyncModelRun(() => ({ model, real }), commands);
    const problems = [...(await ledgerProblems(world.system.db)), ...(await paymentProblems(world.system.db, world.system.config.limits.contacts.perDay))];
    if (problems.length > 0) throw new ModelFailure(`after the run: ${problems.join('; ')}`);
  });
}
