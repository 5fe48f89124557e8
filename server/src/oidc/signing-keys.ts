import { exportJWK, generateKeyPair, type JWK, type JSONWebKeySet } from 'jose';
import type { Database } from '../db/database.js';

/**
 * The provider's private signing keys. Generated once and kept in the database, so a restart
 * (or a second server on the same PostgreSQL) signs and verifies with the same keys.
 */
export async function loadSigningKeys(db: Database): Promise<JWK[]> {
  const rows = await db.query<{ jwk: JWK }>('select jwk from signing_keys order by created_at, kid');
  if (rows.length > 0) return rows.map((row) => row.jwk);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: crypto.randomUUID() };
  // Two servers starting at once on one PostgreSQL: the first insert wins, both read it back.
  await db.query('insert into signing_keys (kid, jwk) values ($1, $2) on conflict do nothing', [jwk.kid, jwk]);
  return loadSigningKeys(db);
}

/** The public half of each key, for verifying tokens. */
export function publicKeySet(privateKeys: readonly JWK[]): JSONWebKeySet {
  return {
    keys: privateKeys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined)),
    ),
  };
}
