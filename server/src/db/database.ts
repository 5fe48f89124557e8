import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { availability } from '../settings.js';
import { asDatabaseFailure, isRetryableConflict } from './failures.js';

/** Anything that runs parameterised SQL: the database itself or one open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. When
   * PostgreSQL aborts it for a deadlock or a serialization failure, the whole of `work` runs again
   * (a bounded number of times), so `work` must keep its effects inside the transaction.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data folder as one archive, to clone a database (test templates). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… runs on PostgreSQL; absent runs the embedded PGlite. */
  url?: string;
  /** PGlite data folder; absent keeps the database in memory. */
  dataDir?: string;
  /** A PGlite data-folder dump to start from (a cloned test template). */
  loadDataDir?: Blob;
  /** Re-runs of a transaction aborted by a deadlock or serialization failure (settings' availability by default). */
  transactionRetries?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const retries = options.transactionRetries ?? availability.transactionRetries;
  return options.url ? openPostgres(options.url, retries) : openPglite(options, retries);
}

/** A lost connection leaves the store as DatabaseUnavailableError (503 to the member); any other failure as it was. */
async function translated<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asDatabaseFailure(error);
  }
}

/**
 * Runs one transaction again while PostgreSQL aborts it for a deadlock or serialization failure
 * (it rolled it back, so nothing of the attempt remains), after a short random wait that grows with
 * each attempt so that the transactions which collided do not collide again. Gives up after
 * `retries` re-runs with the last error.
 */
export async function withConflictRetries<T>(retries: number, attempt: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryableConflict(error) || tries >= retries) throw error;
      const wait = Math.random() * availability.transactionRetryJitterMs * (tries + 1);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Data statements PostgreSQL can PREPARE; anything else (DDL, SET, transaction control) runs as is. */
const preparable = /^\s*(select|insert|update|delete|with)\b/i;
/** Distinct statement texts kept prepared; the app has a bounded set, this only guards a runaway. */
const maxPrepared = 1000;

/**
 * The name each data statement is prepared under: the same text always gets the same name (on
 * PostgreSQL every connection of the pool so agrees), none for statements that cannot be
 * prepared or beyond maxPrepared distinct texts.
 */
