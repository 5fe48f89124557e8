import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create();
await db.exec(`create table t (id text primary key, v int); insert into t values ('a', 1), ('b', 2);`);
await db.exec(`prepare q1 as select v from t where id = $1`);
try { console.log((await db.query('execute q1($1)', ['b'])).rows); } catch (e) { console.log('param execute failed', (e as Error).message); }
console.log((await db.query(`execute q1('a')`)).rows);
