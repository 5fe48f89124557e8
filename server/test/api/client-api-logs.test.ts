import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { tamperSignature } from './client-api-checks.js';

/** Every log line the app writes, captured in memory. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { logger: { level: 'trace', stream } });
});
afterAll(async () => {
  await t.close();
});

describe('client API logs', () => {
  it('never contain an access token, a DPoP proof, a signature or the anti-forgery token, on success or failure', async () => {
    const token = await t.tokenFor('u-demo');
    const expired = await t.tokenFor('u-demo', { expiresInSeconds: -10 });
    const tampered = tamperSignature(token);
    const proofs: string[] = [];
    const headers = async (value: string, method: string, url: string) => {
      const credentials = await t.authorize(value, { method, url });
      proofs.push(credentials.dpop);
      return { ...credentials, 'x-xsrf-token': 'xsrf-secret-value' };
    };
    const cookies = { 'XSRF-TOKEN': 'xsrf-secret-value' };
    const summary = '/api/arrangement-manager/client-api/v2/productsummary';
    const transactions = '/api/transaction-manager/client-api/v2/transactions?size=100000';
    const userContext = '/api/access-control/client-api/v3/accessgroups/user-context';
    const calls = [
      { method: 'GET' as const, url: summary, headers: await headers(token, 'GET', summary), cookies },
      { method: 'GET' as const, url: summary, headers: await headers(expired, 'GET', summary), cookies },
      { method: 'GET' as const, url: summary, headers: await headers(tampered, 'GET', summary), cookies },
      { method: 'GET' as const, url: transactions, headers: await headers(token, 'GET', transactions), cookies },
      {
        method: 'POST' as const,
        url: userContext,
        headers: { ...(await headers(token, 'POST', userContext)), 'content-type': 'application/json' },
        cookies,
        payload: '{"serviceAgreementId":',
      },
    ];
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode).toBeLessThan(500);
    }
    const log = lines.join('');
    // The capture works: requests were logged at all.
    expect(log).toContain('productsummary');
    for (const secret of [token, expired, tampered, ...proofs]) {
      const [, payload, signature] = secret.split('.');
      expect(log).not.toContain(secret);
      expect(log).not.toContain(payload);
      expect(log).not.toContain(signature);
    }
    expect(log).not.toContain('xsrf-secret-value');
  });
});