function statementNames(): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    if (!preparable.test(text)) return undefined;
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= maxPrepared) return undefined;
      name = `passbook_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
}

interface PreparedStatement {
  name: string;
  /** PGlite's own serializer for each parameter's type, as its query() would bind it. */
  serializers: ((value: unknown) => string)[];
}

/**
 * PGlite's query() costs six trips into the engine per call (parse, describe, bind, describe,
 * execute, sync) and plans every time; under load that, not the SQL, is the time a request takes.
 * So each data statement is PREPAREd once and then run as `EXECUTE name(literals)` in the simple
 * protocol (two trips, cached plan). Each argument is what query() would have bound: PGlite's
 * serializer for the parameter's type, sent as a quoted literal that the parameter's type then
 * reads, exactly as it reads a bound text parameter. Quoting is sound because
 * standard_conforming_strings is on (checked at open; otherwise nothing is prepared).
 */
function pglitePreparedStatements(lite: PGlite) {
  const nameOf = statementNames();
  const statements = new Map<string, Promise<PreparedStatement | undefined>>();
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

  const prepare = (text: string, name: string): Promise<PreparedStatement | undefined> => {
    let statement = statements.get(text);
    if (statement === undefined) {
      statement = (async () => {
        try {
          // Through query(), the extended protocol, which takes exactly one statement.
          await lite.query(`prepare ${name} as ${text}`);
          const described = await lite.query<{ types: (number | string)[] }>(
            'select parameter_types::oid[] as types from pg_prepared_statements where name = $1',
            [name],
          );
          const serializers = (described.rows[0]?.types ?? []).map((oid) => lite.serializers[Number(oid)]);
          return {
            name,
            serializers: serializers.map((serializer) => (value: unknown) => (serializer ? serializer(value) : String(value))),
          };
        } catch {
          // Not preparable after all (or invalid: query() reports the error as it always did).
          return undefined;
        }
      })();
      statements.set(text, statement);
    }
    return statement;
  };

  return async function query<Row>(text: string, params: readonly unknown[]): Promise<Row[] | undefined> {
    const name = nameOf(text);
    if (name === undefined) return undefined;
    const statement = await prepare(text, name);
    if (statement === undefined || statement.serializers.length !== params.length) return undefined;
    const literals: string[] = [];
    for (const [index, value] of params.entries()) {
      if (value === null || value === undefined) {
        literals.push('null');
        continue;
      }
      const serialized = (statement.serializers[index] as (value: unknown) => string)(value);
      // A NUL cannot be in a literal (nor in any PostgreSQL text): leave the error to query().
      if (serialized.includes('\u0000')) return undefined;
      literals.push(quote(serialized));
    }
    const call = literals.length > 0 ? `execute ${statement.name}(${literals.join(', ')})` : `execute ${statement.name}`;
    const [result] = await lite.exec(call);
    return (result?.rows ?? []) as Row[];
  };
}

async function openPglite({ dataDir, loadDataDir }: DatabaseOptions, retries: number): Promise<Database> {
  const lite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const queryable = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await translated(() => q.query<Row>(text, params as unknown[]));
      return result.rows;
    },
  });
  const conforming = (await lite.query<{ standard_conforming_strings: string }>('show standard_conforming_strings')).rows[0];
  const prepared = conforming?.standard_conforming_strings === 'on' ? pglitePreparedStatements(lite) : undefined;
  const plain = queryable(lite);
  return {
    kind: 'pglite',
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await translated(() => prepared?.<Row>(text, params) ?? Promise.resolve(undefined))) ?? plain.query<Row>(text, params);
    },
    // Inside a transaction statements run as they always did: writes are rare, reads dominate.
    // PGlite runs one transaction at a time, so only a test double's conflict is ever re-run here.
    transaction: (work) => withConflictRetries(retries, () => translated(() => lite.transaction((tx) => work(queryable(tx))))),
    exec: (script) => translated(async () => {
      await lite.exec(script);
    }),
    close: () => lite.close(),
    // Uncompressed: a clone loads it a fifth faster, and it only ever lives in a temporary file.
    dumpDataDir: () => lite.dumpDataDir('none'),
  };
}

// NUMERIC and BIGINT arrive as strings from node-postgres; PGlite gives numbers for int8 and
// strings for numeric. Parse int8 as number on both so rows look the same on either store
// (our int8 values are sequence numbers, far below 2^53). NUMERIC stays a string: money is exact.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

async function openPostgres(url: string, retries: number): Promise<Database> {
  // keepAlive: a connection whose server vanished without a word (a crash, a network cut) is found
  // dead by the operating system instead of waiting forever for an answer.
  const pool = new pg.Pool({ connectionString: url, max: 10, keepAlive: true });
  // An idle connection that the server drops (restart, failover, an administrator) must not crash
  // the process: the pool discards it and opens a new one for the next query, whose own errors
  // still reach its caller. So the pool recovers by itself once the server is back.
  pool.on('error', () => undefined);
  // Sent unnamed, every statement is planned afresh on every call, and the app's joins cost more
  // to plan than to run (the context list: 6 ms planned, 0.7 ms from a cached plan). Named,
  // node-postgres prepares each once per connection, and after five runs PostgreSQL keeps a
  // generic plan when it is no worse than the custom ones (plan_cache_mode auto). A pooler must
  // keep prepared statements per server connection: docs/deployment.md.
  const nameOf = statementNames();
  const queryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const name = nameOf(text);
      const values = params as unknown[];
      const result = await translated(() => (name === undefined ? client.query(text, values) : client.query({ name, text, values })));
      return result.rows as Row[];
    },
  });

  async function attempt<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    // A checked-out connection has no listener of the pool's: one lost between two queries of the
    // transaction (the server restarting, pg_terminate_backend) emits 'error' here, which unheard
    // would end the process. Heard, the transaction's next query fails with it instead. The
    // listener goes on in the pool's callback, in the same turn as the hand-over: a new connection's
    // "ready" and a termination can arrive in one packet, before a promise's continuation runs.
    let lost: unknown;
    const onLost = (error: Error) => {
      lost = error;
    };
    const client = await translated(
      () =>
        new Promise<pg.PoolClient>((resolve, reject) => {
          pool.connect((error, connected) => {
            if (error !== undefined || connected === undefined) {
              reject(error ?? new Error('the pool handed over no connection'));
              return;
            }
            connected.on('error', onLost);
            resolve(connected);
          });
        }),
    );
    try {
      await translated(() => client.query('begin'));
      const result = await work(queryable(client));
      await translated(() => client.query('commit'));
      return result;
    } catch (error) {
      // On a lost connection there is nothing to roll back: the server did when it lost it.
      await client.query('rollback').catch((rollbackFailure: unknown) => {
        lost ??= rollbackFailure;
      });
      throw error;
    } finally {
      client.off('error', onLost);
      // A broken connection goes, not back to the pool for the next request to fail on.
      client.release(lost === undefined ? undefined : lost instanceof Error ? lost : true);
    }
  }

  return {
    kind: 'postgres',
    ...queryable(pool),
    transaction: (work) => withConflictRetries(retries, () => attempt(work)),
    exec: (script) => translated(async () => {
      await pool.query(script);
    }),
    close: () => pool.end(),
  };
}
