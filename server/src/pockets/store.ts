import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { badRequest, notFound, type ErrorItem } from '../http/errors.js';
import { fromCents, toCents } from '../ledger/index.js';
import { ledgerAccountIdOf } from '../seed/history.js';
import { pocketKindUri } from '../seed/catalog.js';
import type { BodyOf } from '../../../schemas/api/generated/api-types.js';

export const pocketsConfigFile = 'pockets.json';

/** config/pockets.json (schemas/pockets.schema.json). */
export interface PocketsConfig {
  /** kindUri of the accounts a pocket may sit under. */
  parentKinds: string[];
  /** kindUri of the own accounts the page offers to move money from and back to (the server takes any own account). */
  accountKinds: string[];
  /** Decimal string: the most one pocket may hold (its ledger account's ceiling). */
  maxBalance: string;
  maxPocketsPerParent: number;
  icons: string[];
  defaultIcon: string;
}

type Goal = NonNullable<BodyOf<'createPocket'>['goal']>;

interface PocketRow {
  id: string;
  arrangement_id: string;
  parent_arrangement_id: string;
  name: string;
  icon: string;
  goal_amount: string | null;
  goal_currency: string | null;
  deadline: string | null;
  balance: string;
  currency: string;
}

/** The open pockets of one agreement ($1), with their names and ledger balances. Callers append conditions. */
const pocketSelect = `
  select p.id, p.arrangement_id, p.parent_arrangement_id, a.display_name as name, p.icon,
         p.goal_amount::text as goal_amount, p.goal_currency, to_char(p.deadline, 'YYYY-MM-DD') as deadline,
         la.balance::text as balance, a.currency
    from pockets p
    join arrangements a on a.id = p.arrangement_id
    join service_agreement_arrangements saa on saa.arrangement_id = p.arrangement_id and saa.service_agreement_id = $1
    join ledger_accounts la on la.arrangement_id = p.arrangement_id
   where p.status = 'OPEN'`;

/** The balance as a whole percentage of the goal, rounded down, at most 100. */
function progressOf(balance: string, goal: string): number {
  const percent = (toCents(balance) * 100n) / toCents(goal);
  return Number(percent > 100n ? 100n : percent < 0n ? 0n : percent);
}

/** A pocket in the platform's shape (pocket-tailor Pocket). */
function pocketOf(row: PocketRow) {
  return {
    id: row.id,
    arrangementId: row.arrangement_id,
    parentArrangementId: row.parent_arrangement_id,
    name: row.name,
    icon: row.icon,
    ...(row.goal_amount !== null && row.goal_currency !== null
      ? {
          goal: {
            amountCurrency: { amount: row.goal_amount, currencyCode: row.goal_currency },
            ...(row.deadline !== null ? { deadline: row.deadline } : {}),
            progress: progressOf(row.balance, row.goal_amount),
          },
        }
      : {}),
    balance: { amount: row.balance, currencyCode: row.currency },
  };
}

export type Pocket = ReturnType<typeof pocketOf>;

export async function listPockets(db: Queryable, serviceAgreementId: string): Promise<Pocket[]> {
  const rows = await db.query<PocketRow>(`${pocketSelect} order by p.created_at, p.id`, [serviceAgreementId]);
  return rows.map(pocketOf);
}

/** An open pocket of the agreement; another member's, a closed one and an unknown id are all 404. */
export async function readPocket(db: Queryable, serviceAgreementId: string, id: string): Promise<Pocket> {
  const [row] = await db.query<PocketRow>(`${pocketSelect} and p.id = $2`, [serviceAgreementId, id]);
  if (!row) throw pocketNotFound();
  return pocketOf(row);
}

export const pocketNotFound = () => notFound('The pocket could not be found.', 'pockets.not-found');

function refusal(key: string, message: string, pointer: string, context: Record<string, unknown> = {}) {
  const item: ErrorItem = { key, message, context: { pointer, ...context } };
  return badRequest(message, [item], key);
}

