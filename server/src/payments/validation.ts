import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { ErrorItem } from '../http/errors.js';
import { fromCents, toCents } from '../ledger/index.js';
import { addDays, businessDayOnOrAfter, type ScheduleRule } from './calendar.js';
import type { PaymentsConfig } from './config.js';
import { isCashAdvance } from './cash-credit.js';
import { contactLimitName } from './limits.js';
import { pocketKindUri } from '../seed/catalog.js';
import type {
  CounterpartyAccount,
  PaymentOrderSubmissionRequest,
  PaymentOrderUpdateRequest,
  PaymentOrderValidationRequest,
  SubmittablePaymentType,
} from '../../../schemas/api/generated/api-types.js';

/** The payment types the sandbox executes on its ledger (the route schema enforces them). */
export type PaymentType = SubmittablePaymentType;

/**
 * A payment order in the platform's field names (spec/3 §3), as the app sends it to validate,
 * submit (with the reviewed id) or edit (with the version it read): the contract's requests.
 */
export type PaymentOrderBody = PaymentOrderValidationRequest &
  Partial<Pick<PaymentOrderSubmissionRequest, 'id'> & Pick<PaymentOrderUpdateRequest, 'version'>>;

/** An account a payment order names: ours by id, or a contact's by number. */
export type AccountReference = CounterpartyAccount;

/** One of our arrangements that can take part in a transfer, with its ledger account. */
export interface TransferAccount {
  arrangementId: string;
  externalArrangementId: string;
  ledgerAccountId: string;
  kindUri: string;
  displayName: string;
  holderNames: string;
  maskedNumber: string | null;
  /** What may still be taken out before the floor; null when the account has no floor. */
  spendable: string | null;
}

/** A payment order that passed every check, with everything execution needs. */
export interface CheckedOrder {
  paymentType: PaymentType;
  paymentMode: 'SINGLE' | 'RECURRING';
  amount: string;
  currency: string;
  requestedExecutionDate: string;
  schedule?: ScheduleRule;
  originator: TransferAccount;
  counterparty: TransferAccount;
  /** The counterparty is not the member's own account: the contact limits apply. */
  toOtherMember: boolean;
  memo?: string;
  /** The first execution happens at submit (the transfer date is today). */
  executeNow: boolean;
  /** The business day the first execution runs on (today when executeNow). */
  firstExecutionDate: string;
}

export interface OrderContext {
  userId: string;
  serviceAgreementId: string;
  /** Today in the credit union's time zone. */
  today: string;
  /** An edited order's own contact-limit reservation, which the edit gives back (not counted twice). */
  reserved?: { date: string; amount: string };
  /**
   * Check the day's contact-limit usage and the funds (default true). A submit leaves them to the
   * row-locked execution, the only check that holds under concurrency, so racing submits are
   * decided there and the loser is kept as a REJECTED order with the reason.
   */
  balances?: boolean;
}

export class PaymentRejection extends Error {
  constructor(readonly errors: ErrorItem[]) {
    super(errors[0]?.message ?? 'The payment order is not valid.');
  }
  get key(): string {
    return this.errors[0]?.key ?? 'payment.invalid';
  }
}

export function messageOf(config: PaymentsConfig, key: string): string {
  return config.messages[key] ?? key;
}

export function errorItem(config: PaymentsConfig, key: string, context?: Record<string, unknown>): ErrorItem {
  return context ? { key, message: messageOf(config, key), context } : { key, message: messageOf(config, key) };
}

/**
 * A fingerprint of the order as reviewed: every field except its id and version, keys sorted,
 * so a submit can prove it sends exactly what validate checked.
 */
export function fingerprintOf(body: PaymentOrderBody): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .filter((key) => value !== body || (key !== 'id' && key !== 'version'))
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
}

