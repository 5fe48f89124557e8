import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/api/contract/compose.js';
import { createTestApp, type TestApp } from '../harness.js';
import { contractRoutes, fuzz, type FuzzReport, type FuzzRoute } from '../request-fuzz.js';

/**
 * No input answers 5xx or leaks how the server is built. `npm test` sends 50 malformed requests
 * per route of the API contract (and a few per studio route, as an operator) on PGlite, and 20 on
 * PostgreSQL (scripts/test.mjs: what the fuzz finds is decided before the database, and CI's time is
 * short); `npm run fuzz` sends 500 (FUZZ_REQUESTS_PER_ROUTE) and also fails on any request slower
 * than FUZZ_SLOWEST_MS (2 s); tests in npm test never assert on time, so there the slowest is only printed.
 */
const perRoute = Number(process.env.FUZZ_REQUESTS_PER_ROUTE ?? 50);
// Thousands of requests, one after another, on a busy two-core machine (PostgreSQL answers slower than PGlite).
const timeout = perRoute * 12_000;
const slowestAllowedMilliseconds = process.env.FUZZ_SLOWEST_MS === undefined ? undefined : Number(process.env.FUZZ_SLOWEST_MS);

const text: JsonObject = { type: 'string', maxLength: 500 };
const files: JsonObject = { type: 'object', properties: { 'menu.json': { type: 'object', properties: { groups: { type: 'array', items: { type: 'object', properties: { group: text } } } } } } };
const tenant: JsonObject = { type: 'object', properties: { tenant: { type: 'string', examples: ['default'] } } };
const versionNumber: JsonObject = { type: 'integer', minimum: 1 };
const noQuery: JsonObject = { type: 'object', properties: {} };
const studioRoute = (method: string, path: string, parts: { body?: JsonObject; query?: JsonObject; params?: JsonObject } = {}): FuzzRoute => ({
  name: `${method} studio ${path}`,
  method,
  path: `/config/studio${path}`,
  schema: { params: parts.params ?? tenant, querystring: parts.query ?? noQuery, ...(parts.body ? { body: parts.body } : {}) },
});
/** The studio's routes (server/src/config/studio-routes.ts), described for the generator: they are not part of the client API contract. */
const studioRoutes: FuzzRoute[] = [
  studioRoute('POST', '/tenants/{tenant}/validate', { body: { type: 'object', properties: { files } } }),
  studioRoute('POST', '/tenants/{tenant}/previews', { body: { type: 'object', properties: { files } } }),
  studioRoute('POST', '/tenants/{tenant}/versions', { body: { type: 'object', properties: { baseVersion: versionNumber, comment: text, files } } }),
  studioRoute('POST', '/tenants/{tenant}/rollback', { body: { type: 'object', properties: { toVersion: versionNumber, baseVersion: versionNumber, comment: text } } }),
  studioRoute('GET', '/tenants/{tenant}/diff', { query: { type: 'object', properties: { from: versionNumber, to: versionNumber } } }),
  studioRoute('GET', '/tenants/{tenant}/versions/{version}', { params: { type: 'object', properties: { tenant: { type: 'string', examples: ['default'] }, version: versionNumber } } }),
];
// Validating and publishing check a whole configuration (about a second each): a few requests per route.
const studioRequestsPerRoute = Math.ceil(perRoute / 10);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function printed(name: string, report: FuzzReport): string {
  return `${name}: ${report.sent} requests, statuses ${JSON.stringify(report.statuses)}, slowest ${report.slowest.milliseconds.toFixed(0)} ms: ${report.slowest.request}`;
}

function expectSound(report: FuzzReport) {
  expect(report.problems).toEqual([]);
  if (slowestAllowedMilliseconds !== undefined) expect(report.slowest.milliseconds, report.slowest.request).toBeLessThan(slowestAllowedMilliseconds);
}

describe('malformed requests', () => {
  it(`answer 4xx without a stack, SQL or a path on every route of the contract (${perRoute} per route, as the demo member)`, async () => {
    // A token for the whole run: 500 per route outlast a member's usual five minutes, after which
    // every request would only meet the token check.
    const member = t.as('u-demo', { expiresInSeconds: timeout / 1000 });
    const routes = contractRoutes();
    const report = await fuzz(routes, perRoute, (_route, request) => member(request));
    console.log(printed('client API', report));
    expect(report.sent).toBe(routes.length * perRoute);
    expectSound(report);
    expect(report.statuses[400] ?? 0, 'most requests are refused as invalid').toBeGreaterThan(report.sent / 3);
  }, timeout);

  it(`answer 4xx without a stack, SQL or a path on the studio’s routes (${studioRequestsPerRoute} per route, as an operator)`, async () => {
    const operator = t.as('u-operator', { expiresInSeconds: timeout / 1000 });
    const report = await fuzz(studioRoutes, studioRequestsPerRoute, (_route, request) => operator(request));
    console.log(printed('studio', report));
    expectSound(report);
  }, timeout);
});
