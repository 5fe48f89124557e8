import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchConfigBundle } from './fetch-config.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const url = 'http://localhost/config/bundle';
const bundle = { app: { name: 'Front Range Credit Union' } };

describe('fetchConfigBundle', () => {
  it.each([
    ['passed', 'passed'],
    ['failed', 'failed'],
    [undefined, 'unchecked'],
    ['something else', 'unchecked'],
  ] as const)('reads the server’s check %s as %s', async (header, serverCheck) => {
    server.use(http.get(url, () => HttpResponse.json(bundle, { headers: header === undefined ? {} : { 'Passbook-Config-Check': header } })));
    expect(await fetchConfigBundle(url)).toEqual({ bundle, serverCheck });
  });

  it('throws, naming the status, when the server does not answer with the bundle', async () => {
    server.use(http.get(url, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await expect(fetchConfigBundle(url)).rejects.toThrow(/HTTP 503/);
  });
});
