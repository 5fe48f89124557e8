import { openDatabase } from '../server/src/db/database.js';
import { migrate } from '../server/src/db/migrate.js';
import { seedDemoData } from '../server/src/seed/index.js';
const db = await openDatabase({});
await migrate(db); await seedDemoData(db);
const q = process.argv[2] === 'sel' ? undefined : undefined;
const counts = await db.query(`select (select count(*) from arrangements) a, (select count(*) from service_agreement_arrangements) saa, (select count(*) from ledger_accounts) la, (select count(*) from postings) p, (select count(*) from transactions) t, (select count(*) from user_arrangement_preferences) u`);
console.log(counts);
const sql = `explain analyze select a.id, ab.booked_balance::text, p.alias from arrangements a
    join service_agreement_arrangements saa on saa.arrangement_id = a.id and saa.service_agreement_id = $1
    join product_kinds pk on pk.id = a.product_kind_id
    join arrangement_balances ab on ab.arrangement_id = a.id
    left join financial_institutions fi on fi.id = a.financial_institution_id
    left join user_arrangement_preferences p on p.arrangement_id = a.id and p.user_id = $2 where true order by pk.id, a.display_name, a.id`;
for (const row of await db.query<{ 'QUERY PLAN': string }>(sql, ['sa-demo-personal', 'u-demo'])) console.log(row['QUERY PLAN']);
console.log((await db.query(`select indexname, indexdef from pg_indexes where schemaname='public' and tablename in ('service_agreement_arrangements','ledger_accounts','user_arrangement_preferences','access_group_members','access_groups','access_group_permissions','arrangements','service_agreements')`)).map((r: any) => r.indexdef).join('\n'));
await db.close();
