import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.js';

interface StoredRow {
  payload: AdapterPayload;
  consumed_at: string | Date | null;
}

/** NUL (which neither text nor jsonb can hold) and unpaired surrogates (which UTF-8 cannot encode). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this finds
const unstorable = /[\u0000\uD800-\uDFFF]/u;

/** Whether any string in the value, key or text, is one the database refuses. */
function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return unstorable.test(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => unstorable.test(key) || holdsUnstorableText(item));
  }
  return false;
}

const epochSeconds = (value: string | Date) => Math.floor(new Date(value).getTime() / 1000);

/**
 * Keeps every model of the provider (sessions, grants, codes, refresh tokens, interactions …) in
 * the table oidc_models, so a restart or a second server on the same PostgreSQL signs nobody out.
 * Expired rows are invisible at once and deleted by `sweepExpiredModels`.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  /**
   * Input reaches these rows from requests (an authorization request's parameters in its
   * interaction, a token or cookie as an id): text the database cannot hold is the client's error,
   * answered by the provider as invalid_request (400), not a failed query (500).
   */
  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    if (unstorable.test(id) || holdsUnstorableText(payload)) throw new errors.InvalidRequest('the request holds characters that are not allowed');
    await this.db.query(
      `insert into oidc_models (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
       values ($1, $2, $3::jsonb, $4, $5, $6,
               case when $7::integer > 0 then now() + make_interval(secs => $7::integer) end,
               case when $8::bigint is not null then to_timestamp($8::bigint) end)
       on conflict (model, id) do update set
         payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
         uid = excluded.uid, expires_at = excluded.expires_at, consumed_at = excluded.consumed_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        // The provider passes no lifetime for a few models (e.g. static clients never stored);
        // those rows live until destroyed.
        Number.isFinite(expiresIn) ? Math.ceil(expiresIn) : 0,
        typeof payload.consumed === 'number' ? payload.consumed : null,
      ],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id = $2', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid = $2', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    if (unstorable.test(id)) return;
    await this.db.query('update oidc_models set consumed_at = now() where model = $1 and id = $2', [this.model, id]);
  }

  async destroy(id: string): Promise<void> {
    if (unstorable.test(id)) return;
    await this.db.query('delete from oidc_models where model = $1 and id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('delete from oidc_models where model = $1 and grant_id = $2', [this.model, grantId]);
  }

  private async findWhere(condition: string, value: string): Promise<AdapterPayload | undefined> {
    // Nothing stored holds such text, so nothing is found: the provider's own "not found" answer.
    if (unstorable.test(value)) return undefined;
    const rows = await this.db.query<StoredRow>(
      `select payload, consumed_at from oidc_models
        where model = $1 and ${condition} and (expires_at is null or expires_at > now())
        limit 1`,
      [this.model, value],
    );
    const row = rows[0];
    if (!row) return undefined;
    // A consumed token (used code, rotated refresh token) must still be found: the provider
    // detects its reuse from `consumed` and then revokes the whole grant.
    return row.consumed_at ? { ...row.payload, consumed: epochSeconds(row.consumed_at) } : row.payload;
  }
}

/** Deletes rows whose lifetime has passed; they are already invisible to `find`. */
export async function sweepExpiredModels(db: Database): Promise<void> {
  await db.query('delete from oidc_models where expires_at <= now()');
}
