import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { vi } from 'vitest';
import type { Database } from '../src/db/database.js';
import { decoyHash } from '../src/oidc/passwords.js';

/** What a request cost the server: scrypt hashes computed and statements sent to the database outside transactions. */
export interface Work {
  hashes: number;
  queries: number;
}

/**
 * Runs `request` counting its work, so a test can show that two answers cost the same without
 * timing them: every scrypt call (node:crypto's, which the password module's named import reads
 * once the builtin's exports are synced) and every `db.query`. The decoy hash is made first, so
 * its one-time cost is not counted against the first unknown name.
 */
export async function countWork<T>(db: Database, request: () => Promise<T>): Promise<{ answer: T; work: Work }> {
  await decoyHash();
  const scrypt = vi.spyOn(crypto, 'scrypt');
  syncBuiltinESMExports();
  const queries = vi.spyOn(db, 'query');
  try {
    const answer = await request();
    return { answer, work: { hashes: scrypt.mock.calls.length, queries: queries.mock.calls.length } };
  } finally {
    scrypt.mockRestore();
    syncBuiltinESMExports();
    queries.mockRestore();
  }
}