interface AccountRow {
  id: string;
  external_arrangement_id: string;
  ledger_account_id: string;
  kind_uri: string;
  display_name: string;
  account_holder_names: string;
  bban: string | null;
  spendable: string | null;
  /** A card's available cash credit, which a cash advance may not exceed; null for other accounts. */
  available_cash: string | null;
  /** The highest balance the account may reach (a pocket's maximum); null when it has no ceiling. */
  ceiling: string | null;
  /** What may still be put in before the ceiling; null when the account has no ceiling. */
  room: string | null;
  in_agreement: boolean;
}

/**
 * Our arrangements (never external ones) with a ledger account of their own and their money
 * above the floor. $1 = the acting agreement, to tell the member's own accounts from others'.
 */
const accountSelect = (extraColumns = '') => `
  select a.id, a.external_arrangement_id, la.id as ledger_account_id, pk.kind_uri, a.display_name,
         a.account_holder_names, a.bban,
         case when la.floor is null then null else (la.balance + la.held - la.floor)::text end as spendable,
         a.details->'cardDetails'->>'availableCashCredit' as available_cash,
         la.ceiling::text as ceiling,
         case when la.ceiling is null then null else (la.ceiling - la.balance)::text end as room,
         exists (select 1 from service_agreement_arrangements s where s.arrangement_id = a.id and s.service_agreement_id = $1) as in_agreement
         ${extraColumns}
    from arrangements a
    join product_kinds pk on pk.id = a.product_kind_id
    join ledger_accounts la on la.arrangement_id = a.id and la.kind = 'member'
   where not a.is_external and a.linked_arrangement_id is null`;

function accountOf(row: AccountRow): TransferAccount {
  return {
    arrangementId: row.id,
    externalArrangementId: row.external_arrangement_id,
    ledgerAccountId: row.ledger_account_id,
    kindUri: row.kind_uri,
    displayName: row.display_name,
    holderNames: row.account_holder_names,
    maskedNumber: row.bban,
    spendable: row.spendable,
  };
}

/** One of the member's own accounts in the acting agreement that money may be taken from ($1 agreement, $2 arrangement). */
export async function ownDebitAccount(db: Queryable, serviceAgreementId: string, arrangementId: string): Promise<TransferAccount | undefined> {
  const [row] = await db.query<AccountRow>(`${accountSelect()} and a.id = $2 and a.debit_account`, [serviceAgreementId, arrangementId]);
  return row?.in_agreement ? accountOf(row) : undefined;
}

interface AccountsRow extends AccountRow {
  is_originator: boolean;
  is_counterparty: boolean;
  /** The member's contact-limit usage on the first execution day (decimal string, or null: none yet). */
  used: string | null;
}

/**
 * Both accounts of an order and the member's contact-limit usage on its first execution day,
 * in one round trip: originator by id among the member's own accounts; counterparty by id
 * (own accounts only: another member's ids are never guessable targets) or by account number.
 */
async function accountsOf(
  db: Queryable,
  context: OrderContext,
  body: PaymentOrderBody,
  usageDate: string,
): Promise<{ originator?: AccountRow; counterparty?: AccountRow; used: string }> {
  const originator = body.originatorAccount.identification;
  const counterparty = body.transferTransactionInformation.counterpartyAccount.identification;
  const counterpartyCondition =
    counterparty.schemeName === 'ID'
      ? `(a.id = $3 and a.credit_account)`
      : `(a.credit_account and exists (select 1 from arrangement_secrets s
                                        where s.arrangement_id = a.id and s.attribute_name = 'BBAN' and s.clear_value = $3))`;
  const isOriginator = `(a.id = $2 and a.debit_account)`;
  const rows = await db.query<AccountsRow>(
    `${accountSelect(`, ${isOriginator} as is_originator, ${counterpartyCondition} as is_counterparty,
         (select u.used::text from payment_limit_usage u
           where u.user_id = $4 and u.limit_name = $5 and u.usage_date = $6::date) as used`)}
       and (${isOriginator} or ${counterpartyCondition})
     order by a.id`,
    [
      context.serviceAgreementId,
      originator.schemeName === 'ID' ? originator.identification : null,
      counterparty.identification,
      context.userId,
      contactLimitName,
      usageDate,
    ],
  );
  const originatorRow = rows.find((row) => row.is_originator && row.in_agreement);
  const counterpartyRow = rows.find((row) => row.is_counterparty && (counterparty.schemeName !== 'ID' || row.in_agreement));
  return { originator: originatorRow, counterparty: counterpartyRow, used: rows[0]?.used ?? '0.00' };
}

