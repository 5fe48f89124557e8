import type { ConfigError } from '../config-checks/index.js';
import { antiForgeryCookie, antiForgeryHeader, authorizationHeaders, isRecord, readDocumentCookie, type SessionTokens } from '../platform/index.js';

/**
 * The studio's client for the configuration service's studio API (server/docs/studio-api.md).
 * Every answer is `unknown` at the boundary and narrowed here, so the pages work with plain types.
 */

export interface Tenant {
  id: string;
  name: string;
  hosts: string[];
  latestVersion: number;
}

export interface ConfigFile {
  /** As in config/: `menu.json`, `messages/en-US.json`, `forms/transfer.json`. */
  path: string;
  schema: Record<string, unknown>;
  content: unknown;
}

export interface TenantFiles {
  version: number;
  files: ConfigFile[];
}

/** One problem the config service found in a draft: exactly what config:check prints (file, JSON pointer, message). */
export type ValidationProblem = ConfigError;

export interface VersionSummary {
  version: number;
  author: string;
  createdAt: string;
  comment: string;
  kind: string;
  changedFiles: string[];
}

export interface Change {
  pointer: string;
  op: 'add' | 'remove' | 'replace';
  before?: unknown;
  after?: unknown;
}

export interface VersionDiff {
  from: number;
  to: number;
  files: { path: string; changes: Change[] }[];
}

export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  version?: number;
  files: string[];
}

export interface Preview {
  id: string;
  bundleUrl: string;
  accessToken: string;
  expiresIn: number;
}

export type FileContents = Record<string, unknown>;

/** A refused request, with what the server said (its message and, for 409 and 422, the details). */
export class StudioApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>, fallback: string) {
    super(typeof body.message === 'string' && body.message !== '' ? body.message : fallback);
    this.name = 'StudioApiError';
    this.status = status;
    this.body = body;
  }

  /** The version someone else published (409 conflict). */
  get currentVersion(): number | undefined {
    return typeof this.body.currentVersion === 'number' ? this.body.currentVersion : undefined;
  }

  /** The reasons a configuration was refused (422). */
  get problems(): ValidationProblem[] {
    return readProblems(this.body.errors);
  }
}

export interface StudioTokens extends Pick<SessionTokens, 'dpopProof'> {
  accessToken(): string | undefined;
  /** A fresh token after a 401, or undefined (the session then signs in again). */
  refresh(): Promise<string | undefined>;
}

const asString = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const asNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.map(asString) : []);

export function readProblems(value: unknown): ValidationProblem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((entry) => ({
    file: asString(entry.file),
    pointer: asString(entry.pointer),
    message: asString(entry.message),
  }));
}

function readTenants(body: unknown): Tenant[] {
  if (!Array.isArray(body)) throw new Error('Unexpected answer for the tenants.');
  return body.filter(isRecord).map((tenant) => ({
    id: asString(tenant.id),
    name: asString(tenant.name),
    hosts: asStrings(tenant.hosts),
    latestVersion: asNumber(tenant.latestVersion),
  }));
}

function readTenantFiles(body: unknown): TenantFiles {
  if (!isRecord(body) || !Array.isArray(body.files)) throw new Error('Unexpected answer for the configuration files.');
  return {
    version: asNumber(body.version),
    files: body.files.filter(isRecord).map((file) => ({
      path: asString(file.path),
      schema: isRecord(file.schema) ? file.schema : {},
      content: file.content,
    })),
  };
}

function readVersions(body: unknown): VersionSummary[] {
  if (!Array.isArray(body)) throw new Error('Unexpected answer for the versions.');
  return body.filter(isRecord).map((entry) => ({
    version: asNumber(entry.version),
    author: asString(entry.author),
    createdAt: asString(entry.createdAt),
    comment: asString(entry.comment),
    kind: asString(entry.kind),
    changedFiles: asStrings(entry.changedFiles),
  }));
}

function readDiff(body: unknown): VersionDiff {
  if (!isRecord(body) || !Array.isArray(body.files)) throw new Error('Unexpected answer for the diff.');
  return {
    from: asNumber(body.from),
    to: asNumber(body.to),
    files: body.files.filter(isRecord).map((file) => ({
      path: asString(file.path),
      changes: (Array.isArray(file.changes) ? file.changes : []).filter(isRecord).map((change) => ({
        pointer: asString(change.pointer),
        op: change.op === 'add' || change.op === 'remove' ? change.op : 'replace',
        before: change.before,
        after: change.after,
      })),
    })),
  };
}

