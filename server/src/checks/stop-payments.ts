import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { ApiError, badRequest } from '../http/errors.js';
import { InsufficientFundsError, ledgerAccountOf, toCents } from '../ledger/index.js';
import type { StopCheck, StopCheckRequest } from '../../../schemas/api/generated/api-types.js';
import { feeIncomeLedgerAccountId, paidCheckNumberIn, postMemberDebit } from './ledger-lines.js';

/** config/stop-checks.json, as schemas/stop-checks.schema.json describes it. */
export interface StopChecksConfig {
  fee: { amount: string; currencyCode: string };
  expiryMonths: number;
  maxChecksInRange: number;
  accountKinds: string[];
  reasons: string[];
}

export const stopChecksConfigFile = 'stop-checks.json';

/** Who places a stop, in which agreement, on which local day. */
export interface StopContext {
  userId: string;
  serviceAgreementId: string;
  /** yyyy-mm-dd in the credit union's time zone. */
  today: string;
}

/** The checks a request names: one number, or a range from `first` to `last`. */
export interface CheckRange {
  first: bigint;
  last: bigint;
}

const refused = (key: string, message: string, pointer: string, context: Record<string, unknown> = {}) =>
  badRequest(message, [{ key, message, context: { pointer, ...context } }], key);

/** The request's numbers as a range, refused when reversed or longer than the configured maximum. */
export function checkRangeOf(config: StopChecksConfig, check: StopCheckRequest['check']): CheckRange {
  const first = BigInt(check.number);
  const last = check.endNumber === undefined ? first : BigInt(check.endNumber);
  if (last < first) {
    throw refused('stopChecks.range.invalid', 'The last check number must not be lower than the first.', '/check/endNumber');
  }
  if (last - first + 1n > BigInt(config.maxChecksInRange)) {
    throw refused('stopChecks.range.too-long', `A range may cover at most ${config.maxChecksInRange} checks.`, '/check/endNumber', {
      max: config.maxChecksInRange,
    });
  }
  return { first, last };
}

export function checkReasonOf(config: StopChecksConfig, reason: string): string {
  if (!config.reasons.includes(reason)) {
    throw refused('stopChecks.reason.unknown', 'Choose one of the offered reasons.', '/reason', { allowed: config.reasons });
  }
  return reason;
}

interface StopRow {
  id: string;
  arrangement_id: string;
  account_name: string;
  reason: string;
  first_number: string;
  last_number: string;
  amount: string | null;
  payee: string | null;
  date_of_request: string;
  expiration_date: string;
  fee_amount: string;
  fee_currency: string;
  active: boolean;
  returned: unknown;
}

const stopSelect = `
  select s.id, s.arrangement_id, a.display_name as account_name, s.reason, s.first_number::text as first_number,
         s.last_number::text as last_number, s.amount::text as amount, s.payee,
         to_char(s.date_of_request, 'YYYY-MM-DD') as date_of_request, to_char(s.expiration_date, 'YYYY-MM-DD') as expiration_date,
         s.fee_amount::text as fee_amount, s.fee_currency, s.expiration_date > $2::date as active,
         coalesce((select json_agg(json_build_object('number', r.check_number, 'amount', r.amount::text, 'payee', r.payee,
                                                     'returnedOn', to_char(r.returned_on, 'YYYY-MM-DD')) order by r.id)
                     from stop_check_returns r where r.stop_check_id = s.id), '[]'::json) as returned
    from stop_checks s join arrangements a on a.id = s.arrangement_id`;

interface ReturnedRow {
  number: string;
  amount: string;
  payee: string | null;
  returnedOn: string;
}

function stopCheckOf(row: StopRow): StopCheck {
  const returned = (typeof row.returned === 'string' ? JSON.parse(row.returned) : row.returned) as ReturnedRow[];
  return {
    id: row.id,
    originatorAccount: { name: row.account_name, identification: row.arrangement_id, schemeName: 'ID' },
    reason: row.reason,
    status: row.active ? 'ACTIVE' : 'EXPIRED',
    check: {
      number: row.first_number,
      ...(row.last_number !== row.first_number ? { endNumber: row.last_number } : {}),
      ...(row.amount !== null ? { amount: row.amount } : {}),
      ...(row.payee !== null ? { payee: row.payee } : {}),
    },
    dateOfRequest: row.date_of_request,
    expirationDate: row.expiration_date,
    fee: { amount: row.fee_amount, currencyCode: row.fee_currency },
    returnedChecks: returned.map((check) => ({
      number: check.number,
      amount: { amount: check.amount, currencyCode: row.fee_currency },
      ...(check.payee !== null ? { payee: check.payee } : {}),
      returnedOn: check.returnedOn,
    })),
  };
}

/** Every stop of the agreement, newest request first, with the checks each returned. */
export async function listStopChecks(db: Queryable, serviceAgreementId: string, today: string): Promise<StopCheck[]> {
  const rows = await db.query<StopRow>(`${stopSelect} where s.service_agreement_id = $1 order by s.created_at desc, s.id desc`, [
    serviceAgreementId,
    today,
  ]);
  return rows.map(stopCheckOf);
}

