import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from './db/database.js';
import { pendingMigrations } from './db/migrate.js';
import { availability } from './settings.js';

/** What an orchestrator's probe reads: never cached, no token, outside the client API. */
const statusSchema = { type: 'object', properties: { status: { type: 'string' } }, required: ['status'], additionalProperties: false };
const errorSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, key: { type: 'string' }, errors: { type: 'array', maxItems: 0 } },
  required: ['message', 'key', 'errors'],
  additionalProperties: false,
};

type Readiness = 'ready' | 'database-unreachable' | 'migrations-pending';

const notReadyMessages: Record<Exclude<Readiness, 'ready'>, string> = {
  'database-unreachable': 'The database is not answering.',
  'migrations-pending': 'The database is not migrated to this version of the server.',
};

/** The database answers and has every migration this server knows: ready; any failure or a slow answer is not. */
async function readinessOf(db: Database): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'database-unreachable'>((resolve) => {
    timer = setTimeout(() => resolve('database-unreachable'), availability.readinessTimeoutMs);
  });
  const check = (async (): Promise<Readiness> => {
    try {
      await db.query('select 1');
      return (await pendingMigrations(db)).length === 0 ? 'ready' : 'migrations-pending';
    } catch {
      return 'database-unreachable';
    }
  })();
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * GET /healthz: the process is alive and serving (never touches the database, so a database
 * outage does not get a healthy process restarted). GET /readyz: this server can serve requests
 * now: its database answers and is migrated; 503 sends load elsewhere until it is.
 */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get('/healthz', { schema: { response: { 200: statusSchema } } }, async (_request, reply) => noStore(reply).send({ status: 'ok' }));
  app.get('/readyz', { schema: { response: { 200: statusSchema, 503: errorSchema } } }, async (request, reply) => {
    const readiness = await readinessOf(db);
    if (readiness === 'ready') return noStore(reply).send({ status: 'ready' });
    request.log.warn({ readiness }, 'not ready');
    return noStore(reply)
      .status(503)
      .header('Retry-After', String(availability.retryAfterSeconds))
      .send({ message: notReadyMessages[readiness], key: `readiness.${readiness}`, errors: [] });
  });
}
