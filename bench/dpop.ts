import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign } from 'node:crypto';

/**
 * A client's DPoP key for the benchmarks, signing synchronously (node:crypto), because autocannon
 * builds each request in a synchronous `setupRequest`: every request needs its own proof, as the
 * API accepts a proof once.
 */
export interface BenchProver {
  /** The RFC 7638 thumbprint: the cnf.jkt of the tokens to mint. */
  thumbprint: string;
  /** The private key as PKCS#8 PEM, to sign with the same key on another thread. */
  privateKeyPem: string;
  /** Authorization and DPoP headers for one request with `token` to `url` (absolute; the query is ignored). */
  headers(method: string, url: string, token: string): { authorization: string; dpop: string };
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * A new P-256 key, or the one given as PKCS#8 PEM (`BenchProver.privateKeyPem` of another prover):
 * the load of bench/http-load.ts signs on its own thread with the key the token is bound to.
 */
export function createBenchProver(privateKeyPem?: string): BenchProver {
  const { privateKey, publicKey } = privateKeyPem
    ? { privateKey: createPrivateKey(privateKeyPem), publicKey: createPublicKey(privateKeyPem) }
    : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { crv, kty, x, y } = publicKey.export({ format: 'jwk' });
  // RFC 7638: the required members in lexicographic order, no whitespace.
  const thumbprint = createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url');
  const header = base64url(JSON.stringify({ alg: 'ES256', typ: 'dpop+jwt', jwk: { kty, crv, x, y } }));
  return {
    thumbprint,
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    headers(method, url, token) {
      const target = new URL(url);
      const claims = {
        jti: randomUUID(),
        htm: method,
        htu: `${target.origin}${target.pathname}`,
        iat: Math.floor(Date.now() / 1000),
        ath: createHash('sha256').update(token).digest('base64url'),
      };
      const input = `${header}.${base64url(JSON.stringify(claims))}`;
      const signature = sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' });
      return { authorization: `DPoP ${token}`, dpop: `${input}.${base64url(signature)}` };
    },
  };
}

/**
 * Authorization and DPoP headers for `count` requests of `method` to `url` with `token`, signed now
 * (their iat stays well inside the server's 300 s window), then one by one: each request still
 * carries a proof of its own, which the server checks and records once, but the load's thread does
 * not sign while the server runs beside it on a two-core machine.
 */
export function presignedHeaders(prover: BenchProver, method: string, url: string, token: string, count: number): () => { authorization: string; dpop: string } {
  const signed = Array.from({ length: count }, () => prover.headers(method, url, token));
  return () => signed.pop() ?? prover.headers(method, url, token);
}
