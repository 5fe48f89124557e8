import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Anything that runs parameterised SQL: the database itself or one open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options);
}

async function openPglite({ dataDir, loadDataDir }: DatabaseOptions): Promise<Database> {
  const lite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const queryable = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await q.query<Row>(text, params as unknown[]);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...queryable(lite),
    transaction: (work) => lite.transaction((tx) => work(queryable(tx))),
    exec: async (script) => {
      await lite.exec(script);
    },
    close: () => lite.close(),
    dumpDataDir: () => lite.dumpDataDir('gzip'),
  };
}

// NUMERIC and BIGINT arrive as strings from node-postgres; PGlite gives numbers for int8 and
// strings for numeric. Parse int8 as number on both so rows look the same on either store
// (our int8 values are sequence numbers, far below 2^53). NUMERIC stays a string: money is exact.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const queryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await client.query(text, params as unknown[]);
      return result.rows as Row[];
    },
  });
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(queryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (script) => {
      await pool.query(script);
    },
    close: () => pool.end(),
  };
}
