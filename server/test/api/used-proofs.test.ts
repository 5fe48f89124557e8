import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { usedProofsIn, type UsedProofs } from '../../src/http/dpop.js';
import { openTestDatabase } from '../harness.js';
import type { Database } from '../../src/db/database.js';

let db: Database;
let used: UsedProofs;
const inFiveMinutes = () => new Date(Date.now() + 300_000);

beforeAll(async () => {
  db = await openTestDatabase();
  used = usedProofsIn(db);
});
afterAll(async () => {
  await db.close();
});

describe('the used DPoP proofs', () => {
  it('records the proofs of requests arriving together in one statement, each accepted once', async () => {
    const queries = vi.spyOn(db, 'query');
    const firstUses = await Promise.all(Array.from({ length: 50 }, (_, index) => used.firstUse('key-a', `jti-${index}`, inFiveMinutes())));
    expect(firstUses).toEqual(Array.from({ length: 50 }, () => true));
    expect(queries).toHaveBeenCalledTimes(1);
    queries.mockRestore();
    expect(await used.firstUse('key-a', 'jti-7', inFiveMinutes())).toBe(false);
    // The same jti under another key is another proof.
    expect(await used.firstUse('key-b', 'jti-7', inFiveMinutes())).toBe(true);
  });

  it('accepts a proof replayed within the same group once', async () => {
    const replays = await Promise.all(Array.from({ length: 5 }, () => used.firstUse('key-a', 'replayed', inFiveMinutes())));
    expect(replays.filter(Boolean)).toHaveLength(1);
  });

  it('fails every request of a group whose statement fails, recording none of them', async () => {
    const failing = vi.spyOn(db, 'query').mockRejectedValueOnce(new Error('the database is away'));
    const outcomes = await Promise.allSettled([used.firstUse('key-c', 'one', inFiveMinutes()), used.firstUse('key-c', 'two', inFiveMinutes())]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    failing.mockRestore();
    expect(await used.firstUse('key-c', 'one', inFiveMinutes())).toBe(true);
  });
});
