import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { billPayFrameOrigins, googleMapsConfigured, loanServicerOrigins } from '../src/http/configured-origins.js';
import { contentSecurityPolicy } from '../src/http/content-security-policy.js';
import { repositoryRoot } from '../src/settings.js';

const configDir = join(repositoryRoot, 'config');

describe('third-party origins the CSP allows, from config', () => {
  it('frames the bill-pay provider and posts to the loan servicer of each configured environment, not their relative stand-ins', async () => {
    expect(await billPayFrameOrigins(configDir)).toEqual(['https://billpay.frontrange.example']);
    expect(await loanServicerOrigins(configDir)).toEqual(['https://loans.frontrange.example']);
  });

  it('adds nothing for a missing file and skips a malformed URL', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'passbook-origins-'));
    expect(await loanServicerOrigins(folder)).toEqual([]);
    writeFileSync(
      join(folder, 'loan-system.json'),
      JSON.stringify({ servicer: { defaultLoginUrl: 'https://test-loans.example/sso', environments: [{ pageHosts: ['a'], loginUrl: 'https://' }] } }),
    );
    expect(await loanServicerOrigins(folder)).toEqual(['https://test-loans.example']);
  });

  it('lets Google Maps in only when the locator has a Maps key', async () => {
    expect(await googleMapsConfigured(configDir)).toBe(false);
    const folder = mkdtempSync(join(tmpdir(), 'passbook-maps-'));
    writeFileSync(join(folder, 'places.json'), JSON.stringify({ locator: { map: { apiKey: 'key-from-google' } } }));
    expect(await googleMapsConfigured(folder)).toBe(true);

    const policyWith = async (googleMaps: boolean) => {
      const app = Fastify();
      contentSecurityPolicy(app, { frames: [], formActions: [], publicUrl: 'https://cu.example', googleMaps });
      // A page of the app: it reads its style nonce, which joins the policy.
      app.get('/', async (_request, reply) => `<meta property="csp-nonce" nonce="${reply.styleNonce}">`);
      const answer = await app.inject('/');
      await app.close();
      return String(answer.headers['content-security-policy']);
    };
    const without = await policyWith(false);
    expect(without).not.toMatch(/google|unsafe-eval/);
    const withMaps = await policyWith(true);
    expect(withMaps).toMatch(/script-src 'self' https:\/\/\*\.googleapis\.com/);
    expect(withMaps).toMatch(/style-src 'self' 'nonce-[^']+' https:\/\/fonts\.googleapis\.com;/);
    expect(withMaps).not.toContain("'unsafe-inline'");
  });
});
