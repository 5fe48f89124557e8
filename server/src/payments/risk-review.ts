import type { Queryable } from '../db/database.js';
import type { ErrorItem } from '../http/errors.js';
import { toCents } from '../ledger/index.js';
import type { PaymentsConfig, RiskReviewRule } from './config.js';
import { orderColumns, type NewOrder, type OrderRow } from './execution.js';
import { errorItem, type CheckedOrder, type PaymentOrderBody } from './validation.js';

const sameName = (a: string | undefined, b: string) => a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

function meets(rule: RiskReviewRule, body: PaymentOrderBody, checked: CheckedOrder): boolean {
  const info = body.transferTransactionInformation;
  if (rule.counterpartyName !== undefined && !sameName(info.counterparty?.name, rule.counterpartyName) && !sameName(info.counterpartyAccount.name, rule.counterpartyName)) {
    return false;
  }
  return rule.minimumAmount === undefined || toCents(checked.amount) >= toCents(rule.minimumAmount);
}

/**
 * The sandbox's fraud review of a payment being sent (payments.json `rules.riskReview`): the
 * error of the first rule it meets, or undefined when it may go ahead.
 */
export function riskReviewDecline(config: PaymentsConfig, body: PaymentOrderBody, checked: CheckedOrder): ErrorItem | undefined {
  const rule = (config.rules.riskReview ?? []).find((candidate) => meets(candidate, body, checked));
  return rule ? errorItem(config, rule.messageKey) : undefined;
}

/**
 * Keeps a declined payment as a REJECTED order with its reason, never executed and with no
 * postings, so the member's activity shows what was tried. An id already used changes nothing
 * ('duplicate'); otherwise answers the order as recorded.
 */
export async function recordDeclinedOrder(tx: Queryable, order: NewOrder, error: ErrorItem): Promise<OrderRow | 'duplicate'> {
  const { checked } = order;
  const { id: _id, version: _version, ...body } = order.body;
  const [recorded] = await tx.query<OrderRow>(
    `insert into payment_orders (id, service_agreement_id, created_by, acting_agent_id, payment_type, payment_mode, status, bank_status,
                                 reason_code, error_description, error_key, error_context, originator_arrangement_id,
                                 counterparty_arrangement_id, to_other_member, amount, currency, requested_execution_date, body)
     values ($1, $2, $3, $4, $5, $6, 'REJECTED', 'REJECTED', 'PP12', $7, $8, $9::jsonb, $10, $11, $12, $13::numeric, $14, $15::date, $16::jsonb)
     on conflict (id) do nothing
     returning ${orderColumns}`,
    [
      order.id, order.serviceAgreementId, order.userId, order.agentId ?? null, checked.paymentType, checked.paymentMode,
      error.message, error.key, JSON.stringify(error.context ?? {}), checked.originator.arrangementId,
      checked.counterparty.arrangementId, checked.toOtherMember, checked.amount, checked.currency,
      checked.requestedExecutionDate, JSON.stringify(body),
    ],
  );
  return recorded ?? 'duplicate';
}
