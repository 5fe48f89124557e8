import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems, toCents } from '../src/ledger/index.js';
import {
  addDays,
  businessDayOnOrAfter,
  isBusinessDay,
  localMoment,
  occurrenceAfter,
  occurrenceDate,
  valueDateAt,
} from '../src/payments/calendar.js';
import type { CalendarConfig, PaymentsConfig } from '../src/payments/config.js';
import { createScheduler } from '../src/payments/scheduler.js';
import { createTestApp, type TestApp } from './harness.js';
import { businessDayAhead, clockAt, ledgerBalance, orderBody, ordersUrl, paymentProblems, paymentsConfig, transfer, type Call } from './payments-helpers.js';

const calendar: CalendarConfig = {
  timeZone: 'America/Denver',
  weekendDays: [0, 6],
  cutOffTime: '14:00',
  scheduledRunTime: '06:00',
  holidays: ['2026-11-26', '2026-12-25'],
};

describe('business-day calendar (America/Denver)', () => {
  it('reads dates and times in Denver, daylight saving included', () => {
    expect(localMoment(new Date('2026-07-01T05:30:00Z'), 'America/Denver')).toEqual({ date: '2026-06-30', time: '23:30' });
    expect(localMoment(new Date('2026-12-01T06:59:00Z'), 'America/Denver')).toEqual({ date: '2026-11-30', time: '23:59' });
    expect(localMoment(new Date('2026-12-01T07:00:00Z'), 'America/Denver')).toEqual({ date: '2026-12-01', time: '00:00' });
  });

  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-25', calendar)).toBe(true);
    expect(isBusinessDay('2026-11-26', calendar)).toBe(false);
    expect(isBusinessDay('2026-11-28', calendar)).toBe(false);
    expect(businessDayOnOrAfter('2026-11-26', calendar)).toBe('2026-11-27');
    expect(businessDayOnOrAfter('2026-12-25', calendar)).toBe('2026-12-28');
    expect(businessDayOnOrAfter('2026-11-30', calendar)).toBe('2026-11-30');
  });

  it('gives value on the next business day after the cut-off', () => {
    expect(valueDateAt(new Date('2026-11-25T20:59:00Z'), calendar)).toBe('2026-11-25');
    expect(valueDateAt(new Date('2026-11-25T21:00:00Z'), calendar)).toBe('2026-11-27');
    expect(valueDateAt(new Date('2026-11-28T17:00:00Z'), calendar)).toBe('2026-11-30');
  });

  it('counts monthly occurrences from the start so month ends do not drift', () => {
    const rule = { transferFrequency: 'MONTHLY' as const, every: 1, startDate: '2027-01-31' };
    expect([0, 1, 2, 3].map((n) => occurrenceDate(rule, n))).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(occurrenceAfter({ ...rule, repeat: 2 }, '2027-02-28')).toBeUndefined();
    expect(occurrenceAfter({ ...rule, endDate: '2027-03-30' }, '2027-02-28')).toBeUndefined();
    expect(occurrenceAfter({ transferFrequency: 'BIWEEKLY', every: 1, startDate: '2026-12-04' }, '2026-12-04')).toBe('2026-12-18');
    expect(occurrenceAfter({ transferFrequency: 'WEEKLY', every: 2, startDate: '2026-12-04' }, '2026-12-04')).toBe('2026-12-18');
  });
});

