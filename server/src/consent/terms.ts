import type { Queryable } from '../db/database.js';

/** config/terms.json, as schemas/terms.schema.json describes it. */
export interface TermsConfig {
  version: string;
  effective: string;
  titleKey: string;
  paragraphs: string[];
}

export const termsConfigFile = 'terms.json';

/** When the member accepted this version of the terms, or undefined when they have not. */
export async function acceptanceOf(db: Queryable, userId: string, version: string): Promise<string | undefined> {
  const [row] = await db.query<{ accepted_at: Date | string }>('select accepted_at from terms_acceptances where user_id = $1 and version = $2', [
    userId,
    version,
  ]);
  return row ? new Date(row.accepted_at).toISOString() : undefined;
}

/**
 * Records that the member accepted this version now, unless they already had: `recorded` tells
 * which, and `acceptedAt` is always the first acceptance, so a double click changes nothing.
 */
export async function acceptTermsVersion(db: Queryable, userId: string, version: string): Promise<{ acceptedAt: string; recorded: boolean }> {
  const inserted = await db.query<{ accepted_at: Date | string }>(
    'insert into terms_acceptances (user_id, version) values ($1, $2) on conflict (user_id, version) do nothing returning accepted_at',
    [userId, version],
  );
  const first = inserted[0];
  if (first) return { acceptedAt: new Date(first.accepted_at).toISOString(), recorded: true };
  const acceptedAt = await acceptanceOf(db, userId, version);
  if (acceptedAt === undefined) throw new Error(`terms acceptance of ${userId} for ${version} vanished`);
  return { acceptedAt, recorded: false };
}
