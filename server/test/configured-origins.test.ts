import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemAuthor, VersionStore } from '../src/config/versions.js';
import { billPayFrameOrigins, googleMapsConfigured, loanServicerOrigins, noThirdParties, thirdPartySourcesOf, type ThirdPartySources } from '../src/http/configured-origins.js';
import { contentSecurityPolicy } from '../src/http/content-security-policy.js';
import { repositoryRoot } from '../src/settings.js';
import type { Database } from '../src/db/database.js';
import { DatabaseUnavailableError } from '../src/db/failures.js';
import { createTestApp, openTestDatabase, type TestApp } from './harness.js';

const shipped = (file: string) => JSON.parse(readFileSync(join(repositoryRoot, 'config', file), 'utf8')) as unknown;

describe('third-party origins the CSP allows, from config', () => {
  it('frames the bill-pay provider and posts to the loan servicer of each configured environment, not their relative stand-ins', () => {
    expect(billPayFrameOrigins(shipped('bill-pay.json'))).toEqual(['https://billpay.frontrange.example']);
    expect(loanServicerOrigins(shipped('loan-system.json'))).toEqual(['https://loans.frontrange.example']);
  });

  it('adds nothing for a missing file and skips a malformed URL', () => {
    expect(loanServicerOrigins(undefined)).toEqual([]);
    const file = { servicer: { defaultLoginUrl: 'https://test-loans.example/sso', environments: [{ pageHosts: ['a'], loginUrl: 'https://' }] } };
    expect(loanServicerOrigins(file)).toEqual(['https://test-loans.example']);
  });

  it('lets Google Maps in only when the locator has a Maps key', async () => {
    expect(googleMapsConfigured(shipped('places.json'))).toBe(false);
    expect(googleMapsConfigured({ locator: { map: { apiKey: 'key-from-google' } } })).toBe(true);

    const policyWith = async (sources: ThirdPartySources) => {
      const app = Fastify();
      contentSecurityPolicy(app, { publicUrl: 'https://cu.example' });
      // A page of the app: its nonce and its third parties join the policy.
      app.get('/', async (_request, reply) => `<meta property="csp-nonce" nonce="${reply.pageNonce(sources)}">`);
      app.get('/api/data', async () => ({ ok: true }));
      const page = await app.inject('/');
      const data = await app.inject('/api/data');
      await app.close();
      return { page: String(page.headers['content-security-policy']), data: String(data.headers['content-security-policy']) };
    };
    const without = await policyWith(noThirdParties);
    expect(without.page).not.toMatch(/google|unsafe-eval/);
    const withMaps = await policyWith({ ...noThirdParties, googleMaps: true });
    expect(withMaps.page).toMatch(/script-src 'self' https:\/\/\*\.googleapis\.com/);
    expect(withMaps.page).toMatch(/style-src 'self' 'nonce-[^']+' https:\/\/fonts\.googleapis\.com;/);
    expect(withMaps.page).not.toContain("'unsafe-inline'");
    // Every other answer names no third party, whatever the pages let in.
    expect(withMaps.data).not.toMatch(/google|unsafe-eval|nonce/);
  });
});

describe('a page’s third parties follow its tenant’s published configuration', () => {
  let t: TestApp;
  let mesaPeak: TestApp;
  beforeAll(async () => {
    // A built app: one page carrying the nonce where the build puts it.
    const appDir = mkdtempSync(join(tmpdir(), 'passbook-app-'));
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><meta property="csp-nonce" nonce="PASSBOOK_CSP_NONCE"><title>member app</title>');
    t = await createTestApp({ appDir });
    // A server of another tenant on the same database.
    mesaPeak = await createTestApp({ appDir, tenant: 'mesa-peak' }, t.db);
  });
  afterAll(async () => {
    await mesaPeak.app.close();
    await t.close();
  });

  const policyOf = async (server: TestApp = t) => {
    const page = await server.app.inject({ url: '/my-accounts', headers: { host: 'localhost:8080' } });
    expect(page.body).toContain('member app');
    return String(page.headers['content-security-policy']);
  };
  const frameSrc = (policy: string) => /frame-src ([^;]*)/.exec(policy)?.[1];

  it('still answers the page while the database is away, letting in no third party until it is back', async () => {
    const appDir = mkdtempSync(join(tmpdir(), 'passbook-app-'));
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><meta property="csp-nonce" nonce="PASSBOOK_CSP_NONCE"><title>member app</title>');
    const inner = await openTestDatabase();
    let away = false;
    const failing: Database = {
      ...inner,
      query: (text, params) => (away ? Promise.reject(new DatabaseUnavailableError(new Error('connection refused'))) : inner.query(text, params)),
    };
    const server = await createTestApp({ appDir }, failing);
    try {
      away = true;
      const policy = await policyOf(server);
      expect(frameSrc(policy)).toBe("'self'");
      away = false;
      expect(frameSrc(await policyOf(server))).toBe("'self' https://billpay.frontrange.example");
    } finally {
      await server.close();
    }
  });

  it('lets in a bill-pay provider and a Maps key from the next page load after their publish, for that tenant only', async () => {
    expect(thirdPartySourcesOf({})).toEqual(noThirdParties);
    expect(frameSrc(await policyOf())).toBe("'self' https://billpay.frontrange.example");
    const versions = new VersionStore(t.db);
    const latest = (await versions.latest('default'))!;
    const billPay = structuredClone(latest.files['bill-pay.json']) as { provider: { defaultEmbedUrl: string } };
    billPay.provider.defaultEmbedUrl = 'https://pay.new-provider.example/sso/eu';
    const places = structuredClone(latest.files['places.json']) as { locator: { map: { apiKey: string } } };
    places.locator.map.apiKey = 'key-from-google';
    await versions.create({
      tenant: 'default',
      baseVersion: latest.version,
      files: { ...latest.files, 'bill-pay.json': billPay, 'places.json': places },
      author: systemAuthor,
      comment: 'A new bill-pay provider and the map',
      kind: 'publish',
    });
    const published = await policyOf();
    expect(frameSrc(published)).toContain('https://pay.new-provider.example');
    expect(published).toMatch(/script-src 'self' https:\/\/\*\.googleapis\.com/);
    // Another tenant keeps its own.
    const other = await policyOf(mesaPeak);
    expect(other).not.toContain('pay.new-provider.example');
    expect(other).not.toContain('googleapis');
  });
});
