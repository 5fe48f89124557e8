import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { contract } from '../../src/api/contract/index.js';
import { contractViolations } from '../../src/api/contract/conformance.js';
import { createProofKey } from '../dpop-keys.js';
import type { TestApp } from '../harness.js';

/** The platform's error body, asserted on every 4xx the client API answers. */
export function expectErrorBody(response: LightMyRequestResponse, status: number): { message: string; key: string; errors: unknown[] } {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { message: unknown; key: unknown; errors: unknown };
  expect(typeof body.message).toBe('string');
  expect(typeof body.key).toBe('string');
  expect(Array.isArray(body.errors)).toBe(true);
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return body as { message: string; key: string; errors: unknown[] };
}

/** The answer is exactly what the contract (schemas/api) allows for the operation and its status; returns its body. */
export function expectConformsToContract(method: string, path: string, response: LightMyRequestResponse): unknown {
  const body: unknown = response.json();
  const problems = contractViolations(contract, contract.operation(method, path), String(response.statusCode), body);
  expect(problems, `${method} ${path} → ${response.statusCode}`).toEqual([]);
  return body;
}

/** CSP with frame-ancestors, no-sniff and a referrer policy, on every response. */
export function expectSecurityHeaders(response: LightMyRequestResponse): void {
  const csp = String(response.headers['content-security-policy'] ?? '');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/** Flips one character in the middle of the signature, so the signature no longer verifies. */
export function tamperSignature(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const middle = Math.floor(signature.length / 2);
  const flipped = signature[middle] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`;
}

/** A refused presentation of a token and what the challenge must say. */
type RefusedAuthorization = [name: string, headers: Record<string, string>, error: 'invalid_token' | 'invalid_dpop_proof'];

/** The URL a proof names for a request (htu): the public URL's origin and the path, no query. */
function proofUrl(t: TestApp, url: string): string {
  return new URL(url.split(/[?#]/)[0] ?? '', t.settings.publicUrl).href;
}

/**
 * Presentations that must all be refused with 401 for `request`: tokens that are no good, and a
 * good token with a proof that is not (RFC 9449 §4.3, §7.1): none, for another method, URL or key,
 * replayed, without ath, not recent. Also a bearer token, refused while tokenBinding is dpop.
 */
export async function invalidAuthorizations(t: TestApp, request: { method?: string; url: string }, userId = 'u-demo'): Promise<RefusedAuthorization[]> {
  const method = request.method ?? 'GET';
  const url = proofUrl(t, request.url);
  const token = await t.tokenFor(userId);
  const dpop = (value: string) => ({ authorization: `DPoP ${value}` });
  const proof = async (claims: { accessToken?: string; method?: string; url?: string; jti?: string; iat?: number; ath?: null }) =>
    t.proofKey.prove({ method, url, accessToken: token, ...claims });
  const bound = async (value: string) => ({ ...dpop(value), dpop: await proof({ accessToken: value }) });
  // A proof already used once, on a harmless request: the same jti again for this request is a replay.
  const replayedJti = crypto.randomUUID();
  const harmless = '/api/user-manager/client-api/v2/users/me/profile';
  const firstUse = await t.app.inject({
    method: 'GET',
    url: harmless,
    headers: { ...dpop(token), dpop: await t.proofKey.prove({ method: 'GET', url: proofUrl(t, harmless), accessToken: token, jti: replayedJti }) },
  });
  expect(firstUse.statusCode, 'the first use of a proof').toBe(200);
  const otherKey = await createProofKey();
  return [
    ['no token', {}, 'invalid_token'],
    ['not a bearer token', { authorization: `Basic ${Buffer.from('demo:Demo-Password-1!').toString('base64')}` }, 'invalid_token'],
    ['expired token', await bound(await t.tokenFor(userId, { expiresInSeconds: -10 })), 'invalid_token'],
    ['wrong audience', await bound(await t.tokenFor(userId, { audience: 'http://localhost:8080/elsewhere' })), 'invalid_token'],
    ['wrong issuer', await bound(await t.tokenFor(userId, { issuer: 'http://evil.example/oidc' })), 'invalid_token'],
    ['tampered signature', await bound(tamperSignature(token)), 'invalid_token'],
    ['garbage token', { authorization: 'DPoP not.a.jwt', dpop: await proof({}) }, 'invalid_token'],
    ['bearer token (not sender-constrained)', { authorization: `Bearer ${await t.tokenFor(userId, { bearer: true })}` }, 'invalid_token'],
    ['bound token sent as a bearer token', { authorization: `Bearer ${token}`, dpop: await proof({}) }, 'invalid_token'],
    ['no proof', dpop(token), 'invalid_dpop_proof'],
    ['proof for another method', { ...dpop(token), dpop: await proof({ method: method === 'GET' ? 'POST' : 'GET' }) }, 'invalid_dpop_proof'],
    ['proof for another URL', { ...dpop(token), dpop: await proof({ url: proofUrl(t, '/api/elsewhere') }) }, 'invalid_dpop_proof'],
    ['proof by another key', { ...dpop(token), dpop: await otherKey.prove({ method, url, accessToken: token }) }, 'invalid_dpop_proof'],
    ['replayed proof', { ...dpop(token), dpop: await proof({ jti: replayedJti }) }, 'invalid_dpop_proof'],
    ['proof without ath', { ...dpop(token), dpop: await proof({ ath: null }) }, 'invalid_dpop_proof'],
    ['stale proof', { ...dpop(token), dpop: await proof({ iat: Math.floor(Date.now() / 1000) - 600 }) }, 'invalid_dpop_proof'],
  ];
}

/** Runs every invalid authorization against one request and expects 401 with the right challenge each time. */
export async function expectUnauthorized(t: TestApp, request: InjectOptions): Promise<void> {
  const target = { method: request.method, url: typeof request.url === 'string' ? request.url : String(request.path ?? '/') };
  for (const [name, headers, error] of await invalidAuthorizations(t, target)) {
    const response = await t.app.inject({
      ...request,
      cookies: { 'XSRF-TOKEN': 'test-xsrf' },
      headers: { 'x-xsrf-token': 'test-xsrf', ...headers },
    });
    expect(response.statusCode, name).toBe(401);
    expect(String(response.headers['www-authenticate']), name).toMatch(new RegExp(`^DPoP error="${error}"`));
    expectErrorBody(response, 401);
    expectSecurityHeaders(response);
  }
}

/**
 * Takes one privilege away from every access group the user is a member of (for the 403 checks).
 * Tokens issued from then on lack it: a token keeps what it could do for its lifetime.
 */
export async function revokePrivilege(t: TestApp, userId: string, resource: string, functionName: string, privilege: string): Promise<void> {
  await t.db.query(
    `delete from access_group_permissions
      where resource = $2 and function_name = $3 and privilege = $4
        and access_group_id in (select access_group_id from access_group_members where user_id = $1)`,
    [userId, resource, functionName, privilege],
  );
}

/** Each bad request of a table must be a 400 in the platform's error shape, never a 500. */
export interface BadInput {
  name: string;
  request: InjectOptions;
  status?: number;
}

export async function expectBadInputs(call: (request: InjectOptions) => Promise<LightMyRequestResponse>, cases: BadInput[]): Promise<void> {
  for (const { name, request, status = 400 } of cases) {
    const response = await call(request);
    expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
    expectErrorBody(response, status);
  }
}

/** A decimal amount in cents, exactly (bigint), as the tests' independent check of SQL sums. */
export function toCents(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(value.trim());
  if (!match) throw new Error(`not a decimal amount: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole ?? '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}
