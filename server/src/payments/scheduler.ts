import { join } from 'node:path';
import { defaultTenant } from '../config/checks.js';
import type { Database, Queryable } from '../db/database.js';
import { repositoryRoot } from '../settings.js';
import { isBusinessDay, localMoment, systemClock, type Clock } from './calendar.js';
import { loadPaymentsConfig } from './config.js';
import { executeOccurrence, orderColumns, type ExecutionOutcome, type OrderRow } from './execution.js';

export interface SchedulerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SchedulerOptions {
  db: Database;
  /** Where "now" comes from; tests pass a fake clock. */
  clock?: Clock;
  /** Folder holding payments.json (the default tenant's config/ when absent). */
  configDir?: string;
  /**
   * The tenant whose published calendar and poll interval the scheduler follows (the default
   * tenant when absent). Payment orders carry no tenant: the sandbox's ledger is one, so one
   * calendar decides when its due orders run.
   */
  tenant?: string;
  log?: SchedulerLog;
}

export interface RunSummary {
  /** The business day the run executed for, or undefined when it was not time to run. */
  date?: string;
  processed: number;
  rejected: number;
}

export interface Scheduler {
  /** Executes every occurrence due up to now (catching up after downtime), once each. */
  runDue(): Promise<RunSummary>;
  /** Runs now and then every `scheduler.pollSeconds` of config/payments.json. */
  start(): void;
  /** Stops polling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * The first due order no other transaction holds, locked until this transaction ends. Orders held
 * by another server's scheduler (or by a member's cancel or edit) are passed over, not waited for,
 * so schedulers polling at once share the due orders instead of queueing behind each other's locks.
 */
async function lockNextDueOrder(tx: Queryable, today: string, passedOver: readonly string[]): Promise<OrderRow | undefined> {
  const [order] = await tx.query<OrderRow>(
    `select ${orderColumns} from payment_orders
      where status = 'ACCEPTED' and next_execution_date <= $1::date and id <> all($2::text[])
      order by next_execution_date, id limit 1
      for update skip locked`,
    [today, passedOver],
  );
  return order;
}

const occurrenceOf = (order: OrderRow) => `${order.id}@${order.next_occurrence_date}`;

/**
 * Executes scheduled and recurring payment orders on their day. On a business day (config
 * calendar, in the credit union's time zone) from the scheduled run time on, every ACCEPTED order
 * whose next execution date has come is executed, each occurrence in its own transaction that
 * picks the order with FOR UPDATE SKIP LOCKED (a concurrent cancel or edit waits; another
 * server's scheduler takes the next order instead) and claims the occurrence in
 * payment_order_executions: a restart, a second server or an overlapping run cannot execute an
 * occurrence twice, and an occurrence missed while the server was down is executed on the next
 * run instead of being skipped.
 */
export function createScheduler({ db, clock = systemClock, configDir = join(repositoryRoot, 'config'), tenant = defaultTenant, log }: SchedulerOptions): Scheduler {
  const loadConfig = () => loadPaymentsConfig(db, configDir, tenant);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RunSummary> | undefined;

  async function run(): Promise<RunSummary> {
    const config = await loadConfig();
    const now = clock.now();
    const { date: today, time } = localMoment(now, config.calendar.timeZone);
    const summary: RunSummary = { processed: 0, rejected: 0 };
    await db.query(`delete from payment_order_validations where expires_at < $1::timestamptz`, [now.toISOString()]);
    if (!isBusinessDay(today, config.calendar) || time < config.calendar.scheduledRunTime) return summary;
    summary.date = today;
    // Orders left to the next run: their execution failed, or it left them due for the same occurrence.
    const passedOver: string[] = [];
    const executed = new Set<string>();
    for (;;) {
      const attempt: { order?: OrderRow; outcome?: ExecutionOutcome } = {};
      try {
        await db.transaction(async (tx) => {
          const order = await lockNextDueOrder(tx, today, passedOver);
          attempt.order = order;
          attempt.outcome = undefined;
          if (!order || executed.has(occurrenceOf(order))) return;
          attempt.outcome = (await executeOccurrence(tx, config, order, order.next_occurrence_date!, order.next_execution_date!, now)).outcome;
        });
      } catch (error) {
        // Failing before an order was picked is the database's failure: the run ends, the next one tries again.
        if (!attempt.order) throw error;
        log?.error({ err: error, paymentOrderId: attempt.order.id }, 'scheduled payment order failed; it stays due');
        passedOver.push(attempt.order.id);
        continue;
      }
      const { order, outcome } = attempt;
      if (!order) break;
      if (!outcome) {
        passedOver.push(order.id);
        continue;
      }
      executed.add(occurrenceOf(order));
      if (outcome === 'processed') summary.processed++;
      if (outcome === 'rejected') summary.rejected++;
    }
    if (summary.processed + summary.rejected > 0) log?.info({ ...summary }, 'scheduled payment orders executed');
    return summary;
  }

  function runDue(): Promise<RunSummary> {
    // Runs never overlap within one server; across servers SKIP LOCKED and the claims keep them apart.
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    runDue,
    start() {
      if (timer) return;
      const tick = () => {
        runDue()
          .catch((error: unknown) => log?.error({ err: error }, 'payment scheduler run failed'))
          .finally(() => {
            void loadConfig()
              .then((config) => config.scheduler.pollSeconds)
              .catch(() => 60)
              .then((seconds) => {
                if (timer !== undefined) timer = setTimeout(tick, seconds * 1000);
              });
          });
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      const pending = timer;
      timer = undefined;
      if (pending) clearTimeout(pending);
      await running?.catch(() => undefined);
    },
  };
}
