import type { DPoPState, IndexedDbDPoPStore } from 'oidc-client-ts';

type KeyStore = Pick<IndexedDbDPoPStore, 'get' | 'set' | 'remove' | 'getAllKeys'>;

/**
 * The browser's sign-in key pair (DPoP, RFC 9449) kept in IndexedDB, as the provider library's
 * store keeps it, with the pair this tab last read or wrote held in memory. The library reads the
 * store for every proof, and each read opens the database again: six reads on a page load were
 * six round trips to the browser's storage before the first of them could leave. The keys stay
 * non-extractable objects either way; memory only spares the trips.
 */
export class SignInKeyStore implements KeyStore {
  private readonly known = new Map<string, Promise<DPoPState>>();

  constructor(private readonly stored: KeyStore) {}

  get(key: string): Promise<DPoPState> {
    let read = this.known.get(key);
    if (read === undefined) {
      read = this.stored.get(key);
      this.known.set(key, read);
      // A failed read, or none yet (before the first sign-in), is asked of the database next time.
      read.then(
        (state) => {
          if (state === undefined && this.known.get(key) === read) this.known.delete(key);
        },
        () => {
          if (this.known.get(key) === read) this.known.delete(key);
        },
      );
    }
    return read;
  }

  async set(key: string, value: DPoPState): Promise<void> {
    await this.stored.set(key, value);
    this.known.set(key, Promise.resolve(value));
  }

  async remove(key: string): Promise<DPoPState> {
    this.known.delete(key);
    return this.stored.remove(key);
  }

  getAllKeys(): Promise<string[]> {
    return this.stored.getAllKeys();
  }
}
