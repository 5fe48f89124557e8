import { createHash } from 'node:crypto';
import type { Database } from '../db/database.js';
import { ProofSignatureError, verifyProofSignature } from './proof-signature.js';

/**
 * How far a proof's iat may be from the server's clock, either way: the sign-in provider's own
 * window (oidc-provider's 300 s). A member whose clock the provider accepted when issuing their
 * tokens must not be refused by the API with them: with a narrower window every call failed, the
 * app refreshed and signed out, and the member went round in circles. A copied proof is refused by
 * its jti all the same (the replay table); the window only bounds how long jtis are kept.
 */
export const proofWindowSeconds = 300;

/** Longer jtis are refused before they reach the replay table (a random 128-bit id is 36 characters). */
const maxJtiLength = 128;

export class InvalidDpopProofError extends Error {}

/** Proofs already used, so that each is accepted once (RFC 9449 §11.1). */
export interface UsedProofs {
  /** Records the proof; false when it had been recorded already (a replay). */
  firstUse(keyThumbprint: string, jti: string, expiresAt: Date): Promise<boolean>;
}

/** Proofs recorded by one statement at most. */
const maxProofsPerStatement = 500;

interface ProofToRecord {
  key: string;
  keyThumbprint: string;
  jti: string;
  expiresAt: string;
  settle(firstUse: boolean): void;
  fail(error: unknown): void;
}

/**
 * The used proofs in the dpop_proofs table (migration 032), shared by every server process. The
 * proofs of the requests that arrive together are recorded by one statement (as a database commits
 * a group at once): a proof per request was a write per read, the largest part of a cheap read's
 * cost under load. A proof twice in one group is a replay like any other: only its first is new.
 */
export function usedProofsIn(db: Database): UsedProofs {
  const waiting: ProofToRecord[] = [];

  async function record(): Promise<void> {
    const group = waiting.splice(0, maxProofsPerStatement);
    if (waiting.length > 0) setImmediate(() => void record());
    const distinct = new Map<string, ProofToRecord>();
    for (const proof of group) if (!distinct.has(proof.key)) distinct.set(proof.key, proof);
    const proofs = [...distinct.values()];
    try {
      const inserted = await db.query<{ key_thumbprint: string; jti: string }>(
        `insert into dpop_proofs (key_thumbprint, jti, expires_at)
         select * from unnest($1::text[], $2::text[], $3::timestamptz[])
         on conflict (key_thumbprint, jti) do nothing returning key_thumbprint, jti`,
        [proofs.map((proof) => proof.keyThumbprint), proofs.map((proof) => proof.jti), proofs.map((proof) => proof.expiresAt)],
      );
      const recorded = new Set(inserted.map((row) => proofKey(row.key_thumbprint, row.jti)));
      for (const proof of group) proof.settle(distinct.get(proof.key) === proof && recorded.has(proof.key));
    } catch (error) {
      for (const proof of group) proof.fail(error);
    }
  }

  return {
    firstUse(keyThumbprint, jti, expiresAt) {
      return new Promise((settle, fail) => {
        waiting.push({ key: proofKey(keyThumbprint, jti), keyThumbprint, jti, expiresAt: expiresAt.toISOString(), settle, fail });
        if (waiting.length === 1) setImmediate(() => void record());
      });
    },
  };
}

const proofKey = (keyThumbprint: string, jti: string) => `${keyThumbprint}\u0000${jti}`;

/** Deletes the proofs past their window: a replay of one is refused by its iat anyway. */
export async function sweepUsedProofs(db: Database): Promise<void> {
  await db.query('delete from dpop_proofs where expires_at < now()');
}

export interface ProofCheck {
  /** The DPoP header(s) of the request: exactly one must be there. */
  proof: string | string[] | undefined;
  /** The request's method. */
  method: string;
  /** The request's URL as the client named it, without query and fragment (htu). */
  url: string;
  /** The access token presented with the proof (ath). */
  accessToken: string;
  /** The token's cnf.jkt: the thumbprint of the key the token is bound to. */
  keyThumbprint: string;
}

const base64urlSha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The htu as compared: query and fragment dropped, as RFC 9449 §4.3 says. */
function withoutQuery(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    parsed.search = '';
    parsed.hash = '';
    return parsed.href;
  } catch {
    return undefined;
  }
}

/**
 * Checks a DPoP proof for a request to the API (RFC 9449 §4.3 and §7.1): one proof, typ dpop+jwt,
 * an asymmetric signature by the public key in its own header, that key the one the token is bound
 * to, the request's method and URL, a recent iat, the token's hash, and a jti never used before.
 * Any failure is an InvalidDpopProofError.
 */
export async function verifyDpopProof(check: ProofCheck, used: UsedProofs): Promise<void> {
  const { proof } = check;
  if (typeof proof !== 'string' || proof === '') throw new InvalidDpopProofError('exactly one DPoP proof is needed');
  let payload: Record<string, unknown>;
  let keyThumbprint: string;
  try {
    ({ payload, keyThumbprint } = verifyProofSignature(proof));
  } catch (error) {
    if (error instanceof ProofSignatureError) throw new InvalidDpopProofError(error.message);
    throw error;
  }
  if (keyThumbprint !== check.keyThumbprint) {
    throw new InvalidDpopProofError('the proof is signed by another key than the token is bound to');
  }
  if (payload.htm !== check.method) throw new InvalidDpopProofError('the proof is for another method');
  if (typeof payload.htu !== 'string' || withoutQuery(payload.htu) !== withoutQuery(check.url)) {
    throw new InvalidDpopProofError('the proof is for another URL');
  }
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.iat !== 'number' || Math.abs(now - payload.iat) > proofWindowSeconds) {
    throw new InvalidDpopProofError('the proof is not recent');
  }
  if (payload.ath !== base64urlSha256(check.accessToken)) throw new InvalidDpopProofError('the proof is not for this access token');
  const { jti } = payload;
  if (typeof jti !== 'string' || jti === '' || jti.length > maxJtiLength) throw new InvalidDpopProofError('the proof has no usable jti');
  // Kept until the proof's iat has left the window on both sides, after which its iat refuses it anyway.
  const expiresAt = new Date((Math.max(now, payload.iat) + proofWindowSeconds + 1) * 1000);
  if (!(await used.firstUse(check.keyThumbprint, jti, expiresAt))) throw new InvalidDpopProofError('the proof has been used before');
}