/** What a new or changed pocket must meet whatever its parent: a known icon, a goal it can hold, a deadline not past. */
function checkDetails(config: PocketsConfig, details: { icon: string; goal?: Goal }, currency: string, today: string): void {
  if (!config.icons.includes(details.icon)) {
    throw refusal('pockets.icon.unknown', 'Choose one of the icons offered.', '/icon', { allowed: config.icons });
  }
  const goal = details.goal;
  if (!goal) return;
  if (goal.amountCurrency.currencyCode !== currency) {
    throw refusal('pockets.goal.currency', `A goal is in ${currency}.`, '/goal/amountCurrency/currencyCode', { currency });
  }
  const cents = toCents(goal.amountCurrency.amount);
  if (cents <= 0n) throw refusal('pockets.goal.invalid', 'A goal is more than zero.', '/goal/amountCurrency/amount');
  if (cents > toCents(config.maxBalance)) {
    throw refusal('pockets.goal.too-high', 'A goal is at most what a pocket may hold.', '/goal/amountCurrency/amount', { limit: config.maxBalance });
  }
  if (goal.deadline !== undefined && goal.deadline < today) {
    throw refusal('pockets.deadline.past', 'The goal date cannot be in the past.', '/goal/deadline');
  }
}

/** Refuses a name another open pocket of the agreement has (compared without case and outer spaces). */
async function checkNameFree(tx: Queryable, serviceAgreementId: string, name: string, except?: string): Promise<void> {
  const taken = await tx.query(`${pocketSelect} and lower(a.display_name) = lower($2) and p.id is distinct from $3`, [serviceAgreementId, name, except ?? null]);
  if (taken.length > 0) throw refusal('pockets.name.taken', 'Another pocket has this name.', '/name');
}

const goalColumns = (goal: Goal | undefined) => [
  goal ? fromCents(toCents(goal.amountCurrency.amount)) : null,
  goal?.amountCurrency.currencyCode ?? null,
  goal?.deadline ?? null,
];

interface NewPocket {
  serviceAgreementId: string;
  today: string;
  body: BodyOf<'createPocket'>;
}

/**
 * Opens an empty pocket under one of the agreement's accounts of a parent kind, in one
 * transaction: its arrangement (kind pocket, in every agreement its parent is in), a ledger
 * account that may go neither below zero nor above the configured maximum, and its details.
 * The parent row is locked first, so two pockets opened at once cannot pass the per-parent count.
 */
export async function createPocket(tx: Queryable, config: PocketsConfig, pocket: NewPocket): Promise<Pocket> {
  const { serviceAgreementId, today, body } = pocket;
  const name = body.name.trim();
  const [parent] = await tx.query<{ id: string; kind_uri: string; is_external: boolean; currency: string; legal_entity_id: string; account_holder_names: string }>(
    `select a.id, pk.kind_uri, a.is_external, a.currency, a.legal_entity_id, a.account_holder_names
       from arrangements a
       join service_agreement_arrangements saa on saa.arrangement_id = a.id and saa.service_agreement_id = $1
       join product_kinds pk on pk.id = a.product_kind_id
      where a.id = $2
      for update of a`,
    [serviceAgreementId, body.parentArrangementId],
  );
  if (!parent) throw notFound('The account could not be found.', 'arrangement.not-found');
  if (parent.is_external || !config.parentKinds.includes(parent.kind_uri)) {
    throw refusal('pockets.parent.not-eligible', 'Pockets sit under a savings account.', '/parentArrangementId', { allowed: config.parentKinds });
  }
  checkDetails(config, body, parent.currency, today);
  const [open] = await tx.query<{ count: number }>(
    `select count(*)::int as count from pockets where parent_arrangement_id = $1 and status = 'OPEN'`,
    [parent.id],
  );
  if ((open?.count ?? 0) >= config.maxPocketsPerParent) {
    throw refusal('pockets.parent.full', 'This account has as many pockets as it may.', '/parentArrangementId', { limit: config.maxPocketsPerParent });
  }
  await checkNameFree(tx, serviceAgreementId, name);

  const arrangementId = `arr-${randomUUID()}`;
  const id = `pocket-${randomUUID()}`;
  await tx.query(
    `insert into arrangements (id, external_arrangement_id, legal_entity_id, product_kind_id, product_id, product_type_name,
                               name, display_name, currency, state, external_state_id, account_holder_names, opening_date,
                               debit_account, credit_account, visible)
     select $1, $2, $3, pk.id, 'pocket', 'Pocket', $4, $4, $5, 'Active', 'A', $6, $7::date, true, true, true
       from product_kinds pk where pk.kind_uri = $8`,
    [arrangementId, id, parent.legal_entity_id, name, parent.currency, parent.account_holder_names, today, pocketKindUri],
  );
  await tx.query(
    `insert into ledger_accounts (id, arrangement_id, name, kind, currency, balance, pending, held, floor, ceiling)
     values ($1, $2, $3, 'member', $4, 0, 0, 0, 0, $5::numeric)`,
    [ledgerAccountIdOf(arrangementId), arrangementId, name, parent.currency, config.maxBalance],
  );
  // The pocket belongs wherever its parent does, so whoever acts for the parent sees it too.
  await tx.query(
    `insert into service_agreement_arrangements (service_agreement_id, arrangement_id)
     select service_agreement_id, $2 from service_agreement_arrangements where arrangement_id = $1`,
    [parent.id, arrangementId],
  );
  await tx.query(
    `insert into pockets (id, arrangement_id, parent_arrangement_id, icon, goal_amount, goal_currency, deadline)
     values ($1, $2, $3, $4, $5::numeric, $6, $7::date)`,
    [id, arrangementId, parent.id, body.icon, ...goalColumns(body.goal)],
  );
  return readPocket(tx, serviceAgreementId, id);
}

