import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { loadSigningKeys } from '../src/oidc/signing-keys.js';
import { loadSettings, type ServerSettings } from '../src/settings.js';
import { mintAccessToken } from './access-tokens.js';
import { withDatabase } from './template-database.js';

export const publicUrl = 'http://localhost:8080';
export const demoPassword = 'Demo-Password-1!';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  settings: ServerSettings;
  /** A signed access token as the provider issues it, for a seeded user id (u-demo, u-agent …). */
  tokenFor(userId: string, options?: TokenOptions): Promise<string>;
  /** inject() as a signed-in user, with the anti-forgery cookie and header on every request. */
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
}

let cloned = 0;

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
  const dump = await readFile(inject('templateDump'));
  return openDatabase({ loadDataDir: new Blob([dump]) });
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
  const tokenFor = async (userId: string, options: TokenOptions = {}) => {
    const users = await db.query<{ role: string }>('select role from users where id = $1', [userId]);
    return mintAccessToken(keys, settings, { ...options, userId, role: options.role ?? users[0]?.role });
  };
  return {
    app,
    db,
    settings,
    tokenFor,
    as(userId, options = {}) {
      const token = tokenFor(userId, options);
      return async (request) => {
        const cookies = { 'XSRF-TOKEN': 'test-xsrf', ...(options.cookies ?? {}), ...((request.cookies as Record<string, string>) ?? {}) };
        return app.inject({
          ...request,
          cookies,
          headers: { authorization: `Bearer ${await token}`, 'x-xsrf-token': 'test-xsrf', ...(request.headers ?? {}) },
        });
      };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
