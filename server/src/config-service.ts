import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database.js';
import type { ServerSettings } from './settings.js';

export interface ConfigServiceOptions {
  db: Database;
  settings: ServerSettings;
}

/** Files in the config folder that configure this server, not the member app. */
const serverOnlyFiles = new Set(['sign-in.json', 'sign-in-messages.json']);

/**
 * Reads a configuration folder into one bundle: each `<name>.json` becomes `bundle[name]`, each
 * sub-folder an object of its files (forms/transfer.json → bundle.forms.transfer). `messages`
 * holds the catalogue of the credit union's locale. `$schema` keys are editor hints, dropped.
 */
export async function readConfigBundle(configDir: string): Promise<Record<string, unknown>> {
  const bundle = await readFolder(configDir, true);
  const app = bundle.app as { locale?: string } | undefined;
  const catalogues = bundle.messages as Record<string, unknown> | undefined;
  if (catalogues) bundle.messages = catalogues[app?.locale ?? 'en-US'] ?? {};
  return bundle;
}

async function readFolder(folder: string, top: boolean): Promise<Record<string, unknown>> {
  const bundle: Record<string, unknown> = {};
  for (const name of (await readdir(folder)).sort()) {
    const path = join(folder, name);
    if ((await stat(path)).isDirectory()) {
      // Further tenants are not part of the default tenant's bundle.
      if (top && name === 'tenants') continue;
      bundle[name] = await readFolder(path, false);
    } else if (name.endsWith('.json') && !(top && serverOnlyFiles.has(name))) {
      const content = JSON.parse(await readFile(path, 'utf8')) as unknown;
      if (content && typeof content === 'object' && !Array.isArray(content)) delete (content as Record<string, unknown>).$schema;
      bundle[name.slice(0, -'.json'.length)] = content;
    }
  }
  return bundle;
}

/**
 * The configuration service: the member app loads its configuration from here at every start,
 * so a change takes effect on the next page load with no build.
 */
export async function configService(app: FastifyInstance, { settings }: ConfigServiceOptions): Promise<void> {
  app.get('/bundle', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readConfigBundle(settings.configDir);
  });
}
