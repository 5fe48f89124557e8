import type { Queryable } from '../../db/database.js';
import { addDays, addMonths } from '../../payments/calendar.js';
import { seedToday } from '../../seed/dates.js';

interface PayeeSeed {
  id: string;
  name: string;
  nickname: string | null;
  accountEnding: string | null;
  kind: 'biller' | 'person';
  /** Monthly amount in cents, and the day of the month it is sent. */
  cents: number;
  day: number;
}

/** demo's payees at the bill-pay provider: household bills and two people (External Transfers & Pay People). */
const demoPayees: readonly PayeeSeed[] = [
  { id: 'bp-payee-xcel', name: 'Xcel Energy', nickname: 'Electric & gas', accountEnding: '4471', kind: 'biller', cents: 12_843, day: 6 },
  { id: 'bp-payee-water', name: 'Denver Water', nickname: null, accountEnding: '0932', kind: 'biller', cents: 6_710, day: 11 },
  { id: 'bp-payee-comcast', name: 'Comcast Xfinity', nickname: 'Internet', accountEnding: '2208', kind: 'biller', cents: 8_999, day: 14 },
  { id: 'bp-payee-statefarm', name: 'State Farm Insurance', nickname: 'Car insurance', accountEnding: '7315', kind: 'biller', cents: 16_725, day: 3 },
  { id: 'bp-payee-rivera', name: 'Alex Rivera', nickname: 'Rent share', accountEnding: null, kind: 'person', cents: 45_000, day: 1 },
  { id: 'bp-payee-chen', name: 'Morgan Chen', nickname: null, accountEnding: null, kind: 'person', cents: 6_000, day: 15 },
];

const amountOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * Writes demo's payees and three months of bill payments (paid, and the next month scheduled),
 * relative to the seed's today so every run writes the same rows. Called by the demo seed;
 * existing rows are left alone.
 */
export async function seedBillPay(tx: Queryable, userId = 'u-demo'): Promise<void> {
  for (const payee of demoPayees) {
    await tx.query(
      `insert into bill_pay_payees (id, user_id, name, nickname, account_ending, kind, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do nothing`,
      [payee.id, userId, payee.name, payee.nickname, payee.accountEnding, payee.kind, `${addMonths(seedToday, -6)}T12:00:00Z`],
    );
  }
  const thisMonth = seedToday.slice(0, 8);
  const rows: unknown[][] = [];
  for (const payee of demoPayees) {
    for (let month = -2; month <= 1; month += 1) {
      const sendDate = addMonths(`${thisMonth}${String(payee.day).padStart(2, '0')}`, month);
      const status = sendDate < seedToday ? 'PAID' : 'SCHEDULED';
      rows.push([`${payee.id}-${sendDate}`, payee.id, amountOf(payee.cents), sendDate, addDays(sendDate, payee.kind === 'person' ? 1 : 3), status]);
    }
  }
  for (const row of rows) {
    await tx.query(
      `insert into bill_pay_payments (id, payee_id, amount, send_date, deliver_date, status)
       values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
      row,
    );
  }
}
