import type { StateStore } from 'oidc-client-ts';

/** Keys in session storage; the prefix keeps them apart from journey drafts and the sign-in state. */
const storagePrefix = 'passbook.tokens.';

/**
 * What of a stored oidc-client-ts user a reload may find: the user without its refresh token, and
 * only when its tokens are bound to the browser's key (token_type DPoP). An unbound token (an
 * identity provider without DPoP) works for whoever reads it, so it is not written to storage.
 */
function keptForReload(value: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { refresh_token: _inMemoryOnly, ...kept } = parsed as Record<string, unknown>;
    return typeof kept.token_type === 'string' && kept.token_type.toLowerCase() === 'dpop' ? JSON.stringify(kept) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the signed-in member's tokens live (decision 014): this page's memory, and this tab's
 * session storage, so a reload resumes the session with the access token it had instead of a
 * round trip to the provider, and closing the tab forgets them. Only tokens bound to the
 * browser's non-extractable DPoP key are stored: one read out of storage is useless without a
 * proof that only this origin's key can sign.
 *
 * The refresh token stays in this page's memory. It rotates on every use and a rotated one used
 * again ends the session, so two tabs must never hold the same one: a duplicated tab copies
 * session storage, and would then refresh with a token its twin has already used. A reloaded page
 * renews by a silent sign-in instead, which gives it a grant of its own.
 */
export class TabTokenStore implements StateStore {
  private readonly current = new Map<string, string>();

  constructor(private readonly storage: Storage) {}

  set(key: string, value: string): Promise<void> {
    this.current.set(key, value);
    const kept = keptForReload(value);
    try {
      if (kept === undefined) this.storage.removeItem(storagePrefix + key);
      else this.storage.setItem(storagePrefix + key, kept);
    } catch {
      // Storage full or refused: the session goes on from memory, and a reload signs in silently.
      // Nothing older may stay behind for a reload to resume with.
      try {
        this.storage.removeItem(storagePrefix + key);
      } catch {
        // Refused altogether: nothing was kept either.
      }
    }
    return Promise.resolve();
  }

  get(key: string): Promise<string | null> {
    return Promise.resolve(this.current.get(key) ?? this.storage.getItem(storagePrefix + key));
  }

  async remove(key: string): Promise<string | null> {
    const value = await this.get(key);
    this.current.delete(key);
    this.storage.removeItem(storagePrefix + key);
    return value;
  }

  getAllKeys(): Promise<string[]> {
    const keys = new Set(this.current.keys());
    for (let index = 0; index < this.storage.length; index += 1) {
      const key = this.storage.key(index);
      if (key?.startsWith(storagePrefix)) keys.add(key.slice(storagePrefix.length));
    }
    return Promise.resolve([...keys]);
  }
}