function readAudit(body: unknown): AuditEntry[] {
  if (!Array.isArray(body)) throw new Error('Unexpected answer for the audit log.');
  return body.filter(isRecord).map((entry) => ({
    at: asString(entry.at),
    actor: asString(entry.actor),
    action: asString(entry.action),
    version: typeof entry.version === 'number' ? entry.version : undefined,
    files: asStrings(entry.files),
  }));
}

function readPreview(body: unknown): Preview {
  if (!isRecord(body) || typeof body.id !== 'string' || typeof body.accessToken !== 'string') {
    throw new Error('Unexpected answer for the preview.');
  }
  return {
    id: body.id,
    bundleUrl: asString(body.bundleUrl),
    accessToken: body.accessToken,
    expiresIn: asNumber(body.expiresIn),
  };
}

function readValidation(body: unknown): { valid: boolean; errors: ValidationProblem[] } {
  if (!isRecord(body)) throw new Error('Unexpected answer for the validation.');
  const errors = readProblems(body.errors);
  return { valid: body.valid === true && errors.length === 0, errors };
}

export interface StudioApi {
  tenants(): Promise<Tenant[]>;
  files(tenant: string): Promise<TenantFiles>;
  validate(tenant: string, files: FileContents): Promise<{ valid: boolean; errors: ValidationProblem[] }>;
  publish(tenant: string, request: { baseVersion: number; comment: string; files: FileContents }): Promise<{ version: number }>;
  versions(tenant: string): Promise<VersionSummary[]>;
  version(tenant: string, version: number): Promise<{ version: number; files: FileContents }>;
  diff(tenant: string, from: number, to: number): Promise<VersionDiff>;
  rollback(tenant: string, request: { toVersion: number; baseVersion: number; comment?: string }): Promise<{ version: number }>;
  audit(tenant: string): Promise<AuditEntry[]>;
  preview(tenant: string, files: FileContents): Promise<Preview>;
}

export interface StudioApiOptions {
  tokens: StudioTokens;
  fetch?: typeof fetch;
  readCookie?: (name: string) => string | undefined;
}

const root = '/config/studio';
const tenantPath = (tenant: string) => `${root}/tenants/${encodeURIComponent(tenant)}`;

export function createStudioApi({ tokens, fetch: doFetch = (...args) => fetch(...args), readCookie = readDocumentCookie }: StudioApiOptions): StudioApi {
  const send = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    const attempt = async (token: string | undefined) => {
      const headers: Record<string, string> = { Accept: 'application/json', ...(token ? await authorizationHeaders(tokens, token, path, method) : {}) };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      // Writes echo the anti-forgery cookie, as the member app does for /api.
      const xsrf = readCookie(antiForgeryCookie);
      if (method !== 'GET' && xsrf) headers[antiForgeryHeader] = xsrf;
      return doFetch(path, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    };
    let response = await attempt(tokens.accessToken());
    if (response.status === 401) {
      const fresh = await tokens.refresh();
      if (fresh) response = await attempt(fresh);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok) throw new StudioApiError(response.status, isRecord(parsed) ? parsed : {}, `${method} ${path}: ${response.status}`);
    return parsed;
  };
  const readVersion = (body: unknown) => {
    if (!isRecord(body) || typeof body.version !== 'number') throw new Error('Unexpected answer for the version.');
    return { version: body.version, files: isRecord(body.files) ? body.files : {} };
  };
  return {
    tenants: async () => readTenants(await send('GET', `${root}/tenants`)),
    files: async (tenant) => readTenantFiles(await send('GET', `${tenantPath(tenant)}/files`)),
    validate: async (tenant, files) => readValidation(await send('POST', `${tenantPath(tenant)}/validate`, { files })),
    publish: async (tenant, request) => readVersion(await send('POST', `${tenantPath(tenant)}/versions`, request)),
    versions: async (tenant) => readVersions(await send('GET', `${tenantPath(tenant)}/versions`)),
    version: async (tenant, version) => readVersion(await send('GET', `${tenantPath(tenant)}/versions/${version}`)),
    diff: async (tenant, from, to) =>
      readDiff(await send('GET', `${tenantPath(tenant)}/diff?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)),
    rollback: async (tenant, request) => readVersion(await send('POST', `${tenantPath(tenant)}/rollback`, request)),
    audit: async (tenant) => readAudit(await send('GET', `${tenantPath(tenant)}/audit`)),
    preview: async (tenant, files) => readPreview(await send('POST', `${tenantPath(tenant)}/previews`, { files })),
  };
}
