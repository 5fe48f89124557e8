import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import type { ConfigFiles } from './checks.js';
import { changedPaths } from './diff.js';

export type VersionKind = 'publish' | 'rollback' | 'import';

export interface Author {
  id: string;
  name: string;
}

export interface VersionSummary {
  version: number;
  author: string;
  authorId: string;
  createdAt: string;
  comment: string;
  kind: VersionKind;
  basedOn: number | null;
  rolledBackTo: number | null;
  changedFiles: string[];
}

export interface Version extends VersionSummary {
  files: ConfigFiles;
}

export interface AuditEntry {
  at: string;
  actor: string;
  actorId: string;
  action: string;
  version: number | null;
  files: string[];
}

/** The base version a publish started from is no longer the latest: someone published meanwhile. */
export class VersionConflictError extends Error {
  constructor(readonly currentVersion: number) {
    super(`version ${currentVersion} is the latest`);
  }
}

interface VersionRow {
  version: number;
  files?: ConfigFiles;
  author_id: string;
  author_name: string;
  comment: string;
  kind: VersionKind;
  based_on: number | null;
  rolled_back_to: number | null;
  changed_files: string[];
  created_at: Date | string;
}

const summaryColumns = 'version, author_id, author_name, comment, kind, based_on, rolled_back_to, changed_files, created_at';
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function summaryOf(row: VersionRow): VersionSummary {
  return {
    version: row.version,
    author: row.author_name,
    authorId: row.author_id,
    createdAt: iso(row.created_at),
    comment: row.comment,
    kind: row.kind,
    basedOn: row.based_on,
    rolledBackTo: row.rolled_back_to,
    changedFiles: row.changed_files,
  };
}

/** A digest of a set of files that does not depend on key order, to notice files changed on disk. */
export function digestOf(files: ConfigFiles): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify(canonical(files))).digest('hex');
}

const isUniqueViolation = (error: unknown) =>
  error !== null && typeof error === 'object' && (error as { code?: unknown }).code === '23505';

export interface NewVersion {
  tenant: string;
  /** The version the author started from; must be the latest, else VersionConflictError. Undefined: on top of whatever is latest. */
  baseVersion?: number;
  files: ConfigFiles;
  author: Author;
  comment: string;
  kind: VersionKind;
  rolledBackTo?: number;
  sourceDigest?: string;
  /** The audit action; defaults to the kind. */
  action?: string;
}

/**
 * Published configuration of every tenant: numbered versions that are never changed once made,
 * and the audit trail of who made them. Optimistic concurrency: a new version names the version
 * it was based on and is refused when that is not the latest any more.
 */
export class VersionStore {
  constructor(private readonly db: Database) {}

  async latestNumber(tenant: string, tx: Queryable = this.db): Promise<number | undefined> {
    const rows = await tx.query<{ version: number | null }>('select max(version) as version from config_versions where tenant = $1', [tenant]);
    return rows[0]?.version ?? undefined;
  }

  async latest(tenant: string): Promise<Version | undefined> {
    const rows = await this.db.query<VersionRow>(
      `select ${summaryColumns}, files from config_versions where tenant = $1 order by version desc limit 1`,
      [tenant],
    );
    return rows[0] ? { ...summaryOf(rows[0]), files: rows[0].files ?? {} } : undefined;
  }

  async get(tenant: string, version: number): Promise<Version | undefined> {
    const rows = await this.db.query<VersionRow>(`select ${summaryColumns}, files from config_versions where tenant = $1 and version = $2`, [
      tenant,
      version,
    ]);
    return rows[0] ? { ...summaryOf(rows[0]), files: rows[0].files ?? {} } : undefined;
  }

  /** Newest first. */
  async list(tenant: string): Promise<VersionSummary[]> {
    const rows = await this.db.query<VersionRow>(`select ${summaryColumns} from config_versions where tenant = $1 order by version desc`, [tenant]);
    return rows.map(summaryOf);
  }

