import { PlatformError, readErrorBody } from './errors.js';
import { isStepUpChallengeHeader } from './step-up.js';

/** What the http client needs from the signed-in session. */
export interface SessionTokens {
  /** The current access token, or undefined when nobody is signed in. */
  accessToken(): string | undefined;
  /**
   * Obtains a fresh access token (silent refresh). Resolves to the new token, or to undefined when
   * the refresh failed; the session itself decides what a failed refresh means (spec/1 §4).
   */
  refresh(): Promise<string | undefined>;
  /** Ends the session (spec/1 §8: any 401 outside the exempt paths). */
  logout(): void;
  /**
   * The DPoP proof (RFC 9449) for one call with `accessToken` to the absolute `url`, signed with
   * the browser's key; undefined when the token is not bound to one (a bearer token). Absent: every
   * token is a bearer token.
   */
  dpopProof?(url: string, method: string, accessToken: string): Promise<string | undefined>;
}

/**
 * The Authorization (and DPoP) headers for a call: `DPoP <token>` with a fresh proof when the
 * token is bound to the browser's key, `Bearer <token>` otherwise. A proof is good for one call
 * only (the platform refuses a replay), so a retry asks for a new one.
 */
export async function authorizationHeaders(session: Pick<SessionTokens, 'dpopProof'>, token: string, url: string, method: string): Promise<Record<string, string>> {
  const absolute = new URL(url, typeof location === 'undefined' ? 'http://localhost' : location.href).href;
  const proof = await session.dpopProof?.(absolute, method, token);
  return proof ? { Authorization: `DPoP ${token}`, DPoP: proof } : { Authorization: `Bearer ${token}` };
}

export type QueryValue = string | number | boolean | undefined | readonly (string | number | boolean)[];

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below the API root, starting with the service prefix: `/arrangement-manager/client-api/v2/productsummary`. */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  /** JSON, or a file's bytes (a Blob, sent as application/octet-stream: an attachment's upload). */
  body?: unknown;
  signal?: AbortSignal;
  /** 'blob' reads a successful answer as a file (an attachment's download) instead of JSON or text. */
  responseType?: 'blob';
}

export interface HttpClient {
  /** Resolves to the parsed answer as `unknown`: each service module narrows it with a type guard. */
  request(request: HttpRequest): Promise<unknown>;
  /** The same, with the answer's headers (paging totals such as X-Total-Count). */
  exchange(request: HttpRequest): Promise<{ body: unknown; headers: Headers }>;
  get(path: string, query?: HttpRequest['query'], signal?: AbortSignal): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
  put(path: string, body?: unknown): Promise<unknown>;
  patch(path: string, body?: unknown): Promise<unknown>;
  delete(path: string): Promise<unknown>;
}

/** The client createHttpClient makes: what boot needs beyond the calls themselves. */
export interface AppHttpClient extends HttpClient {
  /**
   * Resolves once every request started so far has left for the platform: its proof signed and
   * the request handed to the browser. Signing takes several turns of the main thread, so boot
   * waits for this before React's first render holds that thread.
   */
  requestsSent(): Promise<void>;
}

export const antiForgeryCookie = 'XSRF-TOKEN';
export const antiForgeryHeader = 'X-XSRF-TOKEN';

/**
 * App paths on which a 401 does not end the session: the member is not signed in there yet
 * (self-enrollment, enrollment by invitation) or is between the provider and the app (redirects).
 * These are the original application's exemptions (spec/1 §8), as paths of this app.
 */
export const logoutExemptPaths: readonly string[] = [
  '/enrollment',
  '/self-enrollment',
  '/auto-enrollment',
  '/redirect',
  '/auth/',
];

export interface HttpClientOptions {
  /** `app.apiRoot` from config, e.g. `/api`. */
  apiRoot: string;
  session: SessionTokens;
  fetch?: typeof fetch;
  /** Reads a cookie the page can see; defaults to document.cookie. */
  readCookie?: (name: string) => string | undefined;
  /** The app's current path; defaults to location.pathname. */
  currentPath?: () => string;
  exemptPaths?: readonly string[];
  /** How long a read may take before it fails; tests shorten it. */
  readTimeoutMs?: number;
}

/**
 * A read (GET) that has not answered in this long has failed, as a lost connection has: what
 * waits on it (the shell's permissions, a widget's data) shows its error instead of loading for
 * ever. Writes are not cut short: a submit's outcome is for the platform to say, and an idempotent
 * retry is the member's to make. A file's download is not either: a large one takes its time.
 */
export const readTimeoutMs = 30_000;

export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}

/**
 * True when a WWW-Authenticate challenge says the token itself (RFC 6750) or its DPoP proof
 * (RFC 9449 §7.1) is the problem: a refreshed token with a fresh proof may well pass.
 */
export function isInvalidTokenChallenge(header: string | null): boolean {
  return header !== null && /error\s*=\s*"?invalid_(token|dpop_proof)"?/i.test(header);
}

