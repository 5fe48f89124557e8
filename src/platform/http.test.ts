import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlatformError } from './errors.js';
import { createHttpClient, type SessionTokens } from './http.js';

const apiRoot = 'http://bank.test/api';
const summaryUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary`;
const invalidToken = { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="expired"' };
const errorBody = (message: string, key: string) => ({ message, key, errors: [{ message, key }] });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface SessionDouble extends SessionTokens {
  token: string | undefined;
  refresh: ReturnType<typeof vi.fn<() => Promise<string | undefined>>>;
  logout: ReturnType<typeof vi.fn<() => void>>;
}

function session(token: string | undefined, refreshTo?: string): SessionDouble {
  const double: SessionDouble = {
    token,
    accessToken: () => double.token,
    refresh: vi.fn(async () => {
      if (refreshTo) double.token = refreshTo;
      return refreshTo;
    }),
    logout: vi.fn(),
  };
  return double;
}

function client(tokens: SessionTokens, options: { path?: string; cookie?: string; readTimeoutMs?: number } = {}) {
  return createHttpClient({
    apiRoot,
    session: tokens,
    readTimeoutMs: options.readTimeoutMs,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? options.cookie : undefined),
    currentPath: () => options.path ?? '/my-accounts',
  });
}

/** Records the headers of every call the handler answers. */
function recordingHandler(answer: (authorization: string | null) => Response) {
  const seen: Headers[] = [];
  server.use(
    http.all(summaryUrl, ({ request }) => {
      seen.push(request.headers);
      return answer(request.headers.get('authorization'));
    }),
  );
  return seen;
}

describe('headers', () => {
  it('attaches the bearer token and the anti-forgery header from the cookie when a token exists', async () => {
    const seen = recordingHandler(() => HttpResponse.json({ ok: true }));
    await expect(client(session('token-1'), { cookie: 'xsrf-abc' }).get('/arrangement-manager/client-api/v2/productsummary')).resolves.toEqual({
      ok: true,
    });
    expect(seen[0]?.get('authorization')).toBe('Bearer token-1');
    expect(seen[0]?.get('x-xsrf-token')).toBe('xsrf-abc');
  });

  it('sends a token bound to the browser key as DPoP with a fresh proof for the call, and a new proof after a refused one', async () => {
    let calls = 0;
    const seen = recordingHandler(() =>
      ++calls === 1
        ? HttpResponse.json(errorBody('bad proof', 'auth.invalid-token'), { status: 401, headers: { 'WWW-Authenticate': 'DPoP error="invalid_dpop_proof"' } })
        : HttpResponse.json({ ok: true }),
    );
    let proofs = 0;
    const bound: SessionDouble = { ...session('token-1', 'token-2'), dpopProof: vi.fn(async () => `proof-${++proofs}`) };
    await expect(client(bound).get('/arrangement-manager/client-api/v2/productsummary?x=1')).resolves.toEqual({ ok: true });
    expect(bound.dpopProof).toHaveBeenNthCalledWith(1, `${summaryUrl}?x=1`, 'GET', 'token-1');
    expect(seen.map((headers) => [headers.get('authorization'), headers.get('dpop')])).toEqual([
      ['DPoP token-1', 'proof-1'],
      ['DPoP token-2', 'proof-2'],
    ]);
    expect(bound.logout).not.toHaveBeenCalled();
  });

  it('sends no bearer token without one, but the anti-forgery header still (a visitor enrolling writes too)', async () => {
    const seen = recordingHandler(() => HttpResponse.json({}));
    await client(session(undefined), { cookie: 'xsrf-abc' }).get('/arrangement-manager/client-api/v2/productsummary');
    expect(seen[0]?.has('authorization')).toBe(false);
    expect(seen[0]?.get('x-xsrf-token')).toBe('xsrf-abc');
  });

  it('adds the anti-forgery header on writes too and sends the body as JSON', async () => {
    let received: unknown;
    let header: string | null = null;
    server.use(
      http.post(`${apiRoot}/access-control/client-api/v3/accessgroups/user-context`, async ({ request }) => {
        received = await request.json();
        header = request.headers.get('x-xsrf-token');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const answer = await client(session('t'), { cookie: 'c1' }).post('/access-control/client-api/v3/accessgroups/user-context', {
      serviceAgreementId: 'sa-1',
    });
    expect(answer).toBeUndefined();
    expect(received).toEqual({ serviceAgreementId: 'sa-1' });
    expect(header).toBe('c1');
  });

  it('sends a file as its bytes and reads a file answer as a Blob (a message attachment up and down)', async () => {
    const attachments = `${apiRoot}/messages-service/client-api/v5/message-center/attachments`;
    let type: string | null = null;
    let bytes: number[] = [];
    server.use(
      http.post(attachments, async ({ request }) => {
        type = request.headers.get('content-type');
        bytes = [...new Uint8Array(await request.arrayBuffer())];
        return HttpResponse.json({ id: 'att-1' }, { status: 201 });
      }),
      http.get(`${attachments}/att-1`, () => new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'Content-Type': 'application/pdf' } })),
    );
    const platform = client(session('t'));
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]);
    await platform.request({ method: 'POST', path: '/messages-service/client-api/v5/message-center/attachments', body: file });
    expect(type).toBe('application/octet-stream');
    expect(bytes).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const answer = await platform.request({ method: 'GET', path: '/messages-service/client-api/v5/message-center/attachments/att-1', responseType: 'blob' });
    // fetch's own Blob (Node's under jsdom, where the global Blob is jsdom's): read, not compared by class.
    expect((answer as Blob).type).toBe('application/pdf');
    expect([...new Uint8Array(await (answer as Blob).arrayBuffer())]).toEqual([0x25, 0x50, 0x44, 0x46]);
  });

  it('encodes query parameters, repeating arrays and leaving out undefined values', async () => {
    let url = '';
    server.use(
      http.get(`${apiRoot}/arrangement-manager/client-api/v2/productsummary/context/arrangements`, ({ request }) => {
        url = request.url;
        return HttpResponse.json([]);
      }),
    );
    await client(session('t')).get('/arrangement-manager/client-api/v2/productsummary/context/arrangements', {
      businessFunction: 'A2A Transfer',
      size: 200,
      debitAccount: true,
      ids: ['a', 'b'],
      from: undefined,
    });
    const search = new URL(url).searchParams;
    expect(search.get('businessFunction')).toBe('A2A Transfer');
    expect(search.get('size')).toBe('200');
    expect(search.get('debitAccount')).toBe('true');
    expect(search.getAll('ids')).toEqual(['a', 'b']);
    expect(search.has('from')).toBe(false);
  });
});

describe('401 with invalid_token', () => {
  it('refreshes once and retries once with the new token', async () => {
    const seen = recordingHandler((authorization) =>
      authorization === 'Bearer fresh'
        ? HttpResponse.json({ total: '1.00' })
        : HttpResponse.json(errorBody('expired', 'auth.invalid-token'), { status: 401, headers: invalidToken }),
    );
    const tokens = session('stale', 'fresh');
    await expect(client(tokens).get('/arrangement-manager/client-api/v2/productsummary')).resolves.toEqual({ total: '1.00' });
    expect(tokens.refresh).toHaveBeenCalledTimes(1);
    expect(seen.map((headers) => headers.get('authorization'))).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(tokens.logout).not.toHaveBeenCalled();
  });

  it('surfaces the original error when the refresh fails, without retrying or logging out', async () => {
    const seen = recordingHandler(() =>
      HttpResponse.json(errorBody('The access token expired.', 'auth.invalid-token'), { status: 401, headers: invalidToken }),
    );
    const tokens = session('stale');
    const error = await client(tokens).get('/arrangement-manager/client-api/v2/productsummary').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status: 401, kind: 'unauthorized', key: 'auth.invalid-token', message: 'The access token expired.' });
    expect(tokens.refresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
    expect(tokens.logout).not.toHaveBeenCalled();
  });

  it('surfaces the original error when the refresh throws', async () => {
    recordingHandler(() => HttpResponse.json(errorBody('first', 'auth.invalid-token'), { status: 401, headers: invalidToken }));
    const tokens = session('stale');
    tokens.refresh.mockRejectedValueOnce(new Error('login_required'));
    await expect(client(tokens).get('/arrangement-manager/client-api/v2/productsummary')).rejects.toMatchObject({
      status: 401,
      message: 'first',
    });
  });

  it('retries only once: a replay refused again logs out and does not refresh a second time', async () => {
    const seen = recordingHandler(() =>
      HttpResponse.json(errorBody('still invalid', 'auth.invalid-token'), { status: 401, headers: invalidToken }),
    );
    const tokens = session('stale', 'fresh');
    await expect(client(tokens).get('/arrangement-manager/client-api/v2/productsummary')).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(2);
    expect(tokens.refresh).toHaveBeenCalledTimes(1);
    expect(tokens.logout).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between calls that fail at the same time', async () => {
    recordingHandler((authorization) =>
      authorization === 'Bearer fresh'
        ? HttpResponse.json({})
        : HttpResponse.json(errorBody('expired', 'auth.invalid-token'), { status: 401, headers: invalidToken }),
    );
    const tokens = session('stale', 'fresh');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    tokens.refresh.mockImplementationOnce(async () => {
      await gate;
      tokens.token = 'fresh';
      return 'fresh';
    });
    const api = client(tokens);
    const calls = [1, 2, 3].map(() => api.get('/arrangement-manager/client-api/v2/productsummary'));
    await vi.waitFor(() => expect(tokens.refresh).toHaveBeenCalled());
    release();
    await expect(Promise.all(calls)).resolves.toHaveLength(3);
    expect(tokens.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('any other 401', () => {
  it('logs out on a 401 without an invalid_token challenge, and never refreshes', async () => {
    recordingHandler(() => HttpResponse.json(errorBody('Unauthorized', 'auth.required'), { status: 401 }));
    const tokens = session('t', 'fresh');
    await expect(client(tokens).get('/arrangement-manager/client-api/v2/productsummary')).rejects.toMatchObject({ status: 401 });
    expect(tokens.refresh).not.toHaveBeenCalled();
    expect(tokens.logout).toHaveBeenCalledTimes(1);
  });

  it.each(['/enrollment', '/enrollment/verify', '/self-enrollment/step-2', '/auto-enrollment', '/redirect', '/auth/callback'])(
    'does not log out while the app is on the exempt path %s',
    async (path) => {
      recordingHandler(() => HttpResponse.json(errorBody('Unauthorized', 'auth.required'), { status: 401 }));
      const tokens = session('t');
      await expect(client(tokens, { path }).get('/arrangement-manager/client-api/v2/productsummary')).rejects.toMatchObject({
        status: 401,
      });
      expect(tokens.logout).not.toHaveBeenCalled();
    },
  );

  it('does not log out on a step-up challenge (a recent password needed), and keeps the challenge on the error', async () => {
    const stepUp = 'Bearer error="insufficient_user_authentication", error_description="A more recent sign-in is required", max_age="300"';
    recordingHandler(() =>
      HttpResponse.json(errorBody('Enter your password again.', 'authentication.recent-sign-in-required'), {
        status: 401,
        headers: { 'WWW-Authenticate': stepUp },
      }),
    );
    const tokens = session('t', 'fresh');
    await expect(client(tokens).get('/arrangement-manager/client-api/v2/productsummary')).rejects.toMatchObject({
      status: 401,
      key: 'authentication.recent-sign-in-required',
      challenge: stepUp,
    });
    expect(tokens.refresh).not.toHaveBeenCalled();
    expect(tokens.logout).not.toHaveBeenCalled();
  });

  it('does log out on paths that only resemble an exempt one', async () => {
    recordingHandler(() => HttpResponse.json(errorBody('Unauthorized', 'auth.required'), { status: 401 }));
    const tokens = session('t');
    await client(tokens, { path: '/enrollments-history' })
      .get('/arrangement-manager/client-api/v2/productsummary')
      .catch(() => undefined);
    expect(tokens.logout).toHaveBeenCalledTimes(1);
  });
});

describe('requests sent', () => {
  it('says when every request started so far has left, its proof signed, so boot renders only after the reads are on their way', async () => {
    const proofs: (() => void)[] = [];
    const fetched: string[] = [];
    const tokens: SessionTokens = {
      ...session('token-1'),
      dpopProof: () => new Promise<string>((resolve) => proofs.push(() => resolve('proof'))),
    };
    const api = createHttpClient({
      apiRoot,
      session: tokens,
      readCookie: () => undefined,
      fetch: (input) => {
        fetched.push(String(input));
        return Promise.resolve(Response.json({ ok: true }));
      },
    });
    const reads = [api.get('/access-control/client-api/v3/accessgroups/service-agreements/context'), api.get('/user-manager/client-api/v2/users/me/profile')];
    let sent = false;
    const allSent = api.requestsSent().then(() => {
      sent = true;
    });
    await Promise.resolve();
    expect(sent).toBe(false);
    expect(fetched).toEqual([]);
    proofs[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toBe(false);
    expect(fetched).toHaveLength(1);
    proofs[1]!();
    await allSent;
    expect(fetched).toHaveLength(2);
    await Promise.all(reads);
    await expect(api.requestsSent()).resolves.toBeUndefined();
  });
});

describe('typed errors', () => {
  it.each([
    [400, 'bad-request'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [500, 'server'],
    [503, 'unavailable'],
    [418, 'unexpected'],
  ] as const)('status %i becomes a PlatformError of kind %s with the platform error body', async (status, kind) => {
    recordingHandler(() => HttpResponse.json(errorBody('Nope', 'some.key'), { status }));
    const tokens = session('t');
    const error = await client(tokens).get('/arrangement-manager/client-api/v2/productsummary').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status, kind, key: 'some.key', message: 'Nope', errors: [{ message: 'Nope', key: 'some.key' }] });
    expect(tokens.logout).not.toHaveBeenCalled();
  });

  it('a network failure is a PlatformError with status 0', async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.error()));
    await expect(client(session('t')).get('/arrangement-manager/client-api/v2/productsummary')).rejects.toMatchObject({
      status: 0,
      kind: 'network',
    });
  });

  it('a read that never answers fails as a lost connection after the time limit; a write is not cut short', async () => {
    server.use(http.all(summaryUrl, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    const hanging = client(session('t'), { readTimeoutMs: 50 });
    await expect(hanging.get('/arrangement-manager/client-api/v2/productsummary')).rejects.toMatchObject({ status: 0, kind: 'network' });
    const write = hanging.post('/arrangement-manager/client-api/v2/productsummary', {}).then(() => 'answered', () => 'failed');
    const later = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300));
    expect(await Promise.race([write, later])).toBe('still waiting');
  });

  it('an error answer without the platform body still carries its status', async () => {
    server.use(http.get(summaryUrl, () => new HttpResponse('Bad gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } })));
    await expect(client(session('t')).get('/arrangement-manager/client-api/v2/productsummary')).rejects.toMatchObject({
      status: 502,
      kind: 'server',
      key: undefined,
    });
  });
});