  /** Newest first. */
  async audit(tenant: string): Promise<AuditEntry[]> {
    const rows = await this.db.query<{ at: Date | string; actor_id: string; actor_name: string; action: string; version: number | null; files: string[] }>(
      'select at, actor_id, actor_name, action, version, files from config_audit where tenant = $1 order by id desc',
      [tenant],
    );
    return rows.map((row) => ({ at: iso(row.at), actor: row.actor_name, actorId: row.actor_id, action: row.action, version: row.version, files: row.files }));
  }

  async recordAudit(entry: { tenant: string; actor: Author; action: string; version?: number; files: string[] }, tx: Queryable = this.db): Promise<void> {
    await tx.query('insert into config_audit (tenant, actor_id, actor_name, action, version, files) values ($1, $2, $3, $4, $5, $6)', [
      entry.tenant,
      entry.actor.id,
      entry.actor.name,
      entry.action,
      entry.version ?? null,
      JSON.stringify(entry.files),
    ]);
  }

  /** Stores the next version (and its audit row) in one transaction. */
  async create(input: NewVersion): Promise<VersionSummary> {
    try {
      return await this.db.transaction(async (tx) => {
        const latest = await this.latestNumber(input.tenant, tx);
        if (input.baseVersion !== undefined && input.baseVersion !== (latest ?? 0)) throw new VersionConflictError(latest ?? 0);
        const previous = latest === undefined ? {} : ((await tx.query<{ files: ConfigFiles }>('select files from config_versions where tenant = $1 and version = $2', [input.tenant, latest]))[0]?.files ?? {});
        const changed = changedPaths(previous, input.files);
        const version = (latest ?? 0) + 1;
        const rows = await tx.query<VersionRow>(
          `insert into config_versions (tenant, version, files, author_id, author_name, comment, kind, based_on, rolled_back_to, changed_files, source_digest)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning ${summaryColumns}`,
          [
            input.tenant,
            version,
            JSON.stringify(input.files),
            input.author.id,
            input.author.name,
            input.comment,
            input.kind,
            latest ?? null,
            input.rolledBackTo ?? null,
            JSON.stringify(changed),
            input.sourceDigest ?? null,
          ],
        );
        await this.recordAudit({ tenant: input.tenant, actor: input.author, action: input.action ?? input.kind, version, files: changed }, tx);
        return summaryOf(rows[0] as VersionRow);
      });
    } catch (error) {
      // Two publishes from the same base at the same moment: the second one's insert collides.
      if (isUniqueViolation(error)) throw new VersionConflictError((await this.latestNumber(input.tenant)) ?? 0);
      throw error;
    }
  }

  /** The digest of the files on disk the latest disk-made version was made from. */
  async lastDiskDigest(tenant: string): Promise<string | undefined> {
    const rows = await this.db.query<{ source_digest: string }>(
      'select source_digest from config_versions where tenant = $1 and source_digest is not null order by version desc limit 1',
      [tenant],
    );
    return rows[0]?.source_digest;
  }
}

export const systemAuthor: Author = { id: 'system', name: 'system' };

/**
 * Makes the files on disk a version when they are new: version 1 for a tenant without any, and a
 * further version when the files changed since they were last published from disk (a developer
 * edited config/, or a deployment shipped new files). Unchanged files publish nothing, so the
 * studio's publishes survive restarts.
 */
export async function publishDiskFiles(store: VersionStore, tenant: string, files: ConfigFiles): Promise<void> {
  const digest = digestOf(files);
  const latest = await store.latestNumber(tenant);
  if (latest !== undefined && (await store.lastDiskDigest(tenant)) === digest) return;
  try {
    await store.create({
      tenant,
      baseVersion: latest ?? 0,
      files,
      author: systemAuthor,
      comment: latest === undefined ? 'initial configuration from files' : 'configuration files changed on disk',
      kind: 'import',
      sourceDigest: digest,
    });
  } catch (error) {
    // Another server on the same database published them first.
    if (!(error instanceof VersionConflictError)) throw error;
  }
}