/** Renames a pocket and sets its icon and goal (none when left out). */
export async function updatePocket(
  tx: Queryable,
  config: PocketsConfig,
  change: { serviceAgreementId: string; today: string; id: string; body: BodyOf<'updatePocket'> },
): Promise<Pocket> {
  const { serviceAgreementId, today, id, body } = change;
  const row = await lockOpenPocket(tx, serviceAgreementId, id);
  checkDetails(config, body, row.currency, today);
  const name = body.name.trim();
  await checkNameFree(tx, serviceAgreementId, name, id);
  await tx.query(`update arrangements set name = $2, display_name = $2, last_update_date = now() where id = $1`, [row.arrangement_id, name]);
  await tx.query(`update ledger_accounts set name = $2 where arrangement_id = $1`, [row.arrangement_id, name]);
  await tx.query(`update pockets set icon = $2, goal_amount = $3::numeric, goal_currency = $4, deadline = $5::date where id = $1`, [id, body.icon, ...goalColumns(body.goal)]);
  return readPocket(tx, serviceAgreementId, id);
}

/** An open pocket of the agreement, its row locked for the change or the close that follows; else 404. */
async function lockOpenPocket(tx: Queryable, serviceAgreementId: string, id: string) {
  const [row] = await tx.query<{ arrangement_id: string; parent_arrangement_id: string; name: string; currency: string }>(
    `select p.arrangement_id, p.parent_arrangement_id, a.display_name as name, a.currency
       from pockets p
       join arrangements a on a.id = p.arrangement_id
       join service_agreement_arrangements saa on saa.arrangement_id = p.arrangement_id and saa.service_agreement_id = $1
      where p.id = $2 and p.status = 'OPEN'
      for update of p`,
    [serviceAgreementId, id],
  );
  if (!row) throw pocketNotFound();
  return row;
}

/** A pocket about to close, its ledger account locked and shut (ceiling 0) so nothing else moves in. */
export interface ClosingPocket {
  id: string;
  arrangementId: string;
  parentArrangementId: string;
  name: string;
  balance: string;
  currency: string;
}

/**
 * Locks an open pocket of the agreement for closing: its row, then its ledger account, whose
 * ceiling drops to 0 in the same statement. A move waiting on that lock then finds the pocket
 * shut (the ledger refuses it), and the balance read here is the one the closing order moves.
 */
export async function lockPocketForClosing(tx: Queryable, serviceAgreementId: string, id: string): Promise<ClosingPocket> {
  const row = await lockOpenPocket(tx, serviceAgreementId, id);
  const [ledger] = await tx.query<{ balance: string }>(
    `update ledger_accounts set ceiling = 0 where arrangement_id = $1 returning balance::text as balance`,
    [row.arrangement_id],
  );
  return {
    id,
    arrangementId: row.arrangement_id,
    parentArrangementId: row.parent_arrangement_id,
    name: row.name,
    balance: ledger!.balance,
    currency: row.currency,
  };
}

/**
 * Marks an emptied pocket closed: no longer listed, in no agreement (so no order can name it),
 * its arrangement closed and neither sending nor receiving. Its ledger account stays, at zero,
 * with its history.
 */
export async function markClosed(tx: Queryable, pocket: ClosingPocket): Promise<void> {
  await tx.query(`update pockets set status = 'CLOSED', closed_at = now() where id = $1`, [pocket.id]);
  await tx.query(
    `update arrangements set state = 'Closed', external_state_id = 'C', debit_account = false, credit_account = false,
            visible = false, last_update_date = now()
      where id = $1`,
    [pocket.arrangementId],
  );
  await tx.query(`delete from service_agreement_arrangements where arrangement_id = $1`, [pocket.arrangementId]);
}
