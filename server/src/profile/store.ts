import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import type { ProfileChange, ProfileConfig } from './config.js';
import type { ProfileKind } from './kinds.js';

type Row = Record<string, unknown> & { key: string; type: string; is_primary: boolean };

/** What a write asks beyond the record's own fields. */
export interface EntryRequest {
  primary?: boolean;
}

export interface EntryOutcome {
  key: string;
  change: ProfileChange;
}

const conflictOn = (key: string, message: string, pointer: string, context: Record<string, unknown> = {}) =>
  new ApiError(409, key, message, [{ key, message, context: { pointer, ...context } }]);

export const listEntries = (db: Queryable, kind: ProfileKind, userId: string) =>
  db.query<Row>(`select * from ${kind.table} where user_id = $1 order by is_primary desc, key`, [userId]);

/** The member's entry; 404 alike for another member's key and a key that does not exist. */
export async function entryOf(db: Queryable, kind: ProfileKind, userId: string, key: string): Promise<Row> {
  const [row] = await db.query<Row>(`select * from ${kind.table} where user_id = $1 and key = $2`, [userId, key]);
  if (!row) throw notFound('The profile entry could not be found.', `profile.${kind.noun}.not-found`);
  return row;
}

/**
 * Locks the member's user row and answers their entries of the kind: profile writes of one member
 * run one at a time, so the limit, the one-per-type rule and the single primary hold under
 * concurrent requests.
 */
async function lockedEntries(tx: Queryable, kind: ProfileKind, userId: string): Promise<Row[]> {
  await tx.query('select 1 from users where id = $1 for no key update', [userId]);
  return listEntries(tx, kind, userId);
}

function checked(kind: ProfileKind, body: unknown, config: ProfileConfig, currentType?: string) {
  const { problems, values } = kind.check(body, config, currentType);
  if (problems.length > 0) throw badRequest('The profile entry is not valid.', problems, `profile.${kind.noun}.invalid`);
  return values;
}

function refuseTypeInUse(kind: ProfileKind, others: Row[], type: unknown) {
  if (kind.typeOnce && others.some((row) => row.type === type)) {
    throw conflictOn(`profile.${kind.noun}.type-in-use`, 'The profile already has one of this type.', '/type', { type });
  }
}

async function unprimaryOthers(tx: Queryable, kind: ProfileKind, userId: string, key: string) {
  await tx.query(`update ${kind.table} set is_primary = false where user_id = $1 and key <> $2 and is_primary`, [userId, key]);
}

/** Adds an entry: within the kind's limit, its type unused; the first of a kind is the primary. */
export async function addEntry(tx: Queryable, kind: ProfileKind, config: ProfileConfig, userId: string, body: EntryRequest): Promise<EntryOutcome> {
  const values = checked(kind, body, config);
  const entries = await lockedEntries(tx, kind, userId);
  const limit = kind.limit(config);
  if (entries.length >= limit) {
    throw conflictOn(`profile.${kind.noun}.limit-reached`, `The profile holds the most it may (${limit}).`, '', { limit });
  }
  refuseTypeInUse(kind, entries, values.type);
  const key = `${kind.noun}-${randomUUID()}`;
  const primary = entries.length === 0 || body.primary === true;
  if (primary) await unprimaryOthers(tx, kind, userId, key);
  const columns = Object.keys(values);
  await tx.query(
    `insert into ${kind.table} (user_id, key, is_primary, ${columns.join(', ')}) values ($1, $2, $3, ${columns.map((_, i) => `$${i + 4}`).join(', ')})`,
    [userId, key, primary, ...Object.values(values)],
  );
  return { key, change: 'added' };
}

/**
 * Changes an entry. primary true makes it the primary and un-primaries the other in the same
 * transaction; the primary stays primary until another is made primary.
 */
export async function changeEntry(
  tx: Queryable,
  kind: ProfileKind,
  config: ProfileConfig,
  userId: string,
  key: string,
  body: EntryRequest,
): Promise<EntryOutcome> {
  const entries = await lockedEntries(tx, kind, userId);
  const current = entries.find((row) => row.key === key);
  if (!current) throw notFound('The profile entry could not be found.', `profile.${kind.noun}.not-found`);
  const values = checked(kind, body, config, current.type);
  refuseTypeInUse(
    kind,
    entries.filter((row) => row.key !== key),
    values.type,
  );
  if (current.is_primary && body.primary === false) {
    throw conflictOn(`profile.${kind.noun}.primary-required`, 'Make another entry primary instead.', '/primary');
  }
  const madePrimary = body.primary === true && !current.is_primary;
  if (madePrimary) await unprimaryOthers(tx, kind, userId, key);
  const columns = Object.keys(values);
  await tx.query(
    `update ${kind.table} set is_primary = $3, ${columns.map((column, i) => `${column} = $${i + 4}`).join(', ')} where user_id = $1 and key = $2`,
    [userId, key, current.is_primary || madePrimary, ...Object.values(values)],
  );
  const unchanged = columns.every((column) => (current[column] ?? null) === values[column]);
  return { key, change: madePrimary && unchanged ? 'madePrimary' : 'changed' };
}

/** Removes an entry, unless it is a primary address or the last phone; a removed primary passes to the next. */
export async function removeEntry(tx: Queryable, kind: ProfileKind, userId: string, key: string): Promise<EntryOutcome> {
  const entries = await lockedEntries(tx, kind, userId);
  const current = entries.find((row) => row.key === key);
  if (!current) throw notFound('The profile entry could not be found.', `profile.${kind.noun}.not-found`);
  if (current.is_primary && !kind.primaryRemovable) {
    throw conflictOn(`profile.${kind.noun}.primary-not-removable`, 'The primary entry cannot be removed.', '', { key });
  }
  if (entries.length === 1 && !kind.lastRemovable) {
    throw conflictOn(`profile.${kind.noun}.last-not-removable`, 'The last entry cannot be removed.', '', { key });
  }
  await tx.query(`delete from ${kind.table} where user_id = $1 and key = $2`, [userId, key]);
  const next = entries.find((row) => row.key !== key);
  if (current.is_primary && next) {
    await tx.query(`update ${kind.table} set is_primary = true where user_id = $1 and key = $2`, [userId, next.key]);
  }
  return { key, change: 'removed' };
}
