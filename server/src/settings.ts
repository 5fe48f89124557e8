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
  lockout: { maxFailures: number; lockSeconds: number };
  attemptsPerIpPerMinute: number;
  /** Changing how a member signs in or is reached needs the password entered within these minutes. */
  recentSignInMinutes: number;
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
   * TOKEN_BINDING: `dpop` (the default) lets only sender-constrained access tokens (RFC 9449) into
   * the API; `bearer` also lets unbound ones in, for an identity provider without DPoP, at the risk
   * server/docs/sign-in.md states.
   */
  tokenBinding: TokenBinding;
}

export type TokenBinding = 'dpop' | 'bearer';

function tokenBindingOf(value: string | undefined): TokenBinding {
  if (value === undefined || value === '' || value === 'dpop') return 'dpop';
  if (value === 'bearer') return 'bearer';
  throw new Error(`TOKEN_BINDING must be dpop or bearer, not "${value}"`);
}

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
    ...(tenant ? { tenant } : {}),
    tokenBinding: tokenBindingOf(process.env.TOKEN_BINDING),
    ...overrides,
    configDir,
    signIn,
    branding,
  };
}
