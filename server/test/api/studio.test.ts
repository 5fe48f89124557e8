import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';

let t: TestApp;
let operator: (request: InjectOptions) => Promise<LightMyRequestResponse>;
let operator2: (request: InjectOptions) => Promise<LightMyRequestResponse>;

const studio = '/config/studio/tenants/default';

interface MenuFile {
  groups: { id: string; labelKey: string; items: { id: string; labelKey: string }[] }[];
}

interface FilesAnswer {
  version: number;
  files: { path: string; schema: { title?: string } | null; content: unknown }[];
}

const json = <T>(response: LightMyRequestResponse) => response.json<T>();

async function latestFiles(): Promise<FilesAnswer> {
  const response = await operator({ method: 'GET', url: `${studio}/files` });
  expect(response.statusCode).toBe(200);
  return json<FilesAnswer>(response);
}

async function catalogue(): Promise<Record<string, string>> {
  const files = await latestFiles();
  return files.files.find((file) => file.path === 'messages/en-US.json')?.content as Record<string, string>;
}

async function bundle(host = 'localhost'): Promise<{ app: { name: string }; messages: Record<string, string>; menu: MenuFile }> {
  const response = await t.app.inject({ method: 'GET', url: '/config/bundle', headers: { host } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  // Checked by the server, so the app starts without downloading the validators (decision 013).
  expect(response.headers['passbook-config-check']).toBe('passed');
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  operator = t.as('u-operator');
  operator2 = t.as('u-operator2');
});
afterAll(async () => {
  await t.close();
});

describe('versions from the files on disk', () => {
  it('publishes each tenant’s files as version 1 at start, and nothing more on a restart', async () => {
    const versions = json<{ version: number; author: string; comment: string; kind: string }[]>(await operator({ method: 'GET', url: `${studio}/versions` }));
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, author: 'system', comment: 'initial configuration from files', kind: 'import' });
    const again = await createTestApp({}, t.db);
    await again.app.close();
    expect(json<unknown[]>(await operator({ method: 'GET', url: `${studio}/versions` }))).toHaveLength(1);
  });

  it('lists the tenants with names, hosts and latest versions', async () => {
    const response = await operator({ method: 'GET', url: '/config/studio/tenants' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 'default', name: 'Front Range Credit Union', hosts: ['localhost'], latestVersion: expect.any(Number) },
      { id: 'mesa-peak', name: 'Mesa Peak Credit Union', hosts: ['mesa-peak.localhost'], latestVersion: 1 },
    ]);
  });

  it('serves each tenant’s bundle by host name, the tenant’s files merged over config/', async () => {
    const front = await bundle('localhost');
    const mesa = await bundle('mesa-peak.localhost');
    expect(front.app.name).toBe('Front Range Credit Union');
    expect(mesa.app.name).toBe('Mesa Peak Credit Union');
    expect(mesa.messages['menu.moveMoney.makeATransfer']).toBe('Transfer Funds');
    // Unchanged wording comes from config/.
    expect(mesa.messages['shell.skipToContent']).toBe(front.messages['shell.skipToContent']);
    expect(mesa.menu.groups.map((group) => group.id)).not.toEqual(front.menu.groups.map((group) => group.id));
    expect(Object.keys(front)).not.toContain('sign-in');
    expect(Object.keys(front)).not.toContain('tenants');
    expect(JSON.stringify(front)).not.toContain('$schema');
  });

  it('lets a browser keep the bundle until a publish: 304 to the tag it holds, compressed as the browser takes it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/config/bundle' });
    const { etag } = plain.headers;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const unchanged = await t.app.inject({ method: 'GET', url: '/config/bundle', headers: { 'if-none-match': `W/${etag as string}, "other"` } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const brotli = await t.app.inject({ method: 'GET', url: '/config/bundle', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzipped = await t.app.inject({ method: 'GET', url: '/config/bundle', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    // Brotli is what most browsers take: the smaller of the two.
    expect(brotli.rawPayload.length).toBeLessThan(gzipped.rawPayload.length);
    // A browser that refuses Brotli (q=0) gets gzip.
    expect((await t.app.inject({ method: 'GET', url: '/config/bundle', headers: { 'accept-encoding': 'br;q=0, gzip' } })).headers['content-encoding']).toBe('gzip');
    // Each tenant's bundle has its own tag.
    expect((await t.app.inject({ method: 'GET', url: '/config/bundle', headers: { host: 'mesa-peak.localhost' } })).headers.etag).not.toBe(etag);
    // A preview is never kept.
    expect((await t.app.inject({ method: 'GET', url: '/config/bundle?preview=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).headers['cache-control']).toBe('no-store');
  });

  it('TENANT fixes the tenant whatever the host', async () => {
    const fixed = await createTestApp({ tenant: 'mesa-peak' }, t.db);
    const response = await fixed.app.inject({ method: 'GET', url: '/config/bundle', headers: { host: 'localhost' } });
    await fixed.app.close();
    expect(response.json<{ app: { name: string } }>().app.name).toBe('Mesa Peak Credit Union');
    await expect(createTestApp({ tenant: 'nobody' }, t.db)).rejects.toThrow(/TENANT "nobody" is not a tenant; tenants: default, mesa-peak/);
  });
});

describe('files and schemas', () => {
  it('lists every file with its JSON Schema and content', async () => {
    const files = await latestFiles();
    const paths = files.files.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(['app.json', 'menu.json', 'routes.json', 'messages/en-US.json', 'forms/transfer.json']));
    expect(paths).not.toContain('sign-in.json');
    expect(files.files.find((file) => file.path === 'menu.json')?.schema?.title).toBeTruthy();
    expect(files.files.find((file) => file.path === 'forms/transfer.json')?.schema?.title).toBeTruthy();
    const schema = await operator({ method: 'GET', url: '/config/studio/schemas/menu' });
    expect(schema.statusCode).toBe(200);
    expect(schema.json()).toEqual(files.files.find((file) => file.path === 'menu.json')?.schema);
    expect((await operator({ method: 'GET', url: '/config/studio/schemas/nothing' })).statusCode).toBe(404);
  });
});

describe('validation', () => {
  it('answers config:check’s errors with file and pointer, and valid for a good draft', async () => {
    const { files } = await latestFiles();
    const menu = structuredClone(files.find((file) => file.path === 'menu.json')?.content) as MenuFile;
    const good = await operator({ method: 'POST', url: `${studio}/validate`, payload: { files: { 'menu.json': menu } } });
    expect(good.json()).toEqual({ valid: true, errors: [] });

    const validate = async (files: Record<string, unknown>) => {
      const response = await operator({ method: 'POST', url: `${studio}/validate`, payload: { files } });
      expect(response.statusCode).toBe(200);
      return response.json<{ valid: boolean; errors: { file: string; pointer: string; message: string }[] }>();
    };
    // A schema error: an unknown key.
    const unknownKey = structuredClone(menu);
    (unknownKey.groups[0] as Record<string, unknown>).colour = 'red';
    const schemaAnswer = await validate({ 'menu.json': unknownKey });
    expect(schemaAnswer.valid).toBe(false);
    expect(schemaAnswer.errors).toEqual([{ file: 'menu.json', pointer: '/groups/0/colour', message: expect.stringContaining('unknown key "colour"') as unknown as string }]);
    // A cross-file error: wording the catalogue does not have.
    const unknownLabel = structuredClone(menu);
    (unknownLabel.groups[0] as { labelKey: string }).labelKey = 'menu.noSuchKey';
    const crossAnswer = await validate({ 'menu.json': unknownLabel });
    expect(crossAnswer.errors).toEqual([expect.objectContaining({ file: 'menu.json', pointer: '/groups/0/labelKey', message: expect.stringContaining('menu.noSuchKey') })]);
  });
});

describe('publishing, diff, rollback and audit', () => {
  it('publishes a new version that the next bundle load serves, diffs it and rolls it back', async () => {
    const before = await latestFiles();
    // What a browser holds from its last page load: the bundle's tag.
    const held = (await t.app.inject({ method: 'GET', url: '/config/bundle' })).headers.etag as string;
    const messages = { ...(await catalogue()), 'accounts.heading': 'Everything You Own' };
    const menu = structuredClone(before.files.find((file) => file.path === 'menu.json')?.content) as MenuFile;
    (menu.groups[0]?.items[0] as { labelKey: string }).labelKey = 'accounts.heading';

    const published = await operator({
      method: 'POST',
      url: `${studio}/versions`,
      payload: { baseVersion: before.version, comment: ' Friendlier heading ', files: { 'messages/en-US.json': messages, 'menu.json': menu } },
    });
    expect(published.statusCode).toBe(201);
    const version = published.json<{ version: number; author: string; comment: string; kind: string; changedFiles: string[] }>();
    expect(version).toMatchObject({ version: before.version + 1, author: 'Morgan Lee', comment: 'Friendlier heading', kind: 'publish' });
    expect(version.changedFiles).toEqual(['menu.json', 'messages/en-US.json']);

    // The browser's next page load asks with the tag it holds and gets the new version.
    const revalidated = await t.app.inject({ method: 'GET', url: '/config/bundle', headers: { 'if-none-match': held } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).not.toBe(held);
    const served = await bundle();
    expect(served.messages['accounts.heading']).toBe('Everything You Own');
    expect(served.menu.groups[0]?.items[0]?.labelKey).toBe('accounts.heading');
    // Another tenant is untouched.
    expect((await bundle('mesa-peak.localhost')).messages['accounts.heading']).toBe('Your Mesa Peak Accounts');

    const list = json<{ version: number; kind: string; changedFiles: string[] }[]>(await operator({ method: 'GET', url: `${studio}/versions` }));
    expect(list.map((item) => item.version)).toEqual([before.version + 1, before.version]);

    const one = await operator({ method: 'GET', url: `${studio}/versions/${before.version + 1}` });
    expect(one.json<{ files: Record<string, unknown> }>().files['messages/en-US.json']).toEqual(messages);

    const diff = await operator({ method: 'GET', url: `${studio}/diff?from=${before.version}&to=${before.version + 1}` });
    expect(diff.statusCode).toBe(200);
    expect(diff.json()).toEqual({
      from: before.version,
      to: before.version + 1,
      files: [
        { path: 'menu.json', changes: [{ pointer: '/groups/0/items/0/labelKey', op: 'replace', before: 'menu.accounts.myAccounts', after: 'accounts.heading' }] },
        { path: 'messages/en-US.json', changes: [{ pointer: '/accounts.heading', op: 'replace', before: 'My Accounts', after: 'Everything You Own' }] },
      ],
    });

    const rolledBack = await operator2({
      method: 'POST',
      url: `${studio}/rollback`,
      payload: { toVersion: before.version, baseVersion: before.version + 1 },
    });
    expect(rolledBack.statusCode).toBe(201);
    expect(rolledBack.json()).toMatchObject({
      version: before.version + 2,
      kind: 'rollback',
      rolledBackTo: before.version,
      comment: `Rolled back to version ${before.version}`,
      author: 'Avery Chen',
    });
    expect((await bundle()).messages['accounts.heading']).toBe('My Accounts');
    const back = await operator({ method: 'GET', url: `${studio}/diff?from=${before.version}&to=${before.version + 2}` });
    expect(back.json<{ files: unknown[] }>().files).toEqual([]);

    const audit = json<{ actor: string; action: string; version: number | null; files: string[]; at: string }[]>(
      await operator({ method: 'GET', url: `${studio}/audit` }),
    );
    expect(audit.slice(0, 2)).toEqual([
      { at: expect.any(String), actor: 'Avery Chen', actorId: 'u-operator2', action: 'rollback', version: before.version + 2, files: ['menu.json', 'messages/en-US.json'] },
      { at: expect.any(String), actor: 'Morgan Lee', actorId: 'u-operator', action: 'publish', version: before.version + 1, files: ['menu.json', 'messages/en-US.json'] },
    ]);
    expect(audit.at(-1)).toMatchObject({ actor: 'system', action: 'import', version: 1 });
  });

  it('refuses a publish from an old base version with the conflict message and the current version', async () => {
    const { version } = await latestFiles();
    const messages = { ...(await catalogue()), 'accounts.heading': 'First' };
    expect((await operator({ method: 'POST', url: `${studio}/versions`, payload: { baseVersion: version, comment: 'one', files: { 'messages/en-US.json': messages } } })).statusCode).toBe(201);
    const second = await operator2({
      method: 'POST',
      url: `${studio}/versions`,
      payload: { baseVersion: version, comment: 'two', files: { 'messages/en-US.json': { ...messages, 'accounts.heading': 'Second' } } },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: `Someone published version ${version + 1} after you started editing. Your draft is kept; review their changes before publishing again.`,
      key: 'version.conflict',
      errors: [],
      currentVersion: version + 1,
    });
    expect((await bundle()).messages['accounts.heading']).toBe('First');
    const rollback = await operator2({ method: 'POST', url: `${studio}/rollback`, payload: { toVersion: 1, baseVersion: version } });
    expect(rollback.statusCode).toBe(409);
  });

  it('refuses an invalid configuration with its errors and stores nothing', async () => {
    const { version, files } = await latestFiles();
    const routes = structuredClone(files.find((file) => file.path === 'routes.json')?.content) as { routes: { widget?: string }[] };
    const first = routes.routes.find((route) => route.widget !== undefined) as { widget: string };
    first.widget = 'accounts-lists';
    const auditBefore = json<unknown[]>(await operator({ method: 'GET', url: `${studio}/audit` })).length;
    const refused = await operator({ method: 'POST', url: `${studio}/versions`, payload: { baseVersion: version, comment: 'typo', files: { 'routes.json': routes } } });
    expect(refused.statusCode).toBe(422);
    const body = refused.json<{ message: string; key: string; errors: { file: string; pointer: string; message: string }[] }>();
    expect(body.message).toBe('This configuration has errors, so it was not published. Fix them and publish again.');
    expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'routes.json', message: expect.stringMatching(/widget "accounts-lists" is not registered \(did you mean "accounts-list"\?\)/) })]));
    expect((await latestFiles()).version).toBe(version);
    expect(json<unknown[]>(await operator({ method: 'GET', url: `${studio}/audit` }))).toHaveLength(auditBefore);
  });
});

describe('previews', () => {
  it('serves a draft the app cannot start on, saying so, for the previewed app to show its errors', async () => {
    const files = await latestFiles();
    const routes = structuredClone(files.files.find((file) => file.path === 'routes.json')?.content) as { routes: { widget?: string }[] };
    const first = routes.routes.find((route) => route.widget !== undefined);
    if (first === undefined) throw new Error('routes.json names no widget');
    first.widget = 'no-such-widget';
    const response = await operator({ method: 'POST', url: `${studio}/previews`, payload: { files: { 'routes.json': routes } } });
    expect(response.statusCode).toBe(201);
    const draft = await t.app.inject({ method: 'GET', url: response.json<{ bundleUrl: string }>().bundleUrl });
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['passbook-config-check']).toBe('failed');
    expect(draft.json<{ routes: typeof routes }>().routes.routes).toEqual(routes.routes);
  });

  it('serves the draft bundle under an unguessable id and mints a read-only token for the demo member', async () => {
    const messages = { ...(await catalogue()), 'accounts.heading': 'Draft heading' };
    const response = await operator({ method: 'POST', url: `${studio}/previews`, payload: { files: { 'messages/en-US.json': messages } } });
    expect(response.statusCode).toBe(201);
    const preview = response.json<{ id: string; bundleUrl: string; accessToken: string; expiresIn: number }>();
    expect(preview.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(preview.bundleUrl).toBe(`/config/bundle?preview=${preview.id}`);
    expect(preview.expiresIn).toBe(1800);

    const draft = await t.app.inject({ method: 'GET', url: preview.bundleUrl });
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['cache-control']).toBe('no-store');
    expect(draft.json<{ messages: Record<string, string> }>().messages['accounts.heading']).toBe('Draft heading');
    expect(draft.headers['passbook-config-check']).toBe('passed');
    // Nothing was published.
    expect((await bundle()).messages['accounts.heading']).not.toBe('Draft heading');
    expect((await t.app.inject({ method: 'GET', url: '/config/bundle?preview=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/config/bundle?preview=../x' })).statusCode).toBe(400);

    const claims = decodeJwt(preview.accessToken);
    expect(claims).toMatchObject({ sub: 'u-demo', role: 'member', act: { sub: 'u-operator' }, preview: true, iss: 'http://localhost:8080/oidc', aud: 'http://localhost:8080/api' });

    // Bound to the studio's key: the frame proves possession of the same key (same origin, same IndexedDB).
    expect(claims.cnf).toEqual({ jkt: t.proofKey.thumbprint });
    const asPreview = async (request: InjectOptions & { url: string }) =>
      t.app.inject({
        ...request,
        cookies: { 'XSRF-TOKEN': 'x' },
        headers: { ...(await t.authorize(preview.accessToken, { method: request.method, url: request.url })), 'x-xsrf-token': 'x' },
      });
    // Copied out of the frame without the key, the preview token opens nothing.
    const copied = await t.app.inject({ method: 'GET', url: '/api/arrangement-manager/client-api/v2/productsummary', headers: { authorization: `Bearer ${preview.accessToken}` } });
    expect(copied.statusCode).toBe(401);
    const summary = await asPreview({ method: 'GET', url: '/api/arrangement-manager/client-api/v2/productsummary' });
    expect(summary.statusCode).toBe(200);
    const agreements = await asPreview({ method: 'GET', url: '/api/access-control/client-api/v3/accessgroups/user-context/service-agreements' });
    const [agreement] = agreements.json<{ id: string }[]>();
    // Choosing the agreement to look at changes nothing and is allowed.
    expect((await asPreview({ method: 'POST', url: '/api/access-control/client-api/v3/accessgroups/user-context', payload: { serviceAgreementId: agreement?.id } })).statusCode).toBe(204);
    for (const request of [
      { method: 'POST', url: '/api/payment-order-service/client-api/v3/payment-orders/validate', payload: {} },
      { method: 'POST', url: '/api/payment-order-service/client-api/v3/payment-orders', payload: {} },
      { method: 'PATCH', url: '/api/transaction-manager/client-api/v2/transactions', payload: [] },
      { method: 'PUT', url: '/api/transaction-manager/client-api/v2/transactions/t-1/notes', payload: { notes: 'x' } },
      { method: 'DELETE', url: '/api/action/client-api/v2/action-recipes/r-1' },
    ] as const) {
      const refused = await asPreview(request);
      expect(refused.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(refused.json()).toMatchObject({ key: 'preview.read-only' });
    }
    // A preview token is a member's: it cannot use the studio.
    expect((await asPreview({ method: 'GET', url: '/config/studio/tenants' })).statusCode).toBe(403);

    const audit = json<{ action: string; actor: string; files: string[] }[]>(await operator({ method: 'GET', url: `${studio}/audit` }));
    expect(audit[0]).toMatchObject({ action: 'preview', actor: 'Morgan Lee', files: ['messages/en-US.json'] });
  });
});

describe('permissions', () => {
  const routes = [
    { method: 'GET', url: '/config/studio/tenants' },
    { method: 'GET', url: `${studio}/files` },
    { method: 'GET', url: `${studio}/versions` },
    { method: 'GET', url: `${studio}/audit` },
    { method: 'POST', url: `${studio}/validate`, payload: { files: {} } },
    { method: 'POST', url: `${studio}/versions`, payload: { baseVersion: 1, comment: '', files: {} } },
    { method: 'POST', url: `${studio}/rollback`, payload: { toVersion: 1, baseVersion: 1 } },
    { method: 'POST', url: `${studio}/previews`, payload: { files: {} } },
  ] as const;

  it('refuses members and agents with 403, even by hand', async () => {
    for (const request of routes) {
      for (const caller of [t.as('u-demo'), t.as('u-demo', { agentId: 'u-agent' }), t.as('u-agent'), t.as('u-demo', { role: 'operator', agentId: 'u-agent' })]) {
        const response = await caller(request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toMatchObject({ key: 'studio.forbidden', message: expect.any(String), errors: [] });
      }
    }
  });

  it('answers 401 without a token or with an invalid one', async () => {
    for (const request of routes) {
      const none = await t.app.inject({ ...request, cookies: { 'XSRF-TOKEN': 'x' }, headers: { 'x-xsrf-token': 'x' } });
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toMatch(/^DPoP error="invalid_token"/);
      const expired = await t.app.inject({ ...request, cookies: { 'XSRF-TOKEN': 'x' }, headers: { 'x-xsrf-token': 'x', ...(await t.authorize(await t.tokenFor('u-operator', { expiresInSeconds: -60 }), request)) } });
      expect(expired.statusCode).toBe(401);
      const foreign = await t.app.inject({ ...request, cookies: { 'XSRF-TOKEN': 'x' }, headers: { 'x-xsrf-token': 'x', ...(await t.authorize(await t.tokenFor('u-operator', { audience: 'https://elsewhere/api' }), request)) } });
      expect(foreign.statusCode).toBe(401);
      // An operator's token without its proof, or as a plain bearer token, is refused too.
      const operatorToken = await t.tokenFor('u-operator');
      const unproven = await t.app.inject({ ...request, cookies: { 'XSRF-TOKEN': 'x' }, headers: { 'x-xsrf-token': 'x', authorization: `DPoP ${operatorToken}` } });
      expect(unproven.headers['www-authenticate']).toMatch(/^DPoP error="invalid_dpop_proof"/);
      const bearer = await t.app.inject({ ...request, cookies: { 'XSRF-TOKEN': 'x' }, headers: { 'x-xsrf-token': 'x', authorization: `Bearer ${await t.tokenFor('u-operator', { bearer: true })}` } });
      expect(bearer.statusCode).toBe(401);
    }
  });

  it('refuses writes without the anti-forgery header', async () => {
    const token = await t.tokenFor('u-operator');
    for (const request of routes.filter((route) => route.method === 'POST')) {
      const response = await t.app.inject({ ...request, cookies: { 'XSRF-TOKEN': 'abc' }, headers: await t.authorize(token, request) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ key: 'xsrf.invalid' });
    }
  });
});

describe('bad input', () => {
  it.each([
    ['unknown tenant', 'GET', '/config/studio/tenants/nobody/files', undefined, 404],
    ['bad tenant id', 'GET', '/config/studio/tenants/NOPE!/files', undefined, 400],
    ['missing version', 'GET', `${studio}/versions/999`, undefined, 404],
    ['version not a number', 'GET', `${studio}/versions/abc`, undefined, 400],
    ['diff without to', 'GET', `${studio}/diff?from=1`, undefined, 400],
    ['diff with a missing version', 'GET', `${studio}/diff?from=1&to=999`, undefined, 404],
    ['diff with an unknown parameter', 'GET', `${studio}/diff?from=1&to=1&x=1`, undefined, 400],
    ['validate without files', 'POST', `${studio}/validate`, {}, 400],
    ['a file path outside config', 'POST', `${studio}/validate`, { files: { '../secrets.json': {} } }, 400],
    ['a server-only file', 'POST', `${studio}/validate`, { files: { 'sign-in.json': {} } }, 400],
    ['publish without a base version', 'POST', `${studio}/versions`, { comment: 'x', files: {} }, 400],
    ['publish with a base version as text', 'POST', `${studio}/versions`, { baseVersion: '1', comment: 'x', files: {} }, 400],
    ['publish with an unknown field', 'POST', `${studio}/versions`, { baseVersion: 1, comment: 'x', files: {}, force: true }, 400],
    ['publish with a comment too long', 'POST', `${studio}/versions`, { baseVersion: 1, comment: 'x'.repeat(501), files: {} }, 400],
    ['rollback to a version that does not exist', 'POST', `${studio}/rollback`, { toVersion: 999, baseVersion: 0 }, 'conflict-or-404'],
    ['rollback to version 0', 'POST', `${studio}/rollback`, { toVersion: 0, baseVersion: 1 }, 400],
  ] as const)('%s', async (_name, method, url, payload, status) => {
    const response = await operator({ method, url, ...(payload === undefined ? {} : { payload }) });
    if (status === 'conflict-or-404') expect(response.statusCode).toBe(409);
    else expect(response.statusCode).toBe(status);
    const body = response.json<{ message: string; key: string; errors: unknown[] }>();
    expect(typeof body.message).toBe('string');
    expect(typeof body.key).toBe('string');
    expect(Array.isArray(body.errors)).toBe(true);
  });

  it('rollback to a version that does not exist, from the latest, is a 404', async () => {
    const { version } = await latestFiles();
    const response = await operator({ method: 'POST', url: `${studio}/rollback`, payload: { toVersion: 999, baseVersion: version } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ key: 'version.not-found' });
  });

  it('refuses a malformed JSON body with 400', async () => {
    const response = await operator({ method: 'POST', url: `${studio}/validate`, payload: '{"files": ', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
  });
});
