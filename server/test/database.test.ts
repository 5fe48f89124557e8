import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';

// On PGlite, data statements run as prepared statements with their arguments sent as quoted
// literals (see database.ts). Whatever a member types must come back unchanged and never be read
// as SQL: these properties compare every value with what was sent.
describe('query arguments on PGlite', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({});
    await db.query('create table notes (id serial primary key, body text not null, amount numeric, details jsonb)');
  });
  afterAll(() => db.close());

  it('round-trips any text, including quotes, backslashes and SQL', async () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }).map((text) => text.replaceAll('\u0000', '')),
      fc.constantFrom("'); drop table notes; --", "\\'", "''", "E'\\x41'", '$1', "' or '1'='1"),
    );
    await fc.assert(
      fc.asyncProperty(hostile, async (text) => {
        const [row] = await db.query<{ body: string }>('insert into notes (body) values ($1) returning body', [text]);
        expect(row?.body).toBe(text);
        const [read] = await db.query<{ v: string }>('select $1::text as v', [text]);
        expect(read?.v).toBe(text);
      }),
      { numRuns: 200 },
    );
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from notes');
    expect(count?.n).toBeGreaterThanOrEqual(200);
  });

  it('round-trips exact amounts and JSON documents', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 })),
        async (cents, details) => {
          const sign = cents < 0n ? '-' : '';
          const abs = cents < 0n ? -cents : cents;
          const amount = `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
          const [row] = await db.query<{ amount: string; details: unknown }>(
            'insert into notes (body, amount, details) values ($1, $2, $3) returning amount, details',
            ['amount', amount, details],
          );
          expect(row?.amount).toBe(amount);
          expect(row?.details).toEqual(details);
        },
      ),
      { numRuns: 100 },
    );
  });
});