function everyOf(value: string | number | undefined): number {
  return value === undefined ? 1 : Number(value);
}

/**
 * Every rule of spec/3 §4–§5 the server enforces, on the order as sent: accounts, blocked
 * combinations, dates and schedule, the contact limits and, for a transfer made today, the
 * funds. Throws a PaymentRejection listing every broken rule. Limits and funds are checked
 * again, under row locks, when the money moves: this check answers the member early, it does
 * not reserve anything.
 */
export async function checkPaymentOrder(
  db: Queryable,
  config: PaymentsConfig,
  context: OrderContext,
  body: PaymentOrderBody,
): Promise<CheckedOrder> {
  const errors: ErrorItem[] = [];
  const info = body.transferTransactionInformation;
  const amountCents = toCents(info.instructedAmount.amount);
  if (amountCents <= 0n) errors.push(errorItem(config, 'payment.amount.invalid'));
  if (info.instructedAmount.currencyCode !== config.currency) errors.push(errorItem(config, 'payment.currency.unsupported'));
  const memo = info.remittanceInformation?.content;
  if (memo !== undefined && memo.length > config.rules.memoMaxLength) {
    errors.push(errorItem(config, 'payment.memo.too-long', { limit: config.rules.memoMaxLength }));
  }

  const { today } = context;
  const date = body.requestedExecutionDate;
  const executeNow = date === today;
  const firstExecutionDate = executeNow ? today : businessDayOnOrAfter(date, config.calendar);
  const accounts = await accountsOf(db, context, body, firstExecutionDate);
  const originatorRow = accounts.originator;
  const counterpartyRow = accounts.counterparty;
  if (!originatorRow) errors.push(errorItem(config, 'payment.originator.invalid'));
  if (!counterpartyRow) errors.push(errorItem(config, 'payment.counterparty.invalid'));
  const toOtherMember = counterpartyRow ? !counterpartyRow.in_agreement : false;
  if (originatorRow && counterpartyRow) {
    if (originatorRow.ledger_account_id === counterpartyRow.ledger_account_id) {
      errors.push(errorItem(config, 'payment.counterparty.same-account'));
    } else if (body.paymentType === 'INTERNAL_TRANSFER' && toOtherMember) {
      errors.push(errorItem(config, 'payment.counterparty.other-member'));
    } else if (body.paymentType === 'INTRABANK_TRANSFER' && !toOtherMember) {
      errors.push(errorItem(config, 'payment.counterparty.own-account'));
    }
    for (const rule of config.rules.blockedTransfers) {
      if (rule.fromKind === originatorRow.kind_uri && rule.toKind === counterpartyRow.kind_uri) {
        errors.push(errorItem(config, rule.messageKey));
      }
    }
  }

  // A pocket's money moves at once, never on a schedule: a later execution could find it closed.
  if ((originatorRow?.kind_uri === pocketKindUri || counterpartyRow?.kind_uri === pocketKindUri) && (body.paymentMode !== 'SINGLE' || !executeNow)) {
    errors.push(errorItem(config, 'payment.pocket.today-only'));
  }

  if (date < today) errors.push(errorItem(config, 'payment.date.past'));
  else if (date > addDays(today, config.rules.maxDaysAhead)) {
    errors.push(errorItem(config, 'payment.date.too-far', { limit: config.rules.maxDaysAhead }));
  }

  let schedule: ScheduleRule | undefined;
  if (body.paymentMode === 'SINGLE' && body.schedule) errors.push(errorItem(config, 'payment.schedule.not-allowed'));
  if (body.paymentMode === 'RECURRING') {
    const sent = body.schedule;
    if (!sent) errors.push(errorItem(config, 'payment.schedule.required'));
    else {
      schedule = {
        transferFrequency: sent.transferFrequency,
        every: everyOf(sent.every),
        startDate: sent.startDate,
        ...(sent.endDate !== undefined ? { endDate: sent.endDate } : {}),
        ...(sent.repeat !== undefined ? { repeat: sent.repeat } : {}),
      };
      if (!config.rules.frequencies.includes(sent.transferFrequency)) errors.push(errorItem(config, 'payment.schedule.frequency'));
      if (sent.startDate !== date) errors.push(errorItem(config, 'payment.schedule.start-mismatch'));
      if (sent.endDate !== undefined && sent.endDate < sent.startDate) errors.push(errorItem(config, 'payment.schedule.end-before-start'));
      if (sent.startDate === today && !config.rules.recurringStartTodayAllowed) errors.push(errorItem(config, 'payment.schedule.start-today'));
    }
    if (originatorRow) {
      for (const rule of config.rules.recurringBlockedSourceKinds) {
        if (rule.kind === originatorRow.kind_uri) errors.push(errorItem(config, rule.messageKey));
      }
    }
  }

  if (toOtherMember && amountCents > 0n) {
    const { perTransaction, perDay } = config.limits.contacts;
    if (amountCents > toCents(perTransaction)) {
      errors.push(errorItem(config, 'payment.amount.contact-limit-per-transaction', { limit: perTransaction }));
    } else if (context.balances !== false) {
      const own = context.reserved?.date === firstExecutionDate ? toCents(context.reserved.amount) : 0n;
      const used = toCents(accounts.used) - own;
      const remaining = toCents(perDay) - used;
      if (amountCents > remaining) {
        errors.push(
          errorItem(config, 'payment.amount.contact-limit-per-day', {
            limit: perDay,
            remaining: fromCents(remaining > 0n ? remaining : 0n),
          }),
        );
      }
    }
  }
  if (context.balances !== false && executeNow && originatorRow?.spendable != null && amountCents > toCents(originatorRow.spendable)) {
    const spendable = toCents(originatorRow.spendable);
    errors.push(errorItem(config, 'payment.amount.insufficient-funds', { limit: fromCents(spendable > 0n ? spendable : 0n) }));
  }

  if (context.balances !== false && counterpartyRow?.room != null && counterpartyRow.ceiling != null && amountCents > toCents(counterpartyRow.room)) {
    const room = toCents(counterpartyRow.room);
    errors.push(errorItem(config, 'payment.amount.pocket-maximum', { limit: counterpartyRow.ceiling, remaining: fromCents(room > 0n ? room : 0n) }));
  }

  if (
    context.balances !== false &&
    originatorRow?.available_cash != null &&
    counterpartyRow &&
    isCashAdvance(originatorRow.kind_uri, counterpartyRow.kind_uri, toOtherMember) &&
    amountCents > toCents(originatorRow.available_cash)
  ) {
    errors.push(errorItem(config, 'payment.amount.cash-advance-limit', { limit: originatorRow.available_cash }));
  }

  if (errors.length > 0 || !originatorRow || !counterpartyRow) throw new PaymentRejection(errors);
  return {
    paymentType: body.paymentType,
    paymentMode: body.paymentMode,
    amount: fromCents(amountCents),
    currency: info.instructedAmount.currencyCode,
    requestedExecutionDate: date,
    ...(schedule ? { schedule } : {}),
    originator: accountOf(originatorRow),
    counterparty: accountOf(counterpartyRow),
    toOtherMember,
    ...(memo !== undefined && memo.length > 0 ? { memo } : {}),
    executeNow,
    firstExecutionDate,
  };
}
