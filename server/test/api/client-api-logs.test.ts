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
  it('never contain a bearer token, a signature or the anti-forgery token, on success or failure', async () => {
    const token = await t.tokenFor('u-demo');
    const expired = await t.tokenFor('u-demo', { expiresInSeconds: -10 });
    const tampered = tamperSignature(token);
    const headers = (value: string) => ({ authorization: `Bearer ${value}`, 'x-xsrf-token': 'xsrf-secret-value' });
    const cookies = { 'XSRF-TOKEN': 'xsrf-secret-value' };
    const calls = [
      { method: 'GET' as const, url: '/api/arrangement-manager/client-api/v2/productsummary', headers: headers(token), cookies },
      { method: 'GET' as const, url: '/api/arrangement-manager/client-api/v2/productsummary', headers: headers(expired), cookies },
      { method: 'GET' as const, url: '/api/arrangement-manager/client-api/v2/productsummary', headers: headers(tampered), cookies },
      { method: 'GET' as const, url: '/api/transaction-manager/client-api/v2/transactions?size=100000', headers: headers(token), cookies },
      {
        method: 'POST' as const,
        url: '/api/access-control/client-api/v3/accessgroups/user-context',
        headers: { ...headers(token), 'content-type': 'application/json' },
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
    for (const secret of [token, expired, tampered]) {
      const [, payload, signature] = secret.split('.');
      expect(log).not.toContain(secret);
      expect(log).not.toContain(payload);
      expect(log).not.toContain(signature);
    }
    expect(log).not.toContain('xsrf-secret-value');
  });
});
