import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type { Database } from './db/database.js';
import type { AccessTokenVerifier } from './http/access-token.js';
import { notFound } from './http/errors.js';
import { bundleFromFiles } from './config/bundle.js';
import { configCheckHeader } from '../../src/config-checks/index.js';
import { bundleAnswerOf, configCheckOf, sendBundle, type BundleAnswer } from './config/bundle-answer.js';
import { readTenantFilesFromDisk } from './config/checks.js';
import { PreviewStore } from './config/previews.js';
import { VersionedAnswers } from './db/versioned-answers.js';
import { studioRoutes } from './config/studio-routes.js';
import { loadTenantDirectory, type TenantDirectory } from './config/tenants.js';
import { publishDiskFiles, VersionStore } from './config/versions.js';
import type { ServerSettings } from './settings.js';

export interface ConfigServiceOptions {
  db: Database;
  settings: ServerSettings;
  verifier: AccessTokenVerifier;
  signingKeys: readonly JWK[];
}

/**
 * Publishes each tenant's files on disk as a version when they are new or changed (versions.ts
 * publishDiskFiles), so a fresh database serves what config/ holds and the studio edits from there.
 */
export async function publishTenantsFromDisk(db: Database, configDir: string, tenants: TenantDirectory): Promise<void> {
  const store = new VersionStore(db);
  for (const tenant of tenants.tenants) {
    const { files } = await readTenantFilesFromDisk(configDir, tenant.id);
    await publishDiskFiles(store, tenant.id, files);
  }
}

/**
 * The configuration service: the member app loads its configuration from here at every start,
 * built from the latest published version of the request's tenant, so a publish takes effect on
 * the next page load with no build. /config/studio is the operators' API to publish.
 */
export async function configService(app: FastifyInstance, options: ConfigServiceOptions): Promise<void> {
  const { db, settings } = options;
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  await publishTenantsFromDisk(db, settings.configDir, tenants);
  const versions = new VersionStore(db);
  const previews = new PreviewStore(db);
  /**
   * Each tenant's latest bundle as sent, for its version: a version never changes once made, so its
   * answer neither. Checked, serialised and compressed once, not for every page load of every member.
   */
  const latestAnswers = new VersionedAnswers<BundleAnswer>(tenants.tenants.length);

  app.get(
    '/bundle',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { preview: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,200}$' } },
        },
      },
    },
    async (request, reply) => {
      const { preview } = request.query as { preview?: string };
      if (preview !== undefined) {
        reply.header('cache-control', 'no-store');
        const draft = await previews.bundle(preview);
        if (!draft) throw notFound('This preview has expired or does not exist. Open the preview again from the studio.', 'preview.not-found');
        // A draft may have errors (the studio lists them): the previewed app finds and shows them.
        reply.header(configCheckHeader, await configCheckOf(draft));
        return draft;
      }
      const tenant = tenants.forHost(request.hostname);
      // Every page load asks: only the version number is read, the files and the bundle once per version.
      const version = await versions.latestNumber(tenant.id);
      const noVersion = () => notFound(`Tenant "${tenant.id}" has no published configuration.`, 'version.not-found');
      if (version === undefined) throw noVersion();
      const answer = await latestAnswers.answer(tenant.id, String(version), async () => {
        const latest = await versions.get(tenant.id, version);
        if (!latest) throw noVersion();
        return bundleAnswerOf(bundleFromFiles(latest.files));
      });
      return sendBundle(request, reply, answer);
    },
  );

  await app.register(studioRoutes, { ...options, prefix: '/studio', tenants, versions, previews });
}
