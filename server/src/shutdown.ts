import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database.js';

export interface Stoppable {
  app: FastifyInstance;
  scheduler: { stop(): Promise<void> };
  db: Database;
}

/**
 * Stops the server without failing a member's request: no new connections, every request in
 * flight answered (those arriving meanwhile get Fastify's 503, so a load balancer sends them
 * elsewhere), the scheduler's run finished, then the database closed. A request that is still
 * running after `graceSeconds` has its connection closed: a stuck request must not keep a
 * deployment from rolling on, and its transaction rolls back with the database connection.
 */
export async function stopServing({ app, scheduler, db }: Stoppable, graceSeconds: number): Promise<'drained' | 'grace-exceeded'> {
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace-exceeded'>((resolve) => {
    timer = setTimeout(() => resolve('grace-exceeded'), graceSeconds * 1000);
  });
  // Closing the server ends the connections idle at that moment, not those whose request is still
  // running: once answered they stay open for the client's next request, and the close would wait
  // for them until the grace ran out. Ending each one as it falls idle lets the drain finish.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  const drained = Promise.all([app.close(), scheduler.stop()]).then(() => 'drained' as const);
  const outcome = await Promise.race([drained, graceOver]);
  clearTimeout(timer);
  clearInterval(reaper);
  if (outcome === 'grace-exceeded') app.server.closeAllConnections();
  await db.close();
  return outcome;
}
