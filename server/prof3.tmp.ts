import { performance } from 'node:perf_hooks';
import { openDatabase } from './src/db/database.js';
import { migrate } from './src/db/migrate.js';
import { buildApp } from './src/app.js';
import { loadSettings } from './src/settings.js';
const db = await openDatabase({}); await migrate(db);
const settings = await loadSettings({ publicUrl: 'http://localhost:8080' });
for (let i = 0; i < 6; i++) {
  const t = performance.now();
  const app = await buildApp({ db, settings }); const t1 = performance.now();
  await app.ready(); const t2 = performance.now();
  console.log('build', Math.round(t1 - t), 'ready', Math.round(t2 - t1));
  await app.close();
}
