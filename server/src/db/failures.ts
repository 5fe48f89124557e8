/**
 * Which database failures are the database's state rather than the request's fault: the server
 * unreachable or restarting (answer 503 and let the member try again), or a transaction that lost
 * a race PostgreSQL resolved by aborting it (run it again).
 */

/** The database cannot be reached right now; the request may be tried again shortly. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    // The driver's words stay in `cause` for the log; they never reach an answer.
    super('The database is unavailable.', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs of a server going away or not yet there: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up or shutting down), too_many_connections, and class 08
 * (connection exception).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a connection refused, reset or cut off. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * node-postgres reports a connection that ended under a query, or a client left unusable by one,
 * with plain errors that carry no code; PGlite reports a query after close() the same way.
 */
const lostConnectionMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'PGlite is closed',
  'PGlite is closing',
];

function codeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = codeOf(error);
  if (code !== undefined && (unavailableStates.has(code) || code.startsWith('08') || socketCodes.has(code))) return true;
  // A refused connection to a host with several addresses arrives as an AggregateError of each try.
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return error instanceof Error && code === undefined && lostConnectionMessages.some((text) => error.message.startsWith(text));
}

/** serialization_failure and deadlock_detected: PostgreSQL rolled the transaction back, running it again is safe. */
export function isRetryableConflict(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40001' || code === '40P01';
}

/** The same error, as the typed one when the database is unreachable. */
export function asDatabaseFailure(error: unknown): unknown {
  return isConnectionFailure(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error;
}
