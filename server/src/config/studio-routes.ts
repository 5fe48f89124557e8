import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JWK } from 'jose';
import { exactBodyValidator } from '../http/exact-bodies.js';
import type { Database } from '../db/database.js';
import { InvalidTokenError, type AccessTokenVerifier, type Caller } from '../http/access-token.js';
import { ApiError, forbidden, notFound } from '../http/errors.js';
import { apiAudienceOf, issuerOf, repositoryRoot, type ServerSettings } from '../settings.js';
import { bundleFromFiles } from './bundle.js';
import { createConfigCheckPool } from './check-pool.js';
import { serverOnlyFiles, type ConfigFiles } from './checks.js';
import { diffFiles } from './diff.js';
import { mintPreviewToken, previewSeconds, type PreviewStore } from './previews.js';
import { tenantIdPattern, type TenantDirectory } from './tenants.js';
import { VersionConflictError, type Author, type NewVersion, type Version, type VersionStore } from './versions.js';

export interface StudioOptions {
  db: Database;
  settings: ServerSettings;
  verifier: AccessTokenVerifier;
  signingKeys: readonly JWK[];
  tenants: TenantDirectory;
  versions: VersionStore;
  previews: PreviewStore;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: Caller;
  }
}

/** A file's path as in config/: `menu.json`, `messages/en-US.json`, `forms/transfer.json`. */
const filePath = '^([a-z0-9][a-z0-9-]*/)?[A-Za-z0-9][A-Za-z0-9-]*\\.json$';
// A file's content is the operator's text throughout: it keeps the text rule (http/text-rule.ts), line breaks allowed.
const filesSchema = { type: 'object', propertyNames: { pattern: filePath, maxLength: 120 }, maxProperties: 200, additionalProperties: { 'x-text': 'multiline' } } as const;
const comment = { type: 'string', maxLength: 500, 'x-text': 'multiline' } as const;
const versionNumber = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const tenantParams = {
  type: 'object',
  additionalProperties: false,
  required: ['tenant'],
  properties: { tenant: { type: 'string', pattern: tenantIdPattern.source } },
} as const;
/** A whole configuration is about 100 KB; a draft may be several times that while it grows. */
const draftBodyLimit = 2 * 1024 * 1024;

/** Wording the studio's server answers with, from the tenant's catalogue, with English for a catalogue that lacks it. */
const fallbackTexts: Record<string, string> = {
  'studio.publish.conflict':
    'Someone published version {version} after you started editing. Your draft is kept; review their changes before publishing again.',
  'studio.publish.invalid': 'This configuration has errors, so it was not published. Fix them and publish again.',
  'studio.rollback.comment': 'Rolled back to version {version}',
};

