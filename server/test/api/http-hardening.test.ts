import { createHash } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadSettings } from '../../src/settings.js';
import { createTestApp, type TestApp } from '../harness.js';

/** A built app as vite writes it (vite.config.ts html.cspNonce): the placeholder on links and in a meta. */
function builtApp(): string {
  const folder = mkdtempSync(join(tmpdir(), 'passbook-hardening-'));
  const page = (title: string) => `<!doctype html><html><head><meta property="csp-nonce" nonce="PASSBOOK_CSP_NONCE">
<title>${title}</title><script type="module" crossorigin src="/assets/main-abc123.js" nonce="PASSBOOK_CSP_NONCE"></script></head><body></body></html>`;
  writeFileSync(join(folder, 'index.html'), page('member app'));
  writeFileSync(join(folder, 'studio.html'), page('config studio'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'assets', 'main-abc123.js'), 'console.log(1);\n//# sourceMappingURL=main-abc123.js.map\n');
  writeFileSync(join(folder, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["../src/main.tsx"],"mappings":""}');
  return folder;
}

/** Every warning the app logs, captured in memory. */
const warnings: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    warnings.push(chunk.toString('utf8'));
    done();
  },
});

const appDir = builtApp();
let t: TestApp;
/** The same server as members reach it over https, with source maps switched on. */
let https: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ appDir }, undefined, { logger: { level: 'warn', stream } });
  const settings = await loadSettings({ publicUrl: 'https://bank.example', appDir, serveSourceMaps: true });
  https = await buildApp({ db: t.db, settings });
  await https.ready();
});
afterAll(async () => {
  await https.close();
  await t.close();
});

const styleSourcesOf = (csp: string) => /(?:^|; )style-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];

describe('the Content-Security-Policy', () => {
  it("allows no inline script or style anywhere, and the pages' style nonce is new on every answer", async () => {
    const nonces: string[] = [];
    for (const url of ['/', '/my-accounts', '/studio']) {
      const answer = await t.app.inject({ url, headers: { host: 'localhost:8080' } });
      const csp = String(answer.headers['content-security-policy']);
      expect(csp, url).not.toContain('unsafe-inline');
      expect(csp, url).toContain("script-src 'self';");
      const [self, nonceSource, ...others] = styleSourcesOf(csp);
      expect([self, others], url).toEqual(["'self'", []]);
      const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(nonceSource ?? '')?.[1];
      expect(nonce, url).toBeDefined();
      // The page carries this answer's nonce where the app reads it, and no placeholder is left.
      expect(answer.body, url).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(answer.body, url).not.toContain('PASSBOOK_CSP_NONCE');
      nonces.push(nonce ?? '');
    }
    expect(new Set(nonces).size).toBe(nonces.length);
    // JSON answers carry the policy too, with its report endpoints, and no nonce: no inline style at all.
    const api = await t.app.inject({ url: '/api/arrangement-manager/client-api/v2/productsummary' });
    expect(String(api.headers['content-security-policy'])).toContain('report-uri /csp-reports; report-to csp-endpoint');
    expect(styleSourcesOf(String(api.headers['content-security-policy']))).toEqual(["'self'"]);
    expect(api.headers['reporting-endpoints']).toBe('csp-endpoint="http://localhost:8080/csp-reports"');
  });

  it('serves the sign-in pages their styles as a file, and a stand-in page only its own inline style by hash', async () => {
    const stylesheet = await t.app.inject({ url: '/oidc/sign-in.css' });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toContain('text/css');
    expect(stylesheet.body).toContain('--primary: #');

    const page = await t.app.inject({ url: '/sandbox/marketing/1' });
    expect(page.statusCode).toBe(200);
    const inline = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-inline');
    expect(styleSourcesOf(csp)).toEqual([`'sha256-${hash}'`]);
    expect(page.body).not.toMatch(/style="/);
  });
});

describe('reports of what the policy blocked', () => {
  it('logs each violation without the query of any URL, from report-uri and report-to alike', async () => {
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost:8080/oidc/interaction/abc?code=secret-code-1',
          'blocked-uri': 'inline',
          'effective-directive': 'style-src-elem',
          'line-number': 3,
        },
      }),
    });
    expect(legacy.statusCode).toBe(204);
    const batch = await t.app.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          age: 1,
          url: 'http://localhost:8080/',
          body: { documentURL: 'http://localhost:8080/sandbox/harland?key=secret-key-2', blockedURL: 'https://evil.example/x.js?t=secret-3', effectiveDirective: 'script-src-elem' },
        },
      ]),
    });
    expect(batch.statusCode).toBe(204);
    const log = warnings.join('');
    expect(log).toContain('"directive":"style-src-elem"');
    expect(log).toContain('"blocked":"https://evil.example/x.js"');
    expect(log).toContain('"document":"http://localhost:8080/sandbox/harland"');
    for (const secret of ['secret-code-1', 'secret-key-2', 'secret-3']) expect(log).not.toContain(secret);
  });

  it('refuses a body that is no report (400) or too large (413), with the error body', async () => {
    const notReport = await t.app.inject({ method: 'POST', url: '/csp-reports', headers: { 'content-type': 'application/csp-report' }, payload: '{"hello":1}' });
    expect(notReport.statusCode).toBe(400);
    expect(notReport.json()).toMatchObject({ key: 'request.invalid' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(40_000) } }),
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('the anti-forgery check', () => {
  it('holds for every spelling of a protected path: 403 without the header, or no route at all', async () => {
    const token = await t.tokenFor('u-demo');
    const operatorToken = await t.tokenFor('u-operator');
    const userContext = 'access-control/client-api/v3/accessgroups/user-context';
    const spellings = [
      `/api/${userContext}`,
      `/%61pi/${userContext}`,
      `/%61%70%69/${userContext}`,
      `//api/${userContext}`,
      `/api/../api/${userContext}`,
      `/api/%2e%2e/api/${userContext}`,
      `/API/${userContext}`,
      `/api//${userContext}`,
    ];
    for (const url of spellings) {
      const answer = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        cookies: { 'XSRF-TOKEN': 'cookie-value' },
        payload: { serviceAgreementId: 'sa-demo' },
      });
      expect([403, 404], url).toContain(answer.statusCode);
      if (answer.statusCode === 403) expect(answer.json(), url).toMatchObject({ key: 'xsrf.invalid' });
    }
    for (const url of ['/config/studio/tenants/default/drafts', '/config/%73tudio/tenants/default/drafts']) {
      const answer = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
        cookies: { 'XSRF-TOKEN': 'cookie-value' },
        payload: {},
      });
      expect([403, 404], url).toContain(answer.statusCode);
    }
    // The one spelling that reaches the route passes with the header: the check is what refused.
    const withHeader = await t.as('u-demo')({ method: 'POST', url: `/%61pi/${userContext}`, payload: { serviceAgreementId: 'no-such-agreement' } });
    expect(withHeader.json()).not.toMatchObject({ key: 'xsrf.invalid' });
  });
});

