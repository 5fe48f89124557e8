import { exportJWK, generateKeyPair, type JWK, type JSONWebKeySet } from 'jose';
import type { Database, Queryable } from '../db/database.js';

async function storedKeys(db: Queryable): Promise<JWK[]> {
  const rows = await db.query<{ jwk: JWK }>('select jwk from signing_keys order by created_at, kid');
  return rows.map((row) => row.jwk);
}

/**
 * The provider's private signing keys. Generated once and kept in the database, so a restart
 * (or a second server on the same PostgreSQL) signs and verifies with the same keys.
 */
export async function loadSigningKeys(db: Database): Promise<JWK[]> {
  const stored = await storedKeys(db);
  if (stored.length > 0) return stored;
  // Made before the transaction: generating an RSA key takes a while, and the lock below is held only to store it.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const candidate: JWK = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: crypto.randomUUID() };
  return db.transaction(async (tx) => {
    // Servers starting at once on a new database each made a key of their own: the lock lets one
    // store its key at a time, and every later one finds that key and drops its own, so all sign
    // with the same key and derive the same cookie keys from it.
    await tx.query('lock table signing_keys in share row exclusive mode');
    const existing = await storedKeys(tx);
    if (existing.length > 0) return existing;
    await tx.query('insert into signing_keys (kid, jwk) values ($1, $2)', [candidate.kid, candidate]);
    return [candidate];
  });
}

/** The public half of each key, for verifying tokens. */
export function publicKeySet(privateKeys: readonly JWK[]): JSONWebKeySet {
  return {
    keys: privateKeys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined)),
    ),
  };
}