function buildUrl(apiRoot: string, path: string, query: HttpRequest['query']): string {
  const root = apiRoot.endsWith('/') ? apiRoot.slice(0, -1) : apiRoot;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    const values: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value as string];
    for (const item of values) search.append(name, String(item));
  }
  const queryString = search.toString();
  return `${root}${path.startsWith('/') ? path : `/${path}`}${queryString ? `?${queryString}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The one way the app calls the platform (DESIGN "Platform client", spec/1 §7 and §8):
 * - the access token on every call (with a fresh DPoP proof when it is bound to the browser's key),
 *   and the anti-forgery header whenever a token exists;
 * - a 401 whose challenge says invalid_token refreshes the token once and replays the call once;
 *   when the refresh fails the original error surfaces;
 * - any other 401 (including a replay that is refused again) ends the session, except on the
 *   enrollment and redirect paths and the RFC 9470 step-up challenge (a recent password needed);
 * - every failure becomes a PlatformError with the status and the platform's error body.
 */
export function createHttpClient(options: HttpClientOptions): AppHttpClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const readCookie = options.readCookie ?? readDocumentCookie;
  const currentPath = options.currentPath ?? (() => (typeof location === 'undefined' ? '/' : location.pathname));
  const exemptPaths = options.exemptPaths ?? logoutExemptPaths;
  const readTimeout = options.readTimeoutMs ?? readTimeoutMs;
  // Concurrent calls that all meet an expired token share one refresh instead of racing the provider.
  let refreshing: Promise<string | undefined> | undefined;

  const refreshOnce = () => {
    refreshing ??= options.session.refresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  // Requests whose headers (the proof) are still being prepared.
  const preparing = new Set<Promise<unknown>>();

  async function send(request: HttpRequest, token: string | undefined): Promise<Response> {
    const prepared = prepare(request, token);
    preparing.add(prepared);
    const settled = () => preparing.delete(prepared);
    prepared.then(settled, settled);
    const { url, init } = await prepared;
    try {
      return await doFetch(url, init);
    } catch (cause) {
      if (request.signal?.aborted) throw cause;
      throw new PlatformError({ status: 0, method: request.method, path: request.path, cause });
    }
  }

  async function prepare(request: HttpRequest, token: string | undefined): Promise<{ url: string; init: RequestInit }> {
    const url = buildUrl(options.apiRoot, request.path, request.query);
    const headers = new Headers({ Accept: 'application/json' });
    if (token) for (const [name, value] of Object.entries(await authorizationHeaders(options.session, token, url, request.method))) headers.set(name, value);
    // Also without a token: a visitor's writes (enrollment, password reset) are guarded the same way.
    const antiForgery = readCookie(antiForgeryCookie);
    if (antiForgery) headers.set(antiForgeryHeader, antiForgery);
    let body: string | Blob | undefined;
    if (request.body instanceof Blob) {
      headers.set('Content-Type', 'application/octet-stream');
      body = request.body;
    } else if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.body);
    }
    return { url, init: { method: request.method, headers, body, signal: signalFor(request), credentials: 'same-origin' } };
  }

  /** The caller's signal, and for a read also the time limit (readTimeoutMs). */
  function signalFor(request: HttpRequest): AbortSignal | undefined {
    if (request.method !== 'GET' || request.responseType === 'blob') return request.signal;
    const limit = AbortSignal.timeout(readTimeout);
    if (!request.signal) return limit;
    // Browsers before AbortSignal.any (Safari 17.3) keep the caller's signal alone.
    return typeof AbortSignal.any === 'function' ? AbortSignal.any([request.signal, limit]) : request.signal;
  }

  async function failure(request: HttpRequest, response: Response): Promise<PlatformError> {
    const body = await readBody(response).catch(() => undefined);
    const { message, key, errors } = readErrorBody(body);
    const challenge = response.status === 401 ? (response.headers.get('WWW-Authenticate') ?? undefined) : undefined;
    return new PlatformError({ status: response.status, method: request.method, path: request.path, message, key, errors, challenge });
  }

  const isExempt = () => {
    const path = currentPath();
    return exemptPaths.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
  };

  async function exchange(request: HttpRequest): Promise<{ body: unknown; headers: Headers }> {
    let response = await send(request, options.session.accessToken());
    if (response.status === 401 && isInvalidTokenChallenge(response.headers.get('WWW-Authenticate'))) {
      const original = await failure(request, response);
      const fresh = await refreshOnce().catch(() => undefined);
      if (!fresh) throw original;
      response = await send(request, fresh);
    }
    if (response.status === 401) {
      const error = await failure(request, response);
      // A step-up challenge asks for the password again, which the page starts itself (step-up.ts).
      if (!isExempt() && !isStepUpChallengeHeader(error.challenge)) options.session.logout();
      throw error;
    }
    if (!response.ok) throw await failure(request, response);
    return { body: request.responseType === 'blob' ? await response.blob() : await readBody(response), headers: response.headers };
  }

  const request = async (request: HttpRequest) => (await exchange(request)).body;

  return {
    request,
    exchange,
    get: (path, query, signal) => request({ method: 'GET', path, query, signal }),
    post: (path, body) => request({ method: 'POST', path, body }),
    put: (path, body) => request({ method: 'PUT', path, body }),
    patch: (path, body) => request({ method: 'PATCH', path, body }),
    delete: (path) => request({ method: 'DELETE', path }),
    requestsSent: async () => {
      await Promise.allSettled([...preparing]);
    },
  };
}
