import { openDatabase } from '../server/src/db/database.js';
import { migrate } from '../server/src/db/migrate.js';
import { seedDemoData } from '../server/src/seed/index.js';
const db = await openDatabase({});
await migrate(db); await seedDemoData(db);
const sql = `select a.id, ab.booked_balance::text, p.alias from arrangements a
    join service_agreement_arrangements saa on saa.arrangement_id = a.id and saa.service_agreement_id = $1
    join product_kinds pk on pk.id = a.product_kind_id
    join arrangement_balances ab on ab.arrangement_id = a.id
    left join financial_institutions fi on fi.id = a.financial_institution_id
    left join user_arrangement_preferences p on p.arrangement_id = a.id and p.user_id = $2 where true order by pk.id, a.display_name, a.id`;
for (let i = 0; i < 30; i++) await db.query(sql, ['sa-demo-personal', 'u-demo']);
const rows = await db.query<{ 'QUERY PLAN': string }>('explain (analyze, summary, costs off, timing off) ' + sql, ['sa-demo-personal', 'u-demo']);
console.log(rows.slice(-2).map(r => r['QUERY PLAN']));
let t = performance.now(); for (let i = 0; i < 50; i++) await db.query(sql, ['sa-demo-personal', 'u-demo']); console.log('query ms', (performance.now() - t) / 50);
t = performance.now(); for (let i = 0; i < 50; i++) await db.query('select 1'); console.log('select 1 ms', (performance.now() - t) / 50);
t = performance.now(); for (let i = 0; i < 50; i++) await db.query('select $1::text', ['x']); console.log('select $1 ms', (performance.now() - t) / 50);
await db.exec(`prepare ps(text, text) as ${sql}`);
t = performance.now(); for (let i = 0; i < 50; i++) await db.query(`execute ps('sa-demo-personal', 'u-demo')`); console.log('prepared ms', (performance.now() - t) / 50);
await db.close();
