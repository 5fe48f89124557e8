import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, operationsOf } from '../../src/api/contract/index.js';
import { contractExamples, contractViolations } from '../../src/api/contract/conformance.js';
import { isJsonObject } from '../../src/api/contract/compose.js';
import { jsonSchemaOf } from '../../src/api/contract/route-schemas.js';
import { clientApi } from '../../src/api/index.js';
import { configService } from '../../src/config-service.js';
import { loadSigningKeys } from '../../src/oidc/signing-keys.js';
import { defaultTextCaps } from '../../../src/config-checks/index.js';
import { createTestApp, type TestApp } from '../harness.js';
import { orderBody, transfer, type Call } from '../payments-helpers.js';
import { expectConformsToContract as expectConforms, expectSecurityHeaders } from './client-api-checks.js';

let t: TestApp;
let demo: Call;
beforeAll(async () => {
  t = await createTestApp();
  demo = t.as('u-demo');
});
afterAll(async () => {
  await t.close();
});

const operations = operationsOf(contract.document);
const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

describe('the contract and the server', () => {
  it('serves every operation of the contract, and no route under /api that the contract lacks', async () => {
    const registered = new Set<string>();
    const probe = Fastify();
    probe.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
    });
    await probe.register(clientApi, { prefix: '/api', db: t.db, settings: t.settings, verifier: { verify: () => Promise.reject(new Error('unused')) } });
    await probe.ready();
    await probe.close();
    const described = new Set(operations.map(({ method, path }) => `${method.toUpperCase()} /api${fastifyPath(path)}`));
    expect([...registered].filter((route) => !described.has(route)), 'served but not in schemas/api').toEqual([]);
    expect([...described].filter((route) => !registered.has(route)), 'in schemas/api but not served').toEqual([]);
  });

  // A route without a schema for a part hands that part to its handler unchecked: a NUL or a lone
  // surrogate in it reached the database as a 500 before the text rule (server/src/http/text-rule.ts).
  it('validates every part of every request of the client API and the studio: no route without a schema', async () => {
    const unchecked: string[] = [];
    const probe = Fastify();
    probe.addHook('onRoute', (route) => {
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      if (methods.length === 0) return;
      const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
      const name = `${methods.join(',')} ${route.url}`;
      if (route.url.includes(':') && !schema.params) unchecked.push(`${name}: path parameters`);
      if (route.url.startsWith('/api/') && !schema.querystring) unchecked.push(`${name}: query`);
      const withBody = methods.some((method) => ['POST', 'PUT', 'PATCH'].includes(method));
      // The contract says which requests carry JSON: the attachment upload carries the file's bytes, a cancel nothing.
      const operation = route.url.startsWith('/api/') ? contract.operationAt(methods[0] ?? '', route.url.slice('/api'.length).replace(/:[A-Za-z0-9_]+/g, 'p')) : undefined;
      const takesJson = operation === undefined || jsonSchemaOf(contract.document, operation.operation.requestBody) !== undefined;
      if (withBody && takesJson && !schema.body) unchecked.push(`${name}: body`);
    });
    const verifier = { verify: () => Promise.reject(new Error('unused')) };
    await probe.register(clientApi, { prefix: '/api', db: t.db, settings: t.settings, verifier });
    await probe.register(configService, { prefix: '/config', db: t.db, settings: t.settings, verifier, signingKeys: await loadSigningKeys(t.db) });
    await probe.ready();
    await probe.close();
    expect(unchecked).toEqual([]);
  });

  it('states the text rule once for the whole contract, with the caps the server enforces', () => {
    const rule = contract.document['x-text'] as { default: string; kinds: Record<string, { defaultMaxLength: number }> };
    expect(rule.default).toBe('line');
    expect(Object.fromEntries(Object.entries(rule.kinds).map(([kind, { defaultMaxLength }]) => [kind, defaultMaxLength]))).toEqual(defaultTextCaps);
  });

  it('names every operation once and gives every operation an answer and an error body', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of operations) {
      const statuses = Object.keys(operation.responses as object);
      expect(statuses.some((status) => status.startsWith('2')), `${method} ${path}`).toBe(true);
    }
  });

  it('holds examples that validate against their own schemas', () => {
    let checked = 0;
    for (const entry of operations) {
      for (const example of contractExamples(entry)) {
        expect(contractViolations(contract, entry, example.part, example.value), `${entry.operation.operationId} ${example.part} ${example.name}`).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  // Component tests' fake platform (tests/contract-handlers.ts) answers each operation with its
  // success example; without one it could only answer an empty 204 the platform never sends.
  it('gives every success answer with a JSON body an example', () => {
    const withoutExample: string[] = [];
    for (const entry of operations) {
      const illustrated = new Set(contractExamples(entry).map((example) => example.part));
      for (const [status, response] of Object.entries(isJsonObject(entry.operation.responses) ? entry.operation.responses : {})) {
        const jsonBody = jsonSchemaOf(contract.document, response) !== undefined;
        if (/^2\d\d$/.test(status) && jsonBody && !illustrated.has(status)) withoutExample.push(`${entry.operation.operationId} ${status}`);
      }
    }
    expect(withoutExample).toEqual([]);
  });

  it('reports a field the contract does not name, a missing one and a wrong type', () => {
    const profile = contract.operation('GET', '/user-manager/client-api/v2/users/me/profile');
    const example = contractExamples(profile).find((entry) => entry.part === '200')?.value as Record<string, unknown>;
    expect(contractViolations(contract, profile, '200', { ...example, nickname: 'Jo' })).toEqual(['/ must NOT have additional properties: nickname']);
    const { fullName: _dropped, ...withoutName } = example;
    expect(contractViolations(contract, profile, '200', withoutName)).toEqual(["/ must have required property 'fullName'"]);
    expect(contractViolations(contract, profile, '200', { ...example, fullName: 7 })).toEqual(['/fullName must be string']);
  });
});

describe('the text rule on requests', () => {
  const contacts = '/api/contact-manager/client-api/v2/contacts';
  const pointersOf = (body: string) => (JSON.parse(body) as { errors: Array<{ key: string; context: { pointer: string } }> }).errors.filter((error) => error.key === 'request.text').map((error) => error.context.pointer);

  it('refuses NUL in a query or path parameter and a lone surrogate in a body field with a 400 naming the field, before the database sees them', async () => {
    const nul = await demo({ method: 'GET', url: `${contacts}?query=a%00b` });
    expect(nul.statusCode, nul.body).toBe(400);
    expect(pointersOf(nul.body)).toEqual(['/querystring/query']);
    const surrogate = await demo({ method: 'POST', url: contacts, payload: { name: 'Jo\ud800e', accountIdentifier: '20001234', accountIdentifierType: 'ACCOUNT' } });
    expect(surrogate.statusCode, surrogate.body).toBe(400);
    expect(pointersOf(surrogate.body)).toEqual(['/body/name']);
    const inPath = await demo({ method: 'GET', url: `${contacts}/c%00x` });
    expect(inPath.statusCode, inPath.body).toBe(400);
    expect(pointersOf(inPath.body)).toEqual(['/params/contactId']);
  });

  it('lets a multiline field keep line breaks and tabs but not other control characters', async () => {
    const path = '/transaction-manager/client-api/v2/transactions';
    const listed = (await demo({ method: 'GET', url: `/api${path}?arrangementId=arr-demo-checking&size=1` })).json() as Array<{ id: string }>;
    const notes = `/api${path}/${listed[0]?.id ?? 'none'}/notes`;
    const kept = await demo({ method: 'PUT', url: notes, payload: { notes: 'Split with Sam\n\tand Alex' } });
    expect(kept.statusCode, kept.body).toBeLessThan(300);
    const refused = await demo({ method: 'PUT', url: notes, payload: { notes: 'Split\u0007' } });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(pointersOf(refused.body)).toEqual(['/body/notes']);
  });

  it('refuses a body nested deeper than any request needs and a number too large to be finite, as 400s', async () => {
    const deep = await demo({ method: 'POST', url: contacts, headers: { 'content-type': 'application/json' }, payload: `{"name":${'['.repeat(100)}${']'.repeat(100)}}` });
    expect(deep.statusCode, deep.body).toBe(400);
    expect(deep.json()).toMatchObject({ key: 'request.too-deep' });
    const infinite = await demo({ method: 'GET', url: `${contacts}?from=1e400` });
    expect(infinite.statusCode, infinite.body).toBe(400);
    const surrogateInPath = await demo({ method: 'GET', url: `${contacts}/a%ED%A0%80b` });
    expect(surrogateInPath.statusCode).toBe(400);
    expect(surrogateInPath.json()).toMatchObject({ key: 'request.malformed-url', errors: [] });
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  it('serves the composed contract without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/arrangement-manager/client-api/v2/productsummary');
  });

  it('groups the operations by service on the reference page, each under its own prefix', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json() as { tags: { name: string }[]; paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(document.tags.map((tag) => tag.name)).toContain('payment-order-service');
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) expect(operation.tags, `${method} ${path}`).toEqual([path.split('/')[1]]);
    }
  });

  it('shows a reference page whose scripts come from the server itself, under the app’s CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    const scripts = [...response.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).not.toMatch(/^(https?:)?\/\//);
      const asset = await t.app.inject({ method: 'GET', url: new URL(script, 'http://localhost/api/docs/').pathname });
      expect(asset.statusCode, script).toBe(200);
    }
  });
});

