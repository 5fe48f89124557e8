import { join } from 'node:path';
import type { Database } from '../db/database.js';
import { repositoryRoot } from '../settings.js';
import { isBusinessDay, localMoment, systemClock, type Clock } from './calendar.js';
import { loadPaymentsConfig } from './config.js';
import { executeOccurrence, lockOrder, type ExecutionOutcome } from './execution.js';

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

/** Orders looked at per query; a run repeats until nothing is due (a catch-up may need several). */
const batchSize = 100;

/**
 * Executes scheduled and recurring payment orders on their day. On a business day (config
 * calendar, in the credit union's time zone) from the scheduled run time on, every ACCEPTED order
 * whose next execution date has come is executed, each occurrence in its own transaction that
 * locks the order (a concurrent cancel or edit waits) and claims the occurrence in
 * payment_order_executions: a restart, a second server or an overlapping run cannot execute an
 * occurrence twice, and an occurrence missed while the server was down is executed on the next
 * run instead of being skipped.
 */
export function createScheduler({ db, clock = systemClock, configDir = join(repositoryRoot, 'config'), log }: SchedulerOptions): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RunSummary> | undefined;

  async function run(): Promise<RunSummary> {
    const config = await loadPaymentsConfig(configDir);
    const now = clock.now();
    const { date: today, time } = localMoment(now, config.calendar.timeZone);
    const summary: RunSummary = { processed: 0, rejected: 0 };
    await db.query(`delete from payment_order_validations where expires_at < $1::timestamptz`, [now.toISOString()]);
    if (!isBusinessDay(today, config.calendar) || time < config.calendar.scheduledRunTime) return summary;
    summary.date = today;
    const seen = new Set<string>();
    for (;;) {
      const due = await db.query<{ id: string; next_occurrence_date: string }>(
        `select id, to_char(next_occurrence_date, 'YYYY-MM-DD') as next_occurrence_date from payment_orders
          where status = 'ACCEPTED' and next_execution_date <= $1::date
          order by next_execution_date, id limit ${batchSize}`,
        [today],
      );
      // An occurrence already tried in this run (e.g. locked by another server) is not retried here.
      const fresh = due.filter((row) => !seen.has(`${row.id}@${row.next_occurrence_date}`));
      if (fresh.length === 0) break;
      for (const { id, next_occurrence_date } of fresh) {
        seen.add(`${id}@${next_occurrence_date}`);
        let outcome: ExecutionOutcome | undefined;
        try {
          outcome = await db.transaction(async (tx) => {
            const order = await lockOrder(tx, id);
            if (!order || order.status !== 'ACCEPTED' || !order.next_execution_date || order.next_execution_date > today) return undefined;
            return executeOccurrence(tx, config, order, order.next_occurrence_date!, order.next_execution_date, now);
          });
        } catch (error) {
          log?.error({ err: error, paymentOrderId: id }, 'scheduled payment order failed; it stays due');
          continue;
        }
        if (outcome === 'processed') summary.processed++;
        if (outcome === 'rejected') summary.rejected++;
      }
    }
    if (summary.processed + summary.rejected > 0) log?.info({ ...summary }, 'scheduled payment orders executed');
    return summary;
  }

  function runDue(): Promise<RunSummary> {
    // Runs never overlap within one server; across servers the row locks and claims keep them apart.
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
            void loadPaymentsConfig(configDir)
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
