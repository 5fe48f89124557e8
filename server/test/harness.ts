import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { loadSigningKeys } from '../src/oidc/signing-keys.js';
import { loadSettings, type ServerSettings } from '../src/settings.js';
import { mintAccessToken } from './access-tokens.js';
import { createProofKey, type ProofKey } from './dpop-keys.js';
import { withDatabase } from './template-database.js';

export const publicUrl = 'http://localhost:8080';
export const demoPassword = 'Demo-Password-1!';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  settings: ServerSettings;
  /** The test browser's DPoP key: tokens are bound to it unless `bearer` is asked for. */
  proofKey: ProofKey;
  /** A signed access token as the provider issues it, for a seeded user id (u-demo, u-agent …). */
  tokenFor(userId: string, options?: TokenOptions): Promise<string>;
  /** The Authorization and DPoP headers for a token bound to `proofKey`, with a fresh proof for this request. */
  authorize(token: string, request: { method?: string; url: string }): Promise<{ authorization: string; dpop: string }>;
  /** inject() as a signed-in user, with a fresh DPoP proof and the anti-forgery cookie and header on every request. */
  as(userId: string, options?: TokenOptions): (request: InjectOptions) => Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TokenOptions {
  /** The agent acting for the member (the token's act.sub). */
  agentId?: string;
  role?: string;
  expiresInSeconds?: number;
  /** When the password was entered (epoch seconds); now by default, null to leave auth_time out. */
  authTime?: number | null;
  audience?: string;
  issuer?: string;
  /** Extra cookies, e.g. USER_CONTEXT. */
  cookies?: Record<string, string>;
  /** An unbound token sent with the Bearer scheme (what an identity provider without DPoP issues). */
  bearer?: boolean;
}

let cloned = 0;
let templateBlob: Promise<Blob> | undefined;

/** A fresh database cloned from the run's template, and the whole app on it. */
export async function openTestDatabase(): Promise<Database> {
  const templateUrl = inject('templateUrl');
  if (templateUrl) {
    const template = new URL(templateUrl).pathname.slice(1);
    // Named after the template, so the run's teardown finds and drops every clone.
    const name = `${template}_c${process.pid}_${cloned++}`;
    const admin = await openDatabase({ url: process.env.DATABASE_URL });
    await admin.query(`create database ${name} template ${template}`);
    await admin.close();
    return openDatabase({ url: withDatabase(templateUrl, name) });
  }
  // Read once per worker (files share the worker's modules): every file's clone loads the same bytes.
  templateBlob ??= readFile(inject('templateDump')).then((dump) => new Blob([dump]));
  return openDatabase({ loadDataDir: await templateBlob });
}

export interface TestAppOptions {
  /** A logger for the app (e.g. pino options with a capturing stream); off by default. */
  logger?: AppOptions['logger'];
}

export async function createTestApp(
  overrides: Partial<ServerSettings> = {},
  database?: Database,
  appOptions: TestAppOptions = {},
): Promise<TestApp> {
  const db = database ?? (await openTestDatabase());
  const settings = await loadSettings({ publicUrl, ...overrides });
  const app = await buildApp({ db, settings, logger: appOptions.logger ?? false });
  await app.ready();
  const keys = await loadSigningKeys(db);
  const proofKey = await createProofKey();
  const tokenFor = async (userId: string, options: TokenOptions = {}) => {
    const users = await db.query<{ role: string }>('select role from users where id = $1', [userId]);
    const keyThumbprint = options.bearer ? undefined : proofKey.thumbprint;
    return mintAccessToken(keys, settings, { ...options, userId, role: options.role ?? users[0]?.role, keyThumbprint });
  };
  const authorize = async (token: string, { method = 'GET', url }: { method?: string; url: string }) => {
    const path = url.split(/[?#]/)[0] ?? '';
    const proof = await proofKey.prove({ method, url: new URL(path, settings.publicUrl).href, accessToken: token });
    return { authorization: `DPoP ${token}`, dpop: proof };
  };
  return {
    app,
    db,
    settings,
    proofKey,
    tokenFor,
    authorize,
    as(userId, options = {}) {
      const token = tokenFor(userId, options);
      return async (request) => {
        const cookies = { 'XSRF-TOKEN': 'test-xsrf', ...(options.cookies ?? {}), ...((request.cookies as Record<string, string>) ?? {}) };
        const url = typeof request.url === 'string' ? request.url : String(request.path ?? '/');
        const credentials = options.bearer
          ? { authorization: `Bearer ${await token}` }
          : await authorize(await token, { method: request.method ?? 'GET', url });
        return app.inject({
          ...request,
          cookies,
          headers: { ...credentials, 'x-xsrf-token': 'test-xsrf', ...(request.headers ?? {}) },
        });
      };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
