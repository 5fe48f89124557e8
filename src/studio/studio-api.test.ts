import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { pointerSegments } from '../config-checks/index.js';
import { errorSchemaOf } from './error-schema.js';
import { matchesSchema } from './schema-validator.js';
import { createStudioApi, StudioApiError } from './studio-api.js';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('studio API client', () => {
  it('sends the bearer token, and the anti-forgery header on writes only', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(200, { valid: true, errors: [] }));
    const api = createStudioApi({ tokens: { accessToken: () => 'tok', refresh: async () => undefined }, fetch, readCookie: () => 'xsrf' });
    await api.validate('default', { 'menu.json': {} });
    await api.audit('default').catch(() => undefined);
    const [validateUrl, validateInit] = fetch.mock.calls[0] as [string, RequestInit];
    expect(validateUrl).toBe('/config/studio/tenants/default/validate');
    expect(validateInit.headers).toMatchObject({ Authorization: 'Bearer tok', 'X-XSRF-TOKEN': 'xsrf' });
    expect(JSON.parse(validateInit.body as string)).toEqual({ files: { 'menu.json': {} } });
    const [, auditInit] = fetch.mock.calls[1] as [string, RequestInit];
    expect(auditInit.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('retries once with a fresh token after a 401', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      (init?.headers as Record<string, string>).Authorization === 'Bearer fresh' ? json(200, []) : json(401, { message: 'expired' }),
    );
    const api = createStudioApi({ tokens: { accessToken: () => 'old', refresh: async () => 'fresh' }, fetch, readCookie: () => undefined });
    expect(await api.tenants()).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('turns a conflict and an invalid publish into errors that carry what the server said', async () => {
    const answers = [
      json(409, { message: 'Someone published version 4 after you started editing.', currentVersion: 4 }),
      json(422, { message: 'Invalid.', errors: [{ file: 'menu.json', pointer: '/groups/0', message: 'bad' }] }),
    ];
    const api = createStudioApi({
      tokens: { accessToken: () => 't', refresh: async () => undefined },
      fetch: async () => answers.shift() as Response,
      readCookie: () => 'x',
    });
    const conflict = await api.publish('default', { baseVersion: 3, comment: 'c', files: {} }).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(StudioApiError);
    expect((conflict as StudioApiError).message).toBe('Someone published version 4 after you started editing.');
    expect((conflict as StudioApiError).currentVersion).toBe(4);
    const invalid = (await api.publish('default', { baseVersion: 4, comment: 'c', files: {} }).catch((error: unknown) => error)) as StudioApiError;
    expect(invalid.status).toBe(422);
    expect(invalid.problems).toEqual([{ file: 'menu.json', pointer: '/groups/0', message: 'bad' }]);
  });
});

describe('server problems on the form', () => {
  it('land at the field their JSON pointer names, saying the pointer', () => {
    expect(pointerSegments('/a~1b/0/c~0d')).toEqual(['a/b', '0', 'c~d']);
    expect(
      errorSchemaOf([
        { file: 'menu.json', pointer: '/groups/0/items/1/path', message: 'names no route' },
        { file: 'menu.json', pointer: '/groups/0/items/1/path', message: 'must match pattern' },
        { file: 'menu.json', pointer: '', message: 'must have required property groups' },
        { file: 'messages/en-US.json', pointer: '/route.myAccounts.title', message: 'too short' },
      ]),
    ).toEqual({
      __errors: ['must have required property groups (/)'],
      groups: { 0: { items: { 1: { path: { __errors: ['names no route (/groups/0/items/1/path)', 'must match pattern (/groups/0/items/1/path)'] } } } } },
      'route.myAccounts.title': { __errors: ['too short (/route.myAccounts.title)'] },
    });
  });
});

describe('branch matching without a schema compiler', () => {
  const widget: RJSFSchema = { type: 'object', required: ['widget'], properties: { widget: { $ref: '#/$defs/name' } } };
  const redirect: RJSFSchema = { type: 'object', required: ['redirect'], properties: { redirect: { const: 'x' } } };
  const root: RJSFSchema = { $defs: { name: { type: 'string' } }, anyOf: [widget, redirect] };
  it('picks the branch whose type, required properties, const and enum fit', () => {
    expect(matchesSchema(widget, { widget: 'accounts-list' }, root)).toBe(true);
    expect(matchesSchema(widget, { widget: 3 }, root)).toBe(false);
    expect(matchesSchema(redirect, { widget: 'a' }, root)).toBe(false);
    expect(matchesSchema(redirect, { redirect: 'x' }, root)).toBe(true);
    expect(matchesSchema({ enum: ['a', 'b'] }, 'c', root)).toBe(false);
    expect(matchesSchema({ oneOf: [{ type: 'string' }, { type: 'number' }] }, 1, root)).toBe(true);
    expect(matchesSchema({ not: { type: 'string' } }, 'a', root)).toBe(false);
  });
});
