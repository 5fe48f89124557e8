import { openDatabase } from '../server/src/db/database.js';
import { migrate } from '../server/src/db/migrate.js';
import { seedDemoData } from '../server/src/seed/index.js';
import { measureTransfers } from './transfers.js';
const url = process.env.DATABASE_URL;
const db = await openDatabase(url ? { url } : {});
await migrate(db); await seedDemoData(db);
await measureTransfers(url ? 'PostgreSQL' : 'PGlite', db, { seconds: Number(process.env.BENCH_SECONDS ?? 5) });
await db.close();