async function readStop(db: Queryable, id: string, today: string): Promise<StopCheck> {
  const [row] = await db.query<StopRow>(`${stopSelect} where s.id = $1`, [id, today]);
  if (!row) throw new Error(`Stop payment ${id} vanished`);
  return stopCheckOf(row);
}

export interface StopToPlace {
  arrangementId: string;
  currency: string;
  range: CheckRange;
  amount?: string;
  payee?: string;
  reason: string;
  requestId: string;
}

/**
 * Places a stop in one transaction under the account's lock: the same request id answers the
 * stop placed before (nothing charged again); a check already paid or a number another active
 * stop covers is refused; otherwise the fee is posted on the ledger and the stop recorded, or
 * neither is.
 */
export async function placeStopCheck(db: Database, config: StopChecksConfig, context: StopContext, stop: StopToPlace): Promise<StopCheck> {
  return db.transaction(async (tx) => {
    // Requests on one account take turns, so two can neither both pass the duplicate check nor both charge.
    await tx.query('select id from arrangements where id = $1 for no key update', [stop.arrangementId]);
    const [earlier] = await tx.query<{ id: string; arrangement_id: string; first_number: string; last_number: string }>(
      `select id, arrangement_id, first_number::text as first_number, last_number::text as last_number
         from stop_checks where service_agreement_id = $1 and request_id = $2`,
      [context.serviceAgreementId, stop.requestId],
    );
    if (earlier) {
      const same =
        earlier.arrangement_id === stop.arrangementId && earlier.first_number === stop.range.first.toString() && earlier.last_number === stop.range.last.toString();
      if (!same) throw refused('stopChecks.request.reused', 'This request id was already used for another stop payment.', '/requestId');
      return readStop(tx, earlier.id, context.today);
    }
    const paid = await paidCheckNumberIn(tx, stop.arrangementId, stop.range.first, stop.range.last);
    if (paid !== undefined) {
      throw refused('stopChecks.check.paid', `Check ${paid} has already been paid and can no longer be stopped.`, '/check/number', { number: paid });
    }
    const [overlapping] = await tx.query<{ first_number: string; last_number: string }>(
      `select first_number::text as first_number, last_number::text as last_number from stop_checks
        where arrangement_id = $1 and first_number <= $3::bigint and last_number >= $2::bigint and expiration_date > $4::date
        order by first_number limit 1`,
      [stop.arrangementId, stop.range.first.toString(), stop.range.last.toString(), context.today],
    );
    if (overlapping) {
      throw refused('stopChecks.duplicate', 'A stop payment is already in force on this check number.', '/check/number', {
        number: overlapping.first_number,
        ...(overlapping.last_number !== overlapping.first_number ? { endNumber: overlapping.last_number } : {}),
      });
    }
    const id = `stop-${randomUUID()}`;
    const feeEntryId = await chargeFee(tx, config, context, stop);
    await tx.query(
      `insert into stop_checks (id, request_id, service_agreement_id, arrangement_id, created_by, first_number, last_number, amount, payee,
                                reason, date_of_request, expiration_date, fee_amount, fee_currency, fee_entry_id)
       values ($1, $2, $3, $4, $5, $6::bigint, $7::bigint, $8::numeric, $9, $10, $11::date,
               ($11::date + make_interval(months => $12::int))::date, $13::numeric, $14, $15)`,
      [
        id,
        stop.requestId,
        context.serviceAgreementId,
        stop.arrangementId,
        context.userId,
        stop.range.first.toString(),
        stop.range.last.toString(),
        stop.amount ?? null,
        stop.payee ?? null,
        stop.reason,
        context.today,
        config.expiryMonths,
        config.fee.amount,
        config.fee.currencyCode,
        feeEntryId,
      ],
    );
    return readStop(tx, id, context.today);
  });
}

/** Posts the configured fee from the account (none when it is 0.00); refuses when the account cannot pay it. */
async function chargeFee(tx: Queryable, config: StopChecksConfig, context: StopContext, stop: StopToPlace): Promise<number | null> {
  if (toCents(config.fee.amount) === 0n) return null;
  const ledgerAccountId = await ledgerAccountOf(tx, stop.arrangementId);
  if (!ledgerAccountId) throw new Error(`Arrangement ${stop.arrangementId} has no ledger account`);
  const numbers = stop.range.last === stop.range.first ? `check ${stop.range.first}` : `checks ${stop.range.first}-${stop.range.last}`;
  try {
    const { entryId } = await postMemberDebit(tx, {
      arrangementId: stop.arrangementId,
      ledgerAccountId,
      internalLedgerAccountId: feeIncomeLedgerAccountId,
      amount: config.fee.amount,
      currency: config.fee.currencyCode,
      bookingDate: context.today,
      kind: 'fee',
      details: {
        description: `Stop payment fee, ${numbers}`,
        originalDescription: `STOP PAYMENT FEE ${numbers.toUpperCase()}`,
        typeGroup: 'Fees',
        type: 'Service Fee',
        category: 'Fees & Charges',
      },
    });
    return entryId;
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    throw new ApiError(400, 'stopChecks.fee.insufficient-funds', 'The account does not have enough available to pay the stop payment fee.', [
      { key: 'stopChecks.fee.insufficient-funds', message: 'Not enough available for the fee.', context: { pointer: '/originatorAccount', fee: config.fee.amount } },
    ]);
  }
}
