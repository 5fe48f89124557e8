import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createProofKey, type ProofKey } from './dpop-keys.js';
import { publicUrl } from './harness.js';

/** What the provider's token endpoint answers. */
export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type?: string;
  scope?: string;
}

export const clientId = 'web';
export const redirectUri = `${publicUrl}/auth/callback`;
const tokenEndpoint = `${publicUrl}/oidc/token`;

/** The test browser's DPoP key: the flow below binds its tokens to it unless given another. */
export const browserKey: ProofKey = await createProofKey();

/** The DPoP header of a token request signed by `key` (RFC 9449 §5); none for `null`. */
async function proofHeader(key: ProofKey | null): Promise<Record<string, string>> {
  return key ? { dpop: await key.prove({ method: 'POST', url: tokenEndpoint }) } : {};
}

/** Thrown when the flow stops on one of the provider's pages (wrong password, locked …). */
export class SignInFailed extends Error {
  constructor(
    message: string,
    readonly response: LightMyRequestResponse,
  ) {
    super(message);
  }
}

/** The text of the page's role=alert element, if any. */
export function alertOf(body: string): string | undefined {
  const match = /<p id="form-error" class="error" role="alert">([^<]*)<\/p>/.exec(body);
  return match?.[1] && decodeEntities(match[1]);
}

function decodeEntities(text: string): string {
  return text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
}

/** A browser for `app.inject`: keeps cookies, follows the provider's redirects on demand. */
export class InjectBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({ ...options, cookies: Object.fromEntries(this.cookies) });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = cookie.value === '' || (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.maxAge === 0;
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url: pathOf(url) });
  }

  post(url: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.request({
      method: 'POST',
      url: pathOf(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  }

  /**
   * Follows redirects on this server until one leaves for the app's redirect URI (returned as a
   * URL) or a page is shown (returned as the response).
   */
  async follow(response: LightMyRequestResponse): Promise<LightMyRequestResponse | URL> {
    let current = response;
    for (let hop = 0; hop < 20; hop++) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string') return current;
      const target = new URL(location, publicUrl);
      if (`${target.origin}${target.pathname}` === redirectUri) return target;
      current = await this.get(target.toString());
    }
    throw new Error('too many redirects');
  }
}

function pathOf(url: string): string {
  const parsed = new URL(url, publicUrl);
  return `${parsed.pathname}${parsed.search}`;
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function createPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The authorization request the member app (oidc-client-ts) makes; `params` override or drop (undefined) any. */
export function authorizationPath(pkce: Pkce, params: Record<string, string | undefined> = {}): string {
  const all: Record<string, string | undefined> = {
    client_id: clientId,
    response_type: 'code',
    scope: 'openid',
    redirect_uri: redirectUri,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...params,
  };
  const query = new URLSearchParams(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return `/oidc/auth?${query.toString()}`;
}

/** The action of the page's form that has a field named `field`. */
export function formAction(body: string, field: string): string | undefined {
  for (const [form, action] of body.matchAll(/<form method="post" action="([^"]+)">[\s\S]*?<\/form>/g)) {
    if (form.includes(`name="${field}"`) && action) return decodeEntities(action);
  }
  return undefined;
}

export interface SignInInput {
  username: string;
  password: string;
  /** For agents: the member to act for. */
  memberId?: string;
}

/** Runs the authorization request up to the login page (in a new browser, or `browser`); returns the browser and that page. */
export async function openLoginPage(app: FastifyInstance, pkce: Pkce = createPkce(), browser = new InjectBrowser(app)) {
  const page = await browser.follow(await browser.get(authorizationPath(pkce)));
  if (page instanceof URL || page.statusCode !== 200) throw new Error('the authorization request did not reach the login page');
  const action = formAction(page.body, 'password');
  if (!action) throw new Error('no login form on the page');
  return { browser, page, action, pkce };
}

/** Posts the login form; returns the page shown (an error) or the app's redirect URI with the code. */
export async function submitLogin(
  browser: InjectBrowser,
  action: string,
  { username, password, memberId }: SignInInput,
): Promise<LightMyRequestResponse | URL> {
  let result = await browser.follow(await browser.post(action, { username, password }));
  if (!(result instanceof URL) && result.statusCode === 200) {
    const pick = formAction(result.body, 'memberId');
    if (pick && memberId !== undefined) result = await browser.follow(await browser.post(pick, { memberId }));
  }
  return result;
}

export async function exchangeCode(app: FastifyInstance, code: string, verifier: string, key: ProofKey | null = browserKey): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(await proofHeader(key)) },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
}

/**
 * Signs in through the real authorization-code + PKCE flow: authorization request, login form,
 * member picker for agents, code exchange at /oidc/token with a DPoP proof by `browserKey`.
 */
export async function signIn(app: FastifyInstance, input: SignInInput): Promise<TokenSet> {
  const { browser, action, pkce } = await openLoginPage(app);
  const result = await submitLogin(browser, action, input);
  if (!(result instanceof URL)) {
    throw new SignInFailed(alertOf(result.body) ?? `sign-in stopped with status ${result.statusCode}`, result);
  }
  const code = result.searchParams.get('code');
  if (!code) throw new Error(`no code in the redirect: ${result.search}`);
  const response = await exchangeCode(app, code, pkce.verifier);
  if (response.statusCode !== 200) throw new Error(`code exchange failed: ${response.body}`);
  return response.json<TokenSet>();
}

/** The refresh_token grant as the app makes it (with a proof by `key`); the raw response, so tests can see failures. */
export async function refreshResponse(app: FastifyInstance, refreshToken: string, key: ProofKey | null = browserKey): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(await proofHeader(key)) },
    payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }).toString(),
  });
}

export async function refresh(app: FastifyInstance, refreshToken: string): Promise<TokenSet> {
  const response = await refreshResponse(app, refreshToken);
  if (response.statusCode !== 200) throw new Error(`refresh failed (${response.statusCode}): ${response.body}`);
  return response.json<TokenSet>();
}