describe('scheduler', () => {
  let t: TestApp;
  let demo: Call;
  let config: PaymentsConfig;
  beforeAll(async () => {
    t = await createTestApp();
    demo = t.as('u-demo');
    config = await paymentsConfig();
  });
  afterAll(async () => {
    await t.close();
  });

  it('executes a scheduled order on its business day, once, even across restarts', async () => {
    const date = await businessDayAhead(3);
    const before = await ledgerBalance(t.db, 'arr-demo-checking');
    const { submit } = await transfer(demo, orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: '12.34', date }));
    const { id } = submit!.json() as { id: string };

    const early = createScheduler({ db: t.db, clock: clockAt(date, '05:59') });
    expect(await early.runDue()).toEqual({ date: undefined, processed: 0, rejected: 0 });
    const dayBefore = createScheduler({ db: t.db, clock: clockAt(addDays(date, -1), '12:00') });
    expect((await dayBefore.runDue()).processed).toBe(0);

    const onTime = createScheduler({ db: t.db, clock: clockAt(date, '06:00') });
    const restarted = createScheduler({ db: t.db, clock: clockAt(date, '06:05') });
    const [first, concurrent] = await Promise.all([onTime.runDue(), restarted.runDue()]);
    expect(first.processed + concurrent.processed).toBe(1);
    expect((await restarted.runDue()).processed).toBe(0);
    expect(toCents(await ledgerBalance(t.db, 'arr-demo-checking'))).toBe(toCents(before) - 1234n);
    const detail = (await demo({ method: 'GET', url: `${ordersUrl}/${id}` })).json() as { status: string };
    expect(detail.status).toBe('PROCESSED');
    const [row] = await t.db.query<{ booking_date: string }>(
      `select to_char(booking_date, 'YYYY-MM-DD') as booking_date from transactions where reference = $1 and credit_debit_indicator = 'DBIT'`,
      [id],
    );
    expect(row?.booking_date).toBe(date);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('catches up a recurring order missed while down, each occurrence once, then stops at its end', async () => {
    const start = await businessDayAhead(7);
    const { submit } = await transfer(
      demo,
      orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: '5.00', date: start, recurring: { transferFrequency: 'WEEKLY', repeat: 3 } }),
    );
    const { id } = submit!.json() as { id: string };
    const later = businessDayOnOrAfter(addDays(start, 21), config.calendar);
    const scheduler = createScheduler({ db: t.db, clock: clockAt(later, '09:00') });
    const run = await scheduler.runDue();
    expect(run.processed).toBe(3);
    expect((await createScheduler({ db: t.db, clock: clockAt(later, '09:30') }).runDue()).processed).toBe(0);
    const executions = await t.db.query<{ occurrence: string }>(
      `select to_char(occurrence_date, 'YYYY-MM-DD') as occurrence from payment_order_executions where payment_order_id = $1 order by 1`,
      [id],
    );
    expect(executions.map((row) => row.occurrence)).toEqual([start, addDays(start, 7), addDays(start, 14)]);
    const detail = (await demo({ method: 'GET', url: `${ordersUrl}/${id}` })).json() as { status: string };
    expect(detail.status).toBe('PROCESSED');
    expect(await paymentProblems(t.db, config.limits.contacts.perDay)).toEqual([]);
  });

  it('records a failed occurrence when the money is not there, and moves on', async () => {
    const date = await businessDayAhead(8);
    const [{ spendable } = { spendable: '0' }] = await t.db.query<{ spendable: string }>(
      `select (balance + held - floor)::text as spendable from ledger_accounts where arrangement_id = 'arr-demo-checking-bills'`,
    );
    const amount = `${(toCents(spendable) / 100n + 1n).toString()}.00`;
    const { submit } = await transfer(demo, orderBody({ from: 'arr-demo-checking-bills', to: 'arr-demo-savings', amount, date }));
    const { id } = submit!.json() as { id: string };
    const run = await createScheduler({ db: t.db, clock: clockAt(date, '07:00') }).runDue();
    expect(run.rejected).toBe(1);
    const detail = (await demo({ method: 'GET', url: `${ordersUrl}/${id}` })).json() as { status: string; errorDescription: string; reasonCode: string };
    expect(detail).toMatchObject({ status: 'REJECTED', reasonCode: 'PP12', errorDescription: config.messages['payment.amount.insufficient-funds'] });
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('does not run a cancelled order, and runs no order on a holiday', async () => {
    const date = await businessDayAhead(9);
    const { submit } = await transfer(demo, orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: '1.00', date }));
    const { id } = submit!.json() as { id: string };
    await demo({ method: 'POST', url: `${ordersUrl}/${id}/cancel` });
    expect((await createScheduler({ db: t.db, clock: clockAt(date, '08:00') }).runDue()).processed).toBe(0);
    const holiday = config.calendar.holidays.find((day) => day > date) ?? '2027-11-25';
    expect(await createScheduler({ db: t.db, clock: clockAt(holiday, '10:00') }).runDue()).toEqual({ date: undefined, processed: 0, rejected: 0 });
  });

  it('polls when started and stops cleanly', async () => {
    const date = await businessDayAhead(10);
    const { submit } = await transfer(demo, orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: '1.11', date }));
    const { id } = submit!.json() as { id: string };
    const scheduler = createScheduler({ db: t.db, clock: clockAt(date, '06:30') });
    scheduler.start();
    await expect.poll(async () => ((await demo({ method: 'GET', url: `${ordersUrl}/${id}` })).json() as { status: string }).status, { timeout: 10_000 }).toBe('PROCESSED');
    await scheduler.stop();
  });

  it('shares the due orders between two servers’ schedulers running at once, each occurrence once', async () => {
    const start = await businessDayAhead(11);
    const single = [];
    for (const amount of ['2.01', '2.02', '2.03', '2.04', '2.05']) {
      const { submit } = await transfer(demo, orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount, date: start }));
      single.push((submit!.json() as { id: string }).id);
    }
    const { submit } = await transfer(
      demo,
      orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: '3.00', date: start, recurring: { transferFrequency: 'WEEKLY', repeat: 3 } }),
    );
    const recurring = (submit!.json() as { id: string }).id;
    const before = await ledgerBalance(t.db, 'arr-demo-checking');

    // Both servers' schedulers wake up on the day the recurring order's last occurrence is due.
    const day = businessDayOnOrAfter(addDays(start, 14), config.calendar);
    const [first, second] = await Promise.all([
      createScheduler({ db: t.db, clock: clockAt(day, '06:00') }).runDue(),
      createScheduler({ db: t.db, clock: clockAt(day, '06:00') }).runDue(),
    ]);
    expect(first.processed + second.processed).toBe(single.length + 3);
    const executions = await t.db.query<{ id: string; count: number; entries: number }>(
      `select o.id, (select count(*)::int from payment_order_executions e where e.payment_order_id = o.id) as count,
              (select count(*)::int from journal_entries j where j.payment_order_id like o.id || '@%') as entries
         from payment_orders o where o.id = any($1::text[]) order by o.id`,
      [[...single, recurring]],
    );
    expect(Object.fromEntries(executions.map((row) => [row.id, [row.count, row.entries]]))).toEqual(
      Object.fromEntries([...single.map((id) => [id, [1, 1]]), [recurring, [3, 3]]]),
    );
    expect(toCents(await ledgerBalance(t.db, 'arr-demo-checking'))).toBe(toCents(before) - 1015n - 900n);
    expect(await ledgerProblems(t.db)).toEqual([]);
    expect(await paymentProblems(t.db, config.limits.contacts.perDay)).toEqual([]);
  });
});
