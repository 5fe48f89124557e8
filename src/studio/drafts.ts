/**
 * Drafts survive a reload, a refused publish and a closed tab: each edited file is kept in
 * localStorage under its tenant, the version it was started from and its path. The base version is
 * part of the key so a draft is never silently applied over a version its author has not seen.
 */

export interface DraftKey {
  tenant: string;
  baseVersion: number;
  path: string;
}

export interface StoredDraft extends DraftKey {
  content: unknown;
}

const prefix = 'passbook.studio.draft:';

const keyOf = ({ tenant, baseVersion, path }: DraftKey) => prefix + JSON.stringify([tenant, baseVersion, path]);

function parseKey(key: string): DraftKey | undefined {
  if (!key.startsWith(prefix)) return undefined;
  try {
    const parts: unknown = JSON.parse(key.slice(prefix.length));
    if (!Array.isArray(parts) || parts.length !== 3) return undefined;
    const [tenant, baseVersion, path] = parts as unknown[];
    if (typeof tenant !== 'string' || typeof baseVersion !== 'number' || typeof path !== 'string') return undefined;
    return { tenant, baseVersion, path };
  } catch {
    return undefined;
  }
}

export function saveDraft(storage: Storage, key: DraftKey, content: unknown): void {
  try {
    storage.setItem(keyOf(key), JSON.stringify(content));
  } catch {
    // Storage full or switched off: the draft still lives in the page; only the reload safety net is lost.
  }
}

export function removeDraft(storage: Storage, key: DraftKey): void {
  storage.removeItem(keyOf(key));
}

/** Every draft of the tenant, whatever version it was started from. */
export function readDrafts(storage: Storage, tenant: string): StoredDraft[] {
  const drafts: StoredDraft[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const raw = storage.key(index);
    const key = raw === null ? undefined : parseKey(raw);
    if (!key || key.tenant !== tenant) continue;
    const text = storage.getItem(keyOf(key));
    if (text === null) continue;
    try {
      drafts.push({ ...key, content: JSON.parse(text) as unknown });
    } catch {
      // A value someone edited by hand: not a draft we can offer.
    }
  }
  return drafts;
}

/** Forgets the tenant's drafts started from `baseVersion` (after they were published). */
export function clearDrafts(storage: Storage, tenant: string, baseVersion: number): void {
  for (const draft of readDrafts(storage, tenant)) {
    if (draft.baseVersion === baseVersion) removeDraft(storage, draft);
  }
}

/** Moves the tenant's drafts to another base version (the operator chose to continue from the latest). */
export function rebaseDrafts(storage: Storage, tenant: string, from: number, to: number): void {
  for (const draft of readDrafts(storage, tenant)) {
    if (draft.baseVersion !== from) continue;
    removeDraft(storage, draft);
    saveDraft(storage, { ...draft, baseVersion: to }, draft.content);
  }
}