function textOf(files: ConfigFiles, key: string, params: Record<string, string | number> = {}): string {
  const app = files['app.json'] as { locale?: unknown } | undefined;
  const locale = typeof app?.locale === 'string' ? app.locale : 'en-US';
  const catalogue = files[`messages/${locale}.json`] as Record<string, unknown> | undefined;
  const template = typeof catalogue?.[key] === 'string' ? (catalogue[key] as string) : (fallbackTexts[key] ?? key);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const unauthorized = () => new ApiError(401, 'auth.invalid-token', 'The access token is missing, expired or invalid.');

/** The JSON Schema name of a file: forms share form.schema.json, catalogues messages.schema.json, others their own or the one `$schema` names. */
function schemaNameOf(path: string, content: unknown, known: ReadonlyMap<string, unknown>): string | undefined {
  if (path.startsWith('forms/')) return 'form';
  if (path.startsWith('journeys/')) return 'journey';
  if (path.startsWith('messages/')) return 'messages';
  const own = path.replace(/\.json$/, '');
  if (known.has(own)) return own;
  const hint = content !== null && typeof content === 'object' ? (content as { $schema?: unknown }).$schema : undefined;
  const named = typeof hint === 'string' ? /([A-Za-z0-9_-]+)\.schema\.json$/.exec(hint)?.[1] : undefined;
  return named !== undefined && known.has(named) ? named : undefined;
}

async function readSchemas(): Promise<Map<string, unknown>> {
  const folder = join(repositoryRoot, 'schemas');
  const schemas = new Map<string, unknown>();
  for (const name of (await readdir(folder)).sort()) {
    if (!name.endsWith('.schema.json')) continue;
    schemas.set(name.slice(0, -'.schema.json'.length), JSON.parse(await readFile(join(folder, name), 'utf8')) as unknown);
  }
  return schemas;
}

/**
 * The config studio's API (server/docs/studio-api.md): operators read, validate, preview, publish,
 * diff and roll back a tenant's configuration. Every route needs an operator's access token;
 * writes need the anti-forgery header too (http/anti-forgery.ts covers /config/studio/).
 */
export async function studioRoutes(app: FastifyInstance, options: StudioOptions): Promise<void> {
  const { tenants, versions, previews, verifier, settings } = options;
  const schemas = await readSchemas();
  // Drafts are checked off the event loop, so operators validating never hold members' requests.
  const checks = createConfigCheckPool(settings.configCheckThreads);
  app.addHook('onClose', () => checks.close());
  app.setValidatorCompiler(exactBodyValidator);
  app.decorateRequest('operator', undefined as never);

  app.addHook('onRequest', async (request, reply) => {
    let caller: Caller;
    try {
      caller = await verifier.verify({
        authorization: request.headers.authorization,
        proof: request.headers.dpop,
        method: request.method,
        url: request.url,
      });
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
      reply.header('WWW-Authenticate', error.challenge);
      throw unauthorized();
    }
    // An agent's token speaks for a member; only an operator's own token edits configuration.
    if (caller.role !== 'operator' || caller.actingAgentId !== undefined || caller.preview) {
      throw forbidden('Only credit-union operators can use the configuration studio.', 'studio.forbidden');
    }
    request.operator = caller;
  });

  const authorOf = async (request: FastifyRequest): Promise<Author> => {
    const { userId, name } = request.operator;
    if (name) return { id: userId, name };
    const rows = await options.db.query<{ full_name: string }>('select full_name from users where id = $1', [userId]);
    return { id: userId, name: rows[0]?.full_name ?? userId };
  };

  const tenantOf = (request: FastifyRequest): string => {
    const { tenant } = request.params as { tenant: string };
    if (!tenants.get(tenant)) throw notFound(`There is no tenant "${tenant}".`, 'tenant.not-found');
    return tenant;
  };

  const latestOf = async (tenant: string): Promise<Version> => {
    const latest = await versions.latest(tenant);
    if (!latest) throw notFound(`Tenant "${tenant}" has no published configuration.`, 'version.not-found');
    return latest;
  };

  /** A draft: the latest published files with the posted ones in their place (whole files). */
  const draftOf = (latest: Version, posted: ConfigFiles): ConfigFiles => {
    const serverOnly = Object.keys(posted).filter((path) => serverOnlyFiles.has(path));
    if (serverOnly.length > 0) {
      throw new ApiError(400, 'request.invalid', 'The request is not valid.', serverOnly.map((path) => ({
        key: 'studio.file-not-editable',
        message: `/body/files/${path} configures the server and is not edited in the studio`,
        context: { pointer: `/body/files/${path}` },
      })));
    }
    return Object.fromEntries(Object.entries({ ...latest.files, ...posted }).sort(([a], [b]) => a.localeCompare(b)));
  };

  const conflictOf = (tenant: string, error: VersionConflictError, files: ConfigFiles) =>
    Object.assign(new ApiError(409, 'version.conflict', textOf(files, 'studio.publish.conflict', { version: error.currentVersion })), {
      currentVersion: error.currentVersion,
      tenant,
    });

  /** The latest version, when it is the one the operator started from; one published since is a 409 naming it. */
  const latestAsBase = async (tenant: string, baseVersion: number): Promise<Version> => {
    const latest = await latestOf(tenant);
    if (baseVersion !== latest.version) throw conflictOf(tenant, new VersionConflictError(latest.version), latest.files);
    return latest;
  };

  /** Publishes the next version; one published between latestAsBase and now is the same 409. */
  const publishOver = async (latest: Version, next: NewVersion) => {
    try {
      return await versions.create(next);
    } catch (error) {
      if (error instanceof VersionConflictError) throw conflictOf(next.tenant, error, latest.files);
      throw error;
    }
  };

  const refuseInvalid = async (files: ConfigFiles) => {
    const errors = await checks.check(files);
    if (errors.length > 0) {
      throw Object.assign(new ApiError(422, 'config.invalid', textOf(files, 'studio.publish.invalid')), { problems: errors });
    }
  };

  // Conflicts carry the current version and invalid publishes the problems, beside the usual body.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError && 'currentVersion' in error) {
      return reply.status(409).send({ ...error.toBody(), currentVersion: error.currentVersion });
    }
    if (error instanceof ApiError && 'problems' in error) {
      return reply.status(422).send({ message: error.message, key: error.key, errors: error.problems });
    }
    throw error;
  });

  const writeLimits = { bodyLimit: draftBodyLimit };

  app.get('/tenants', async () =>
    Promise.all(
      tenants.tenants.map(async (tenant) => {
        const latest = await versions.latest(tenant.id);
        const appFile = latest?.files['app.json'] as { name?: unknown } | undefined;
        return { id: tenant.id, name: typeof appFile?.name === 'string' ? appFile.name : tenant.id, hosts: tenant.hosts, latestVersion: latest?.version ?? 0 };
      }),
    ),
  );

  app.get('/tenants/:tenant/files', { schema: { params: tenantParams } }, async (request) => {
    const latest = await latestOf(tenantOf(request));
    return {
      version: latest.version,
      files: Object.entries(latest.files).map(([path, content]) => {
        const name = schemaNameOf(path, content, schemas);
        return { path, schema: name === undefined ? null : schemas.get(name), content };
      }),
    };
  });

  app.get(
    '/schemas/:name',
    { schema: { params: { type: 'object', additionalProperties: false, required: ['name'], properties: { name: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,60}$' } } } } },
    async (request) => {
      const { name } = request.params as { name: string };
      const schema = schemas.get(name);
      if (schema === undefined) throw notFound(`There is no schema "${name}"; schemas: ${[...schemas.keys()].join(', ')}.`, 'schema.not-found');
      return schema;
    },
  );

  app.post(
    '/tenants/:tenant/validate',
    { ...writeLimits, schema: { params: tenantParams, body: { type: 'object', additionalProperties: false, required: ['files'], properties: { files: filesSchema } } } },
    async (request) => {
      const latest = await latestOf(tenantOf(request));
      const errors = await checks.check(draftOf(latest, (request.body as { files: ConfigFiles }).files));
      return { valid: errors.length === 0, errors };
    },
  );

  app.post(
    '/tenants/:tenant/versions',
    {
      ...writeLimits,
      schema: {
        params: tenantParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['baseVersion', 'comment', 'files'],
          properties: { baseVersion: { type: 'integer', minimum: 0, maximum: 2_147_483_647 }, comment, files: filesSchema },
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const body = request.body as { baseVersion: number; comment: string; files: ConfigFiles };
      const latest = await latestAsBase(tenant, body.baseVersion);
      const files = draftOf(latest, body.files);
      await refuseInvalid(files);
      const created = await publishOver(latest, { tenant, baseVersion: body.baseVersion, files, author: await authorOf(request), comment: body.comment.trim(), kind: 'publish' });
      return reply.status(201).send(created);
    },
  );

  app.get('/tenants/:tenant/versions', { schema: { params: tenantParams } }, async (request) => versions.list(tenantOf(request)));

  app.get(
    '/tenants/:tenant/versions/:version',
    { schema: { params: { ...tenantParams, required: ['tenant', 'version'], properties: { ...tenantParams.properties, version: versionNumber } } } },
    async (request) => {
      const tenant = tenantOf(request);
      const { version } = request.params as { version: number };
      const found = await versions.get(tenant, version);
      if (!found) throw notFound(`Tenant "${tenant}" has no version ${version}.`, 'version.not-found');
      return found;
    },
  );

  app.get(
    '/tenants/:tenant/diff',
    {
      schema: {
        params: tenantParams,
        querystring: { type: 'object', additionalProperties: false, required: ['from', 'to'], properties: { from: versionNumber, to: versionNumber } },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { from, to } = request.query as { from: number; to: number };
      const [before, after] = await Promise.all([versions.get(tenant, from), versions.get(tenant, to)]);
      const missing = [before ? undefined : from, after ? undefined : to].filter((value) => value !== undefined);
      if (!before || !after) throw notFound(`Tenant "${tenant}" has no version ${missing.join(' or ')}.`, 'version.not-found');
      return { from, to, files: diffFiles(before.files, after.files) };
    },
  );

  app.post(
    '/tenants/:tenant/rollback',
    {
      schema: {
        params: tenantParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['toVersion', 'baseVersion'],
          properties: { toVersion: versionNumber, baseVersion: { type: 'integer', minimum: 0, maximum: 2_147_483_647 }, comment },
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const body = request.body as { toVersion: number; baseVersion: number; comment?: string };
      const latest = await latestAsBase(tenant, body.baseVersion);
      const target = await versions.get(tenant, body.toVersion);
      if (!target) throw notFound(`Tenant "${tenant}" has no version ${body.toVersion}.`, 'version.not-found');
      // Checked again: the checks may have grown since that version was published.
      await refuseInvalid(target.files);
      const created = await publishOver(latest, {
        tenant,
        baseVersion: body.baseVersion,
        files: target.files,
        author: await authorOf(request),
        comment: body.comment?.trim() || textOf(latest.files, 'studio.rollback.comment', { version: body.toVersion }),
        kind: 'rollback',
        rolledBackTo: body.toVersion,
      });
      return reply.status(201).send(created);
    },
  );

  app.get('/tenants/:tenant/audit', { schema: { params: tenantParams } }, async (request) => versions.audit(tenantOf(request)));

  app.post(
    '/tenants/:tenant/previews',
    { ...writeLimits, schema: { params: tenantParams, body: { type: 'object', additionalProperties: false, required: ['files'], properties: { files: filesSchema } } } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const latest = await latestOf(tenant);
      const posted = (request.body as { files: ConfigFiles }).files;
      const draft = draftOf(latest, posted);
      const author = await authorOf(request);
      const id = await previews.create(tenant, bundleFromFiles(draft), author.id);
      // Who let the studio sign in as a member, and with what, is recorded like a publish.
      await versions.recordAudit({ tenant, actor: author, action: 'preview', files: Object.keys(posted).sort() });
      const accessToken = await mintPreviewToken({
        signingKeys: options.signingKeys,
        issuer: issuerOf(settings),
        audience: apiAudienceOf(settings),
        clientId: settings.signIn.clientId,
        operatorId: author.id,
        previewId: id,
        // Bound to the key the studio proved with this request: the preview frame, on the same
        // origin, signs with that key from the same IndexedDB, and a copied token is useless.
        keyThumbprint: request.operator.keyThumbprint,
      });
      return reply.status(201).send({ id, bundleUrl: `/config/bundle?preview=${id}`, accessToken, expiresIn: previewSeconds });
    },
  );
}
