import type { Page, Request } from '@playwright/test';

/** What the API answered a call made from inside the page. */
export interface PageAnswer {
  status: number;
  ok: boolean;
  body: unknown;
}

export interface CallFromPage {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path (and query) on the page's origin, e.g. /api/user-manager/client-api/v2/users/me/profile. */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
}

/** The access token of the page's DPoP Authorization header on one of its API requests. */
export function pageToken(request: Request): string {
  const match = /^DPoP (.+)$/.exec(request.headers().authorization ?? '');
  if (!match?.[1]) throw new Error('the page sent no DPoP-bound token');
  return match[1];
}

/** Waits for the page's next API request that carries its token (start before the action that makes it). */
export async function nextPageToken(page: Page): Promise<string> {
  return pageToken(await page.waitForRequest((request) => /^DPoP /.test(request.headers().authorization ?? '')));
}

/**
 * Calls the API as the page would, from inside it: the page's token with a proof signed by the
 * page's own key. The key is non-extractable (Web Crypto, kept in IndexedDB by oidc-client-ts), so
 * a test cannot lift it out of the browser; it signs here, where it lives. Writes carry the
 * anti-forgery header from the page's cookie, as the app's own calls do.
 */
export async function callFromPage(page: Page, token: string, call: CallFromPage, clientId = 'web'): Promise<PageAnswer> {
  return page.evaluate(
    async ({ token, method, path, body, clientId }) => {
      const keys = await new Promise<CryptoKeyPair>((resolve, reject) => {
        const opening = indexedDB.open('oidc');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const reading = opening.result.transaction('dpop').objectStore('dpop').get(clientId);
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => resolve((reading.result as { keys: CryptoKeyPair }).keys);
        };
      });
      const bytes = (text: string) => new TextEncoder().encode(text);
      const base64url = (data: ArrayBuffer | Uint8Array) =>
        btoa(String.fromCharCode(...new Uint8Array(data))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      const url = new URL(path, location.href);
      const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', keys.publicKey);
      const header = { alg: 'ES256', typ: 'dpop+jwt', jwk: { kty, crv, x, y } };
      const claims = {
        jti: crypto.randomUUID(),
        htm: method,
        htu: url.origin + url.pathname,
        iat: Math.floor(Date.now() / 1000),
        ath: base64url(await crypto.subtle.digest('SHA-256', bytes(token))),
      };
      const signingInput = `${base64url(bytes(JSON.stringify(header)))}.${base64url(bytes(JSON.stringify(claims)))}`;
      const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, bytes(signingInput));
      const headers: Record<string, string> = { Accept: 'application/json', Authorization: `DPoP ${token}`, DPoP: `${signingInput}.${base64url(signature)}` };
      const antiForgery = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1];
      if (method !== 'GET' && antiForgery) headers['X-XSRF-TOKEN'] = decodeURIComponent(antiForgery);
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        // Not JSON: the text as it is.
      }
      return { status: response.status, ok: response.ok, body: parsed };
    },
    { token, method: call.method ?? 'GET', path: call.path, body: call.body, clientId },
  );
}
