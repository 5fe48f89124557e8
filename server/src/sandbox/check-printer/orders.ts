import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import { newOneTimeToken, tokenHash } from '../one-time-tokens.js';
import { checksPerBox, checkStyleById, deliveredAfterDays, maxBoxes, maxCheckNumber, orderFormMinutes, shipsAfterDays, type CheckStyle } from './catalogue.js';

/** The member and account a redeemed sso key handed over. */
export interface HandedOverAccount {
  user_id: string;
  actor_id: string | null;
  service_agreement_id: string;
  arrangement_id: string;
}

export interface OrderFormAccount {
  display_name: string;
  bban: string | null;
  /** The number the next box starts at: after the highest check written or already ordered. */
  next_check_number: string;
}

/** A new order form's token, bound to the handed-over member and account for {@link orderFormMinutes}. */
export async function openOrderForm(db: Queryable, handedOver: HandedOverAccount): Promise<string> {
  const token = newOneTimeToken();
  await db.query(
    `insert into check_order_forms (token_hash, user_id, actor_id, service_agreement_id, arrangement_id, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [tokenHash(token), handedOver.user_id, handedOver.actor_id, handedOver.service_agreement_id, handedOver.arrangement_id, orderFormMinutes],
  );
  return token;
}

export async function orderFormAccount(db: Queryable, arrangementId: string): Promise<OrderFormAccount | undefined> {
  const [account] = await db.query<OrderFormAccount>(
    `select a.display_name, a.bban,
            (greatest(
               coalesce((select max(t.check_number::bigint) from transactions t
                          where t.arrangement_id = a.id and t.check_number ~ '^[0-9]{1,9}$'), 0),
               coalesce((select max(o.starting_check_number + o.boxes * o.checks_per_box - 1) from check_orders o
                          where o.arrangement_id = a.id), 0)) + 1)::text as next_check_number
       from arrangements a where a.id = $1`,
    [arrangementId],
  );
  return account;
}

/** The account of an open (unspent, unexpired) order form, to show the form again after bad input. */
export async function openFormAccount(db: Queryable, token: string): Promise<string | undefined> {
  const [form] = await db.query<{ arrangement_id: string }>(
    `select arrangement_id from check_order_forms where token_hash = $1 and used_at is null and expires_at > now()`,
    [tokenHash(token)],
  );
  return form?.arrangement_id;
}

export interface OrderInput {
  style: CheckStyle;
  boxes: number;
  startingCheckNumber: number;
}

/** What was wrong with the posted form, by field, in the printer's words. */
export type OrderProblems = Partial<Record<'style' | 'boxes' | 'startingCheckNumber', string>>;

const field = (body: Record<string, unknown>, name: string): string => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');

/** The posted form read strictly: a known style, 1 to 4 boxes, a whole starting number in range. */
export function readOrderInput(body: Record<string, unknown>): OrderInput | OrderProblems {
  const problems: OrderProblems = {};
  const style = checkStyleById(field(body, 'style'));
  if (!style) problems.style = 'Choose one of the check styles.';
  const boxesText = field(body, 'boxes');
  const boxes = /^[0-9]{1,2}$/.test(boxesText) ? Number(boxesText) : 0;
  if (boxes < 1 || boxes > maxBoxes) problems.boxes = `Order from 1 to ${maxBoxes} boxes.`;
  const startText = field(body, 'startingCheckNumber');
  const start = /^[0-9]{1,9}$/.test(startText) ? Number(startText) : 0;
  if (start < 1 || start + boxes * checksPerBox - 1 > maxCheckNumber) problems.startingCheckNumber = 'Enter a starting check number from 1 to 999999999.';
  if (!style || Object.keys(problems).length > 0) return problems;
  return { style, boxes, startingCheckNumber: start };
}

export const isOrderInput = (value: OrderInput | OrderProblems): value is OrderInput => 'style' in value && typeof value.style === 'object';

export interface PlacedOrder {
  order_number: string;
  display_name: string;
  delivered_by: string;
}

/**
 * Spends the form's token, records the order and audits it (who, for whom, which agreement) in one
 * statement, so a replayed or double-posted form places one order; undefined when the token is
 * unknown, spent or expired.
 */
export async function placeOrder(db: Queryable, token: string, input: OrderInput): Promise<PlacedOrder | undefined> {
  const [order] = await db.query<PlacedOrder>(
    `with form as (
       update check_order_forms set used_at = now()
        where token_hash = $1 and used_at is null and expires_at > now()
        returning user_id, actor_id, service_agreement_id, arrangement_id),
     placed as (
       insert into check_orders (id, order_number, user_id, arrangement_id, style, style_name, price_per_box, boxes, checks_per_box,
                                 starting_check_number, ships_on, delivered_by)
       select $2, 'HC' || nextval('check_order_numbers')::text, user_id, arrangement_id, $3, $4, $5::numeric, $6, $7, $8,
              current_date + $9::int, current_date + $10::int
         from form
       returning order_number, arrangement_id, delivered_by),
     audited as (
       insert into audit_events (actor_id, subject_id, action, details)
       select coalesce(f.actor_id, f.user_id), f.user_id, 'check-order.placed',
              jsonb_build_object('orderNumber', p.order_number, 'arrangementId', p.arrangement_id, 'serviceAgreementId', f.service_agreement_id)
         from form f cross join placed p)
     select p.order_number, a.display_name, to_char(p.delivered_by, 'YYYY-MM-DD') as delivered_by
       from placed p join arrangements a on a.id = p.arrangement_id`,
    [
      tokenHash(token),
      randomUUID(),
      input.style.id,
      input.style.name,
      input.style.pricePerBox,
      input.boxes,
      checksPerBox,
      input.startingCheckNumber,
      shipsAfterDays,
      deliveredAfterDays,
    ],
  );
  return order;
}
