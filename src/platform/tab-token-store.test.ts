// @vitest-environment jsdom
// (the browser's session storage, which node lacks)
import { afterEach, describe, expect, it } from 'vitest';
import { TabTokenStore } from './tab-token-store.js';

const key = 'user:http://localhost/oidc:web';
const user = JSON.stringify({ access_token: 'access', refresh_token: 'refresh', id_token: 'id', token_type: 'DPoP', expires_at: 1_900_000_000 });

afterEach(() => sessionStorage.clear());

describe("the tab's token store", () => {
  it('gives this page the whole user, refresh token included', async () => {
    const store = new TabTokenStore(sessionStorage);
    await store.set(key, user);
    expect(JSON.parse((await store.get(key))!)).toMatchObject({ access_token: 'access', refresh_token: 'refresh' });
  });

  it('keeps for a reload (or a duplicated tab) everything but the refresh token', async () => {
    await new TabTokenStore(sessionStorage).set(key, user);
    const afterReload = new TabTokenStore(sessionStorage);
    const kept = JSON.parse((await afterReload.get(key))!) as Record<string, unknown>;
    expect(kept).toEqual({ access_token: 'access', id_token: 'id', token_type: 'DPoP', expires_at: 1_900_000_000 });
    expect(JSON.stringify(sessionStorage)).not.toContain('refresh');
    expect(await afterReload.getAllKeys()).toEqual([key]);
  });

  it('keeps an unbound (bearer) token in this page only: read out of storage it would work anywhere', async () => {
    const bearer = JSON.stringify({ access_token: 'access', refresh_token: 'refresh', token_type: 'Bearer', expires_at: 1_900_000_000 });
    await new TabTokenStore(sessionStorage).set(key, user);
    const store = new TabTokenStore(sessionStorage);
    await store.set(key, bearer);
    expect(await store.get(key)).toBe(bearer);
    expect(sessionStorage.length).toBe(0);
    expect(await new TabTokenStore(sessionStorage).get(key)).toBeNull();
  });

  it('keeps the session in this page when storage refuses it (full), leaving no older user behind for a reload', async () => {
    await new TabTokenStore(sessionStorage).set(key, user);
    const full: Storage = Object.assign(Object.create(sessionStorage) as Storage, {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (name: string) => sessionStorage.removeItem(name),
      getItem: (name: string) => sessionStorage.getItem(name),
    });
    const store = new TabTokenStore(full);
    const renewed = user.replace('"access"', '"renewed"');
    await expect(store.set(key, renewed)).resolves.toBeUndefined();
    expect(await store.get(key)).toBe(renewed);
    expect(await new TabTokenStore(sessionStorage).get(key)).toBeNull();
  });

  it('forgets the user on sign-out, in this page and for a reload, and leaves other keys alone', async () => {
    sessionStorage.setItem('passbook.journey.open-account', 'draft');
    const store = new TabTokenStore(sessionStorage);
    await store.set(key, user);
    expect(await store.remove(key)).toBe(user);
    expect(await store.get(key)).toBeNull();
    expect(await new TabTokenStore(sessionStorage).get(key)).toBeNull();
    expect(await store.getAllKeys()).toEqual([]);
    expect(sessionStorage.getItem('passbook.journey.open-account')).toBe('draft');
  });
});