describe('caching', () => {
  it('answers every signed-in request and every private route with no-store; hashed assets stay cached for good', async () => {
    const member = t.as('u-demo');
    const signedIn = await member({ url: '/api/arrangement-manager/client-api/v2/productsummary' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    // The contract's reference sets its own caching; asked with a token it is still no-store.
    expect((await member({ url: '/api/openapi.json' })).headers['cache-control']).toBe('no-store');
    const noToken = await t.app.inject({ url: '/api/arrangement-manager/client-api/v2/productsummary' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.headers['cache-control']).toBe('no-store');
    const studio = await t.as('u-operator')({ url: '/config/studio/tenants' });
    expect(studio.statusCode).toBe(200);
    expect(studio.headers['cache-control']).toBe('no-store');
    const asset = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('source maps and transport security', () => {
  it('answers a source map with 404 unless PASSBOOK_SERVE_SOURCE_MAPS says so', async () => {
    expect((await t.app.inject({ url: '/assets/main-abc123.js.map' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/%6Dain-abc123.js.map' })).statusCode).toBe(404);
    const served = await https.inject({ url: '/assets/main-abc123.js.map', headers: { host: 'bank.example' } });
    expect(served.statusCode).toBe(200);
  });

  it('sends Strict-Transport-Security whenever the public URL is https, and never over http', async () => {
    const secure = await https.inject({ url: '/', headers: { host: 'bank.example' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await https.inject({ url: '/config/bundle', headers: { host: 'bank.example' } })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await t.app.inject({ url: '/', headers: { host: 'localhost:8080' } })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('connections from a load balancer', () => {
  it('keeps an idle connection open past 5 s (Node\'s default), so a balancer reusing it gets an answer, not a reset', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // One connection, kept between requests, as a balancer keeps its connections to each server.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const live = () =>
      new Promise<{ status: number; sameConnection: boolean }>((resolve, reject) => {
        const asked = httpRequest(`${address}/healthz`, { agent }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, sameConnection: asked.reusedSocket }));
        });
        asked.on('error', reject);
        asked.end();
      });
    try {
      expect(await live()).toEqual({ status: 200, sameConnection: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      // Closed by the server at 5 s, the agent would have dropped it and opened a new one.
      expect(await live()).toEqual({ status: 200, sameConnection: true });
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
