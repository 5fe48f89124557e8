import { randomBytes, randomInt } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.js';
import { newOneTimeToken, oneTimeTokenPattern, tokenHash } from '../one-time-tokens.js';

/** How long the aggregator's page may be opened with a flow's access token. */
export const flowLifetimeSeconds = 600;
/**
 * How long the stand-in takes to "fetch" accounts after the member chose a bank: long enough that
 * the app's polling and its info alert are seen, short enough for a demo.
 */
export const connectDelaySeconds = 3;

export type FlowOperation = 'ADD' | 'REFRESH';
export type FlowStatus = 'STARTED' | 'IN_PROGRESS' | 'COMPLETED';

export interface FlowRow {
  id: string;
  user_id: string;
  service_agreement_id: string;
  operation: FlowOperation;
  arrangement_id: string | null;
  financial_institution_id: number | null;
  status: FlowStatus;
  arrangement_ids: string[];
  expired: boolean;
}

const flowColumns = `id, user_id, service_agreement_id, operation, arrangement_id, financial_institution_id, status,
  arrangement_ids, expires_at <= now() as expired`;

export async function startFlow(
  db: Queryable,
  flow: { userId: string; serviceAgreementId: string; operation: FlowOperation; arrangementId?: string },
): Promise<{ id: string; accessToken: string }> {
  const id = `flow-${randomBytes(8).toString('hex')}`;
  const accessToken = newOneTimeToken();
  await db.query(
    `insert into aggregation_flows (id, token_hash, user_id, service_agreement_id, operation, arrangement_id, status, expires_at)
     values ($1, $2, $3, $4, $5, $6, 'STARTED', now() + make_interval(secs => $7))`,
    [id, tokenHash(accessToken), flow.userId, flow.serviceAgreementId, flow.operation, flow.arrangementId ?? null, flowLifetimeSeconds],
  );
  return { id, accessToken };
}

/** A flow of this member in this agreement, or undefined (someone else's flow is not found either). */
export async function flowOf(db: Queryable, id: string, owner: { userId: string; serviceAgreementId: string }): Promise<FlowRow | undefined> {
  const [row] = await db.query<FlowRow>(
    `select ${flowColumns} from aggregation_flows where id = $1 and user_id = $2 and service_agreement_id = $3`,
    [id, owner.userId, owner.serviceAgreementId],
  );
  return row;
}

/** The flow an aggregator page was opened with, while it can still be used. */
export async function flowByToken(db: Queryable, accessToken: string | undefined): Promise<FlowRow | undefined> {
  if (!accessToken || !oneTimeTokenPattern.test(accessToken)) return undefined;
  const [row] = await db.query<FlowRow>(`select ${flowColumns} from aggregation_flows where token_hash = $1`, [tokenHash(accessToken)]);
  return row;
}

/**
 * The member chose a bank (connect) or confirmed (refresh) on the aggregator's page: the token is
 * spent in the same statement, so a second submit with it changes nothing.
 */
export async function submitFlow(db: Queryable, accessToken: string, institutionId: number | undefined): Promise<FlowRow | undefined> {
  const [row] = await db.query<FlowRow>(
    `update aggregation_flows
        set status = 'IN_PROGRESS', complete_after = now() + make_interval(secs => $3),
            financial_institution_id = coalesce($2, financial_institution_id)
      where token_hash = $1 and status = 'STARTED' and expires_at > now()
        and (operation = 'REFRESH' or exists (select 1 from financial_institutions where id = $2::integer))
      returning ${flowColumns}`,
    [tokenHash(accessToken), institutionId ?? null, connectDelaySeconds],
  );
  return row;
}

const amountOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

async function addAccounts(tx: Queryable, flow: FlowRow): Promise<string[]> {
  const [owner] = await tx.query<{ legal_entity_id: string; name: string }>(
    `select u.legal_entity_id, fi.name from users u, financial_institutions fi where u.id = $1 and fi.id = $2`,
    [flow.user_id, flow.financial_institution_id],
  );
  if (!owner) return [];
  const shapes = [
    { kindUri: 'current-account', type: 'Checking', cents: randomInt(50_000, 900_000) },
    { kindUri: 'savings-account', type: 'Savings', cents: randomInt(100_000, 2_500_000) },
  ];
  const ids: string[] = [];
  for (const shape of shapes) {
    const id = `arr-ext-${randomBytes(6).toString('hex')}`;
    const digits = String(randomInt(0, 10_000)).padStart(4, '0');
    const name = `${owner.name} ${shape.type}`;
    const amount = amountOf(shape.cents);
    await tx.query(
      `insert into arrangements (id, external_arrangement_id, legal_entity_id, product_kind_id, product_id, product_type_name,
                                 external_type_id, name, display_name, bank_alias, bban, number, currency, state, external_state_id,
                                 opening_date, is_external, financial_institution_id, details,
                                 external_booked_balance, external_available_balance, last_update_date)
       select $1, $2, $3, pk.id, 'prod-external-' || pk.kind_uri, $4, 0, $5, $5, $5, $6, $6, 'USD', 'Active', 'A',
              current_date, true, $7, '{"additions":{"lastSyncStatus":"SUCCESS"}}'::jsonb, $8, $8, now()
         from product_kinds pk where pk.kind_uri = $9`,
      [id, `${id.replace(/^arr-/, '')}-${digits}`, owner.legal_entity_id, shape.type, name, `••••${digits}`, flow.financial_institution_id, amount, shape.kindUri],
    );
    await tx.query('insert into service_agreement_arrangements (service_agreement_id, arrangement_id) values ($1, $2)', [
      flow.service_agreement_id,
      id,
    ]);
    ids.push(id);
  }
  return ids;
}

async function refreshAccount(tx: Queryable, flow: FlowRow): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `update arrangements
        set external_account_status = null, last_update_date = now(),
            details = jsonb_set(details, '{additions,lastSyncStatus}', '"SUCCESS"', true)
      where id = $1 and is_external
      returning id`,
    [flow.arrangement_id],
  );
  return rows.map((row) => row.id);
}

/**
 * Finishes every flow whose delay has passed: a connect adds a checking and a savings account at
 * the chosen bank to the member's agreement; a refresh clears the account's status. Rows are
 * locked and skipped when another call holds them, so each flow completes once.
 */
export async function completeDueFlows(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<FlowRow>(
      `select ${flowColumns} from aggregation_flows
        where status = 'IN_PROGRESS' and complete_after <= now()
        order by complete_after for update skip locked`,
    );
    for (const flow of due) {
      const ids = flow.operation === 'ADD' ? await addAccounts(tx, flow) : await refreshAccount(tx, flow);
      await tx.query(`update aggregation_flows set status = 'COMPLETED', completed_at = now(), arrangement_ids = $2 where id = $1`, [
        flow.id,
        ids,
      ]);
    }
    return due.length;
  });
}
