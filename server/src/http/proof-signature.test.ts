import { generateKeyPairSync, sign } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { ProofSignatureError, proofAlgorithms, verifyProofSignature } from './proof-signature.js';

const claims = { htm: 'GET', htu: 'http://localhost:8080/api/x', iat: 1_700_000_000, jti: 'j-1' };

async function proofBy(alg: string, header: Record<string, unknown> = {}): Promise<{ proof: string; jwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true, ...(alg === 'EdDSA' ? { crv: 'Ed25519' } : {}) });
  const jwk = await exportJWK(publicKey);
  const proof = await new SignJWT(claims).setProtectedHeader({ alg, typ: 'dpop+jwt', jwk, ...header }).sign(privateKey);
  return { proof, jwk };
}

describe('a DPoP proof’s signature', () => {
  it.each(proofAlgorithms)('verifies %s and names the key by its RFC 7638 thumbprint, as jose does', async (alg) => {
    const { proof, jwk } = await proofBy(alg);
    const verified = verifyProofSignature(proof);
    expect(verified.payload).toEqual(claims);
    expect(verified.keyThumbprint).toBe(await calculateJwkThumbprint(jwk, 'sha256'));
  });

  it('refuses a proof whose signature, header or payload was changed', async () => {
    const { proof } = await proofBy('ES256');
    const [header, payload, signature] = proof.split('.') as [string, string, string];
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, htm: 'POST' })).toString('base64url');
    expect(() => verifyProofSignature(`${header}.${otherPayload}.${signature}`)).toThrow(ProofSignatureError);
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(() => verifyProofSignature(`${header}.${payload}.${flipped}`)).toThrow('the proof does not verify');
    expect(() => verifyProofSignature(`${header}.${payload}`)).toThrow('the proof is not a compact JWS');
    expect(() => verifyProofSignature(`${header}.${payload}.${signature}.x`)).toThrow('the proof is not a compact JWS');
  });

  it('refuses symmetric and unsigned algorithms, another typ, extensions, private keys and keys of another type', async () => {
    const { proof, jwk } = await proofBy('ES256');
    const [, payload, signature] = proof.split('.') as [string, string, string];
    const withHeader = (header: Record<string, unknown>) => `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${payload}.${signature}`;
    expect(() => verifyProofSignature(withHeader({ alg: 'HS256', typ: 'dpop+jwt', jwk }))).toThrow(/algorithm/);
    expect(() => verifyProofSignature(withHeader({ alg: 'none', typ: 'dpop+jwt', jwk }))).toThrow(/algorithm/);
    expect(() => verifyProofSignature(withHeader({ alg: 'ES256', typ: 'JWT', jwk }))).toThrow(/typ/);
    expect(() => verifyProofSignature(withHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk, crit: ['exp'] }))).toThrow(/extensions/);
    expect(() => verifyProofSignature(withHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: { ...jwk, d: 'AAAA' } }))).toThrow(/public key/);
    expect(() => verifyProofSignature(withHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: { ...jwk, crv: 'P-384' } }))).toThrow(/public key/);
    expect(() => verifyProofSignature(withHeader({ alg: 'ES256', typ: 'dpop+jwt' }))).toThrow(/public key/);
  });

  it('refuses an RSA key shorter than 2048 bits', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const jwk = publicKey.export({ format: 'jwk' }) as JWK;
    // Signed by hand: jose itself refuses to sign with so short a key.
    const input = [{ alg: 'RS256', typ: 'dpop+jwt', jwk }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.');
    const proof = `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
    expect(() => verifyProofSignature(proof)).toThrow(/too short/);
  });
});
