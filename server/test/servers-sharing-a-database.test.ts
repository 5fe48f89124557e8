import { describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../src/oidc/signing-keys.js';
import { openTestDatabase } from './harness.js';

// Servers on one database, in this process: what each one keeps must not make them disagree.
// Real server processes behind a proxy are cluster.test.ts's; these are the cheap cases.

describe('signing keys', () => {
  it('are the same for servers starting at once on a database without any', async () => {
    const db = await openTestDatabase();
    try {
      expect(await db.query('select kid from signing_keys')).toEqual([]);
      const [first, second] = await Promise.all([loadSigningKeys(db), loadSigningKeys(db)]);
      expect(second).toEqual(first);
      expect(await db.query('select kid from signing_keys')).toEqual([{ kid: first[0]?.kid }]);
    } finally {
      await db.close();
    }
  });
});
