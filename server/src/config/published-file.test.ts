import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.js';
import { DatabaseUnavailableError } from '../db/failures.js';
import { derivedFromPublished } from './published-file.js';

/** A database holding published versions of one tenant's app.json, which can be taken away. */
function versionsDatabase(names: string[]) {
  const state = { away: false, reads: 0 };
  const db: Queryable = {
    async query<Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
      if (state.away) throw new DatabaseUnavailableError(new Error('connection refused'));
      if (text.includes('max(version)')) return [{ version: names.length }] as Row[];
      state.reads += 1;
      return [{ files: { 'app.json': { name: names[Number(params[1]) - 1] } } }] as Row[];
    },
  };
  return { db, state };
}

describe('what is derived from published files', () => {
  it('is derived once per version and again after a publish', async () => {
    const names = ['Front Range'];
    const { db, state } = versionsDatabase(names);
    const nameOf = derivedFromPublished(['app.json'], (files) => ({ name: (files['app.json'] as { name: string }).name }));
    const first = await nameOf(db, '/nowhere', 'default');
    expect(first).toEqual({ name: 'Front Range' });
    expect(await nameOf(db, '/nowhere', 'default')).toBe(first);
    expect(state.reads).toBe(1);
    names.push('Front Range Federal');
    expect(await nameOf(db, '/nowhere', 'default')).toEqual({ name: 'Front Range Federal' });
    expect(state.reads).toBe(2);
  });

  it('serves what was last derived while the database is away, and fails with nothing derived yet', async () => {
    const { db, state } = versionsDatabase(['Mesa Peak']);
    const nameOf = derivedFromPublished(['app.json'], (files) => (files['app.json'] as { name: string }).name);
    state.away = true;
    await expect(nameOf(db, '/nowhere', 'mesa-peak')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    state.away = false;
    expect(await nameOf(db, '/nowhere', 'mesa-peak')).toBe('Mesa Peak');
    state.away = true;
    expect(await nameOf(db, '/nowhere', 'mesa-peak')).toBe('Mesa Peak');
  });
});
