import type { Queryable } from '../db/database.js';

export interface PageQuery {
  /** Page index, from 0. */
  from: number;
  size: number;
}

/**
 * One page of a table's rows and how many there are in all (the platform's `X-Total-Count`).
 * `where` uses $1..$n of `params`; the page's limit and offset are appended after them.
 */
export async function pageOf<Row>(
  db: Queryable,
  query: { table: string; columns: string; where: string; params: readonly unknown[]; orderBy: string; page: PageQuery },
): Promise<{ rows: Row[]; total: number }> {
  const { table, columns, where, params, orderBy, page } = query;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from ${table} where ${where}`, [...params]);
  const rows = await db.query<Row>(
    `select ${columns} from ${table} where ${where} order by ${orderBy} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.size, page.from * page.size],
  );
  return { rows, total: count?.total ?? 0 };
}
