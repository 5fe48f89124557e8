import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { memberApp } from '../src/member-app.js';
import type { ServerSettings } from '../src/settings.js';

/** A built app folder with both pages, told apart by their text. */
function builtApp(): string {
  const folder = mkdtempSync(join(tmpdir(), 'passbook-app-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>member app</title>');
  writeFileSync(join(folder, 'studio.html'), '<!doctype html><title>config studio</title>');
  return folder;
}

async function serve(appDir: string) {
  const app = Fastify();
  // memberApp reads only where the build is and the credit union's name.
  await app.register(memberApp, { settings: { appDir, branding: { name: 'Test CU' } } as ServerSettings });
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

  it('says the studio is not built when its page is missing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'passbook-app-'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>member app</title>');
    const answer = await (await serve(folder)).inject({ url: '/studio' });
    expect(answer.body).toContain('The configuration studio has not been built yet.');
  });
});