describe('the demo member’s answers conform to the contract', () => {
  const get = async (path: string, query = '') => {
    const response = await demo({ method: 'GET', url: `/api${path}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('product summary, arrangements and an arrangement’s details', async () => {
    expectConforms('GET', '/arrangement-manager/client-api/v2/productsummary', await get('/arrangement-manager/client-api/v2/productsummary'));
    const listed = expectConforms(
      'GET',
      '/arrangement-manager/client-api/v2/productsummary/context/arrangements',
      await get('/arrangement-manager/client-api/v2/productsummary/context/arrangements', '?businessFunction=Product%20Summary&resourceName=Product%20Summary&privilege=view&size=100'),
    ) as Array<{ id: string }>;
    expect(listed.length).toBeGreaterThan(3);
    for (const { id } of listed) {
      expectConforms('GET', '/arrangement-manager/client-api/v2/arrangements/{arrangementId}', await get(`/arrangement-manager/client-api/v2/arrangements/${id}`));
    }
  });

  it('transactions and one transaction', async () => {
    const path = '/transaction-manager/client-api/v2/transactions';
    const listed = expectConforms('GET', path, await get(path, '?arrangementId=arr-demo-checking&size=50')) as Array<{ id: string }>;
    const first = listed[0];
    if (!first) throw new Error('the demo checking account has no transactions');
    expectConforms('GET', `${path}/{transactionId}`, await get(`${path}/${first.id}`));
    expectConforms('GET', `${path}/categories`, await get(`${path}/categories`));
  });

  it('payment orders: validate, submit, list and read one', async () => {
    const body = orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: '12.34', memo: 'Contract walk' });
    const { validate, submit } = await transfer(demo, body);
    expectConforms('POST', '/payment-order-service/client-api/v3/payment-orders/validate', validate);
    if (!submit) throw new Error(`validation failed: ${validate.body}`);
    const submitted = expectConforms('POST', '/payment-order-service/client-api/v3/payment-orders', submit) as { id: string };
    const path = '/payment-order-service/client-api/v3/payment-orders';
    const listed = expectConforms('GET', path, await get(path, '?size=20')) as unknown[];
    expect(listed.length).toBeGreaterThan(0);
    expectConforms('GET', `${path}/{paymentOrderId}`, await get(`${path}/${submitted.id}`));
  });

  it('contacts, payment templates, alert recipes and the profile', async () => {
    const contacts = expectConforms('GET', '/contact-manager/client-api/v2/contacts', await get('/contact-manager/client-api/v2/contacts', '?size=50')) as Array<{ id: string }>;
    for (const { id } of contacts) {
      expectConforms('GET', '/contact-manager/client-api/v2/contacts/{contactId}', await get(`/contact-manager/client-api/v2/contacts/${id}`));
    }
    for (const path of [
      '/payment-order-service/client-api/v2/payment-templates',
      '/action/client-api/v2/action-recipe-specifications',
      '/action/client-api/v2/action-recipes',
      '/user-manager/client-api/v2/users/me/profile',
      '/access-control/client-api/v3/accessgroups/users/permissions/summary',
      '/access-control/client-api/v3/accessgroups/user-context/service-agreements',
      '/notifications-service/client-api/v3/notifications/unread-count',
      '/remote-config/client-api/v1/projects/{project}/parameters',
    ]) {
      expectConforms('GET', path, await get(path.replace('{project}', 'passbook')));
    }
  });

  it('payment options, notification preferences and financial institutions', async () => {
    const options = '/payment-order-options/client-api/v1/payment-options';
    const asked = await demo({ method: 'POST', url: `/api${options}`, payload: { originatorAccount: { arrangementId: 'arr-demo-checking' } } });
    expect(asked.statusCode, asked.body).toBe(200);
    expectConforms('POST', options, asked);
    expectConforms('GET', `${options}/{paymentType}`, await get(`${options}/INTERNAL_TRANSFER`));
    expectConforms('GET', '/engagement/client-api/v1/general-notifications', await get('/engagement/client-api/v1/general-notifications'));
    expectConforms('GET', '/engagement/client-api/v1/notification-preferences', await get('/engagement/client-api/v1/notification-preferences'));
    const institutions = '/financial-institution-manager/client-api/v1/financial-institutions';
    expectConforms('GET', institutions, await get(institutions, '?ids=1&ids=2'));
  });
});
