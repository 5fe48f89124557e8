import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { noThirdParties, type ThirdPartySources } from '../src/http/configured-origins.js';
import { contentSecurityPolicy } from '../src/http/content-security-policy.js';
import { memberApp } from '../src/member-app.js';
import type { ServerSettings } from '../src/settings.js';

/** A built app folder with both pages, told apart by their text. */
function builtApp(): string {
  const folder = mkdtempSync(join(tmpdir(), 'passbook-app-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>member app</title>');
  writeFileSync(join(folder, 'studio.html'), '<!doctype html><title>config studio</title>');
  return folder;
}

async function serve(appDir: string, publicUrl = 'http://localhost', thirdParties: ThirdPartySources = noThirdParties) {
  const app = Fastify();
  contentSecurityPolicy(app, { publicUrl });
  // memberApp reads only where the build is, where members sign in and the credit union's name.
  await app.register(memberApp, { settings: { appDir, publicUrl, branding: { name: 'Test CU' } } as ServerSettings, thirdPartiesOf: async () => thirdParties });
  return app;
}

describe('the built pages', () => {
  it('answers /studio and below with the studio page, everything else with the member app', async () => {
    const app = await serve(builtApp());
    for (const url of ['/studio', '/studio/', '/studio/callback?code=x&state=y', '/studio?tenant=mesa-peak']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('config studio');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/', '/my-accounts', '/studios', '/select-context?preview=abc']) {
      expect((await app.inject({ url })).body, url).toContain('member app');
    }
    expect((await app.inject({ url: '/config/studio/tenants' })).statusCode).toBe(404);
  });

  it('lets the member app’s page reach its tenant’s third parties, and the studio’s page none', async () => {
    const app = await serve(builtApp(), 'http://localhost', { frames: ['https://pay.example'], formActions: ['https://loans.example'], googleMaps: false });
    const member = String((await app.inject({ url: '/my-accounts' })).headers['content-security-policy']);
    expect(member).toContain("frame-src 'self' https://pay.example;");
    expect(member).toContain("form-action 'self' https://loans.example;");
    const studio = String((await app.inject({ url: '/studio' })).headers['content-security-policy']);
    expect(studio).toContain("frame-src 'self';");
    expect(studio).toContain("form-action 'self';");
    expect(studio).toMatch(/style-src 'self' 'nonce-/);
  });

  it('says the studio is not built when its page is missing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'passbook-app-'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>member app</title>');
    const answer = await (await serve(folder)).inject({ url: '/studio' });
    expect(answer.body).toContain('The configuration studio has not been built yet.');
  });
});

describe('the built scripts and stylesheets', () => {
  it('are sent as the build compressed them, Brotli or gzip as the browser takes them, and kept apart by caches', async () => {
    const folder = builtApp();
    mkdirSync(join(folder, 'assets'));
    const script = `export const greeting = ${JSON.stringify('hello member '.repeat(200))};`;
    writeFileSync(join(folder, 'assets', 'main-abc123.js'), script);
    writeFileSync(join(folder, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(folder, 'assets', 'main-abc123.js.gz'), gzipSync(script));
    const app = await serve(folder);
    const fetched = (acceptEncoding: string) => app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': acceptEncoding } });

    const brotli = await fetched('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(script);

    const gzipped = await fetched('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(script);

    const plain = await fetched('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    // The compressed copies have no address of their own.
    expect((await app.inject({ url: '/assets/main-abc123.js.br' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/main-abc123.js.gz' })).statusCode).toBe(404);
  });
});

describe('a page opened at a host other than PUBLIC_URL', () => {
  it('sends a member on another loopback name to the public host first, keeping path and query', async () => {
    const app = await serve(builtApp(), 'http://localhost:8080');
    for (const host of ['127.0.0.1:8080', '[::1]:8080']) {
      const answer = await app.inject({ url: '/my-accounts?tab=2', headers: { host } });
      expect(answer.statusCode, host).toBe(302);
      expect(answer.headers.location, host).toBe('http://localhost:8080/my-accounts?tab=2');
    }
    const studio = await app.inject({ url: '/studio/callback?code=x', headers: { host: '127.0.0.1:8080' } });
    expect(studio.headers.location).toBe('http://localhost:8080/studio/callback?code=x');
    const atPublicHost = await app.inject({ url: '/my-accounts', headers: { host: 'localhost:8080' } });
    expect(atPublicHost.statusCode).toBe(200);
    expect(atPublicHost.body).toContain('member app');
  });

  it('works the other way round when PUBLIC_URL names 127.0.0.1', async () => {
    const app = await serve(builtApp(), 'http://127.0.0.1:8080');
    const answer = await app.inject({ url: '/', headers: { host: 'localhost:8080' } });
    expect(answer.headers.location).toBe('http://127.0.0.1:8080/');
  });

  it('says what to set when the host is not loopback, or the port differs', async () => {
    const app = await serve(builtApp(), 'http://localhost:8080');
    for (const host of ['bank.example.org', '127.0.0.1:9090']) {
      const answer = await app.inject({ url: '/my-accounts', headers: { host } });
      expect(answer.statusCode, host).toBe(400);
      expect(answer.body, host).not.toContain('member app');
      expect(answer.body, host).toContain('<code>PUBLIC_URL</code>');
      expect(answer.body, host).toContain(`PUBLIC_URL=http://${host}`);
      expect(answer.body, host).toContain('href="http://localhost:8080/"');
    }
  });

  it('does not echo a hostile host header as markup', async () => {
    const app = await serve(builtApp(), 'http://localhost:8080');
    const answer = await app.inject({ url: '/', headers: { host: 'a"><script>x</script>' } });
    expect(answer.body).not.toContain('<script>');
  });
});
