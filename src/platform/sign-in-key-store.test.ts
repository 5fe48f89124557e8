import { DPoPState } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { SignInKeyStore } from './sign-in-key-store.js';

const clientId = 'web';

/** A key pair as Web Crypto makes it; the store never looks inside. */
const keyPair = (name: string) => ({ publicKey: { name }, privateKey: { name } }) as unknown as CryptoKeyPair;

/** The database the library keeps the key in, counting how often it is asked. */
function database(initial?: DPoPState) {
  const entries = new Map<string, DPoPState>();
  if (initial) entries.set(clientId, initial);
  const asked = { get: 0 };
  let failNext = false;
  return {
    asked,
    failNextRead: () => {
      failNext = true;
    },
    get: async (key: string) => {
      asked.get += 1;
      if (failNext) {
        failNext = false;
        throw new Error('database unavailable');
      }
      return entries.get(key) as DPoPState;
    },
    set: async (key: string, value: DPoPState) => {
      entries.set(key, value);
    },
    remove: async (key: string) => {
      const value = entries.get(key) as DPoPState;
      entries.delete(key);
      return value;
    },
    getAllKeys: async () => [...entries.keys()],
  };
}

describe("the sign-in key's store", () => {
  it('reads the key from the database once for all the proofs of a page load, however many at once', async () => {
    const kept = new DPoPState(keyPair('kept'));
    const stored = database(kept);
    const store = new SignInKeyStore(stored);
    const reads = await Promise.all([1, 2, 3, 4, 5, 6].map(() => store.get(clientId)));
    expect(reads.every((state) => state === kept)).toBe(true);
    expect(await store.get(clientId)).toBe(kept);
    expect(stored.asked.get).toBe(1);
  });

  it('a key made at sign-in is kept in the database and used from memory', async () => {
    const stored = database();
    const store = new SignInKeyStore(stored);
    expect(await store.get(clientId)).toBeUndefined();
    const made = new DPoPState(keyPair('made'));
    await store.set(clientId, made);
    expect(await stored.get(clientId)).toBe(made);
    const askedBefore = stored.asked.get;
    expect(await store.get(clientId)).toBe(made);
    expect(stored.asked.get).toBe(askedBefore);
  });

  it('a removed key is gone from memory too, and none yet is asked of the database again', async () => {
    const stored = database(new DPoPState(keyPair('old')));
    const store = new SignInKeyStore(stored);
    await store.get(clientId);
    await store.remove(clientId);
    expect(await store.get(clientId)).toBeUndefined();
    expect(await store.get(clientId)).toBeUndefined();
    expect(stored.asked.get).toBe(3);
  });

  it('a failed read is not remembered: the next proof asks the database again', async () => {
    const kept = new DPoPState(keyPair('kept'));
    const stored = database(kept);
    const store = new SignInKeyStore(stored);
    stored.failNextRead();
    await expect(store.get(clientId)).rejects.toThrow('database unavailable');
    expect(await store.get(clientId)).toBe(kept);
  });
});
