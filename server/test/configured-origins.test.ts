import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { billPayFrameOrigins, loanServicerOrigins } from '../src/http/configured-origins.js';
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
});
