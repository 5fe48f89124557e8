import { PlatformError, readErrorBody } from './errors.js';
import { authorizationHeaders } from './http.js';
import type { Platform } from './platform-context.js';

/** A file fetched for the member to save. */
export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

export interface CookieDownloadOptions {
  /** `app.apiRoot`. */
  apiRoot: string;
  fetch?: typeof fetch;
  /** Writes a cookie; defaults to document.cookie. */
  writeCookie?: (cookie: string) => void;
}

export interface CookieDownloadRequest {
  /** Path below the API root of the file. */
  path: string;
  /** Path below the API root the cookie is scoped to (the platform's cookie-authorized prefix). */
  cookieScope: string;
  search?: URLSearchParams;
  /** The file's name when the answer's Content-Disposition names none. */
  fallbackName: string;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Spec/1 §7 "An authorization cookie is set for these paths: account-statements download (v2),
 * transactions export (v2) …": the access token goes in a cookie scoped to the download's path
 * alone, and the file is fetched with that cookie and no Authorization header, exactly as a
 * plain download link would send it. Fetching (rather than navigating) lets the app read the
 * platform's failure reason instead of leaving the page for an error document. A refused token
 * is refreshed once, as the http client does.
 */
export async function downloadWithCookie(platform: Platform, request: CookieDownloadRequest, options: CookieDownloadOptions): Promise<DownloadedFile> {
  const root = options.apiRoot.endsWith('/') ? options.apiRoot.slice(0, -1) : options.apiRoot;
  const base = typeof location === 'undefined' ? 'http://localhost' : location.href;
  // A cookie's Path is a path: an absolute apiRoot (another host in development) keeps only its path.
  const cookiePath = new URL(`${root}${request.cookieScope}`, base).pathname;
  const writeCookie = options.writeCookie ?? ((cookie: string) => (document.cookie = cookie));
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const query = request.search?.toString();
  const url = `${root}${request.path}${query ? `?${query}` : ''}`;
  const setCookie = (token: string | undefined) => {
    if (!token) return;
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    // Scoped to the one path and short-lived: the token never rides along on other requests.
    // The bare token (the sandbox also takes "Bearer <token>"): a JWT needs no cookie encoding.
    writeCookie(`Authorization=${token}; Path=${cookiePath}; Max-Age=60; SameSite=Strict${secure}`);
  };
  const session = platform.session;
  let token = session?.accessToken();
  const attempt = async () => {
    // A token bound to the browser's key needs its proof beside the cookie (RFC 9449).
    const proof = token && session ? (await authorizationHeaders(session, token, url, 'GET')).DPoP : undefined;
    try {
      return await doFetch(url, { method: 'GET', credentials: 'same-origin', headers: { Accept: '*/*', ...(proof ? { DPoP: proof } : {}) } });
    } catch (cause) {
      throw new PlatformError({ status: 0, method: 'GET', path: request.path, cause });
    }
  };
  setCookie(token);
  let response = await attempt();
  if (response.status === 401 && session) {
    token = await session.refresh();
    setCookie(token);
    response = await attempt();
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = undefined;
    }
    const { message, key, errors } = readErrorBody(body);
    if (response.status === 401) session?.logout();
    throw new PlatformError({ status: response.status, method: 'GET', path: request.path, message, key, errors });
  }
  return { fileName: fileNameOf(response.headers.get('Content-Disposition'), request.fallbackName), blob: await response.blob() };
}
