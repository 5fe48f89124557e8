import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Lifetimes and protections of the sign-in provider, from config/sign-in.json. */
export interface SignInSettings {
  clientId: string;
  redirectPaths: string[];
  postLogoutRedirectPaths: string[];
  accessTokenSeconds: number;
  sessionIdleSeconds: number;
  sessionMaxSeconds: number;
  lockout: SignInLockout;
  attemptsPerIpPerMinute: number;
  /** Changing how a member signs in or is reached needs the password entered within these minutes. */
  recentSignInMinutes: number;
}

/**
 * Wrong-password backoff, counted per username typed and client (oidc/sign-in-failures.ts): from
 * the `maxFailures`-th failure in a row on, each failure locks that username for that client for
 * `lockSeconds`, doubled per further failure, at most `maxLockSeconds`.
 */
export interface SignInLockout {
  maxFailures: number;
  lockSeconds: number;
  maxLockSeconds: number;
  /** A series of failures older than this (seconds since the last one) is forgotten. */
  forgetAfterSeconds: number;
  /** At this many failures in a row on a member's username the member is notified, once per series. */
  noticeAfterFailures: number;
  /** How long a browser stays known after it last signed in as a user (its cookie's lifetime). */
  knownBrowserDays: number;
}

/** What the credit union's config/app.json says that the server needs (name and colours). */
export interface Branding {
  name: string;
  phone: string;
  theme: { colorPrimary: string; colorBgLayout?: string };
}

export interface ServerSettings {
  /** Origin members reach the server at, e.g. http://localhost:8080; issuer and audience derive from it. */
  publicUrl: string;
  /** Folder of the default tenant's configuration. */
  configDir: string;
  /** Folder of the built member app; absent or missing serves a plain page saying so. */
  appDir: string;
  signIn: SignInSettings;
  branding: Branding;
  /** TENANT: every request is this tenant's, whatever its host; absent: chosen by host (config/tenants.json). */
  tenant?: string;
  /**
   * Worker threads that check the studio's drafts (CONFIG_CHECK_THREADS, default 1): one keeps the
   * other core for members on a two-core host; checks beyond it wait their turn.
   */
  configCheckThreads: number;
  /**
   * PASSBOOK_SERVE_SOURCE_MAPS=1: the build's *.map files are served (for debugging a deployed
   * build); otherwise they answer 404, so the app's original source is not handed to anyone.
   */
  serveSourceMaps?: boolean;
  /**
   * TOKEN_BINDING: `dpop` (the default) lets only sender-constrained access tokens (RFC 9449) into
   * the API; `bearer` also lets unbound ones in, for an identity provider without DPoP, at the risk
   * server/docs/sign-in.md states.
   */
  tokenBinding: TokenBinding;
  /**
   * TRUSTED_PROXIES: the addresses (or CIDR ranges) of the load balancers in front of the server,
   * comma-separated. A request from one of them is the client's named in its X-Forwarded-For (and
   * its host and scheme those of X-Forwarded-Host and -Proto), so per-client counts (sign-in
   * attempts per IP, enrollment's lockout) count clients, not the load balancer. Empty: the
   * connection's own address is the client's, and forwarded headers are ignored (anyone can send them).
   */
  trustedProxies: string[];
}

export type TokenBinding = 'dpop' | 'bearer';

function tokenBindingOf(value: string | undefined): TokenBinding {
  if (value === undefined || value === '' || value === 'dpop') return 'dpop';
  if (value === 'bearer') return 'bearer';
  throw new Error(`TOKEN_BINDING must be dpop or bearer, not "${value}"`);
}

/** How the server rides out a database restart and its own (operators' numbers, not a credit union's). */
export const availability = {
  /** Retry-After on a 503 while the database is unreachable: about what a PostgreSQL restart takes. */
  retryAfterSeconds: 5,
  /** A transaction PostgreSQL aborted for a deadlock or serialization failure runs again at most this often. */
  transactionRetries: 3,
  /** Before each re-run, a random wait up to this many milliseconds times the attempt, so the racers part. */
  transactionRetryJitterMs: 20,
  /** /readyz answers 503 when the database has not answered within this. */
  readinessTimeoutMs: 2000,
  /** On SIGTERM, requests in flight get this long to finish before their connections are closed. */
  shutdownGraceSeconds: 10,
} as const;

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

export function issuerOf(settings: Pick<ServerSettings, 'publicUrl'>): string {
  return `${settings.publicUrl}/oidc`;
}

/** The access tokens' audience: the client API of this server. */
export function apiAudienceOf(settings: Pick<ServerSettings, 'publicUrl'>): string {
  return `${settings.publicUrl}/api`;
}

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8'));
}

export async function loadSettings(overrides: Partial<ServerSettings> & { publicUrl: string }): Promise<ServerSettings> {
  const configDir = overrides.configDir ?? `${repositoryRoot}config`;
  const signIn = overrides.signIn ?? ((await readJson(`${configDir}/sign-in.json`)) as SignInSettings);
  const branding = overrides.branding ?? ((await readJson(`${configDir}/app.json`)) as Branding);
  const tenant = overrides.tenant ?? (process.env.TENANT || undefined);
  return {
    appDir: `${repositoryRoot}dist`,
    configCheckThreads: Math.max(1, Number(process.env.CONFIG_CHECK_THREADS) || 1),
    ...(tenant ? { tenant } : {}),
    serveSourceMaps: process.env.PASSBOOK_SERVE_SOURCE_MAPS === '1',
    tokenBinding: tokenBindingOf(process.env.TOKEN_BINDING),
    trustedProxies: (process.env.TRUSTED_PROXIES ?? '').split(',').map((address) => address.trim()).filter((address) => address !== ''),
    ...overrides,
    configDir,
    signIn,
    branding,
  };
}
