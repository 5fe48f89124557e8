import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { contract } from '../../src/api/contract/index.js';
import { contractViolations } from '../../src/api/contract/conformance.js';
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

/** Authorization headers that must all be refused with 401 invalid_token. */
export async function invalidAuthorizations(t: TestApp, userId = 'u-demo'): Promise<Array<[string, Record<string, string>]>> {
  return [
    ['no token', {}],
    ['not a bearer token', { authorization: `Basic ${Buffer.from('demo:Demo-Password-1!').toString('base64')}` }],
    ['expired token', { authorization: `Bearer ${await t.tokenFor(userId, { expiresInSeconds: -10 })}` }],
    ['wrong audience', { authorization: `Bearer ${await t.tokenFor(userId, { audience: 'http://localhost:8080/elsewhere' })}` }],
    ['wrong issuer', { authorization: `Bearer ${await t.tokenFor(userId, { issuer: 'http://evil.example/oidc' })}` }],
    ['tampered signature', { authorization: `Bearer ${tamperSignature(await t.tokenFor(userId))}` }],
    ['garbage token', { authorization: 'Bearer not.a.jwt' }],
  ];
}

/** Runs every invalid authorization against one request and expects 401 invalid_token each time. */
export async function expectUnauthorized(t: TestApp, request: InjectOptions): Promise<void> {
  for (const [name, headers] of await invalidAuthorizations(t)) {
    const response = await t.app.inject({
      ...request,
      cookies: { 'XSRF-TOKEN': 'test-xsrf' },
      headers: { 'x-xsrf-token': 'test-xsrf', ...headers },
    });
    expect(response.statusCode, name).toBe(401);
    expect(String(response.headers['www-authenticate']), name).toMatch(/^Bearer error="invalid_token"/);
    expectErrorBody(response, 401);
    expectSecurityHeaders(response);
  }
}

/** Takes one privilege away from every access group the user is a member of (for the 403 checks). */
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
