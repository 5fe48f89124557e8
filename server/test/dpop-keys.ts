import { createHash, randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

export interface ProofClaims {
  method: string;
  /** The URL the proof is for (htu), absolute. */
  url: string;
  /** The access token sent with the proof (its hash becomes ath); none at the token endpoint. */
  accessToken?: string;
  /** Overrides for tests of refused proofs: a fixed jti (replay), an old iat, no ath (null). */
  jti?: string;
  iat?: number;
  ath?: string | null;
}

/** A client's DPoP key pair, as the browser keeps one in IndexedDB, signing proofs (RFC 9449 §4.2). */
export interface ProofKey {
  /** RFC 7638 thumbprint of the public key: the cnf.jkt of tokens bound to it. */
  thumbprint: string;
  prove(claims: ProofClaims): Promise<string>;
}

export async function createProofKey(): Promise<ProofKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk: JWK = await exportJWK(publicKey);
  const thumbprint = await calculateJwkThumbprint(jwk, 'sha256');
  return {
    thumbprint,
    prove({ method, url, accessToken, jti = randomUUID(), iat = Math.floor(Date.now() / 1000), ath }) {
      const hash = accessToken === undefined ? undefined : createHash('sha256').update(accessToken).digest('base64url');
      const athClaim = ath === null ? undefined : (ath ?? hash);
      return new SignJWT({ htm: method, htu: url, jti, iat, ...(athClaim === undefined ? {} : { ath: athClaim }) })
        .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
        .sign(privateKey);
    },
  };
}
