import { writeFile, rm, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemoData } from '../src/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated, seeded template, loaded fresh by every test file. */
    templateDump: string;
    /** PostgreSQL: the template database every test file clones with CREATE DATABASE … TEMPLATE. */
    templateUrl: string;
  }
}

/**
 * Builds the migrated and seeded database once per run; each test file then starts from a copy,
 * so the suite never re-seeds per test and files never see each other's writes.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `passbook_template_${process.pid}`;
    const admin = await openDatabase({ url });
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const templateUrl = withDatabase(url, name);
    const db = await openDatabase({ url: templateUrl });
    await migrate(db);
    await seedDemoData(db);
    await db.close();
    project.provide('templateUrl', templateUrl);
    project.provide('templateDump', '');
    return async () => {
      const rows = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${name}\\_c%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    };
  }
  const db = await openDatabase({});
  await migrate(db);
  await seedDemoData(db);
  const dump = await db.dumpDataDir!();
  await db.close();
  const folder = await mkdtemp(join(tmpdir(), 'passbook-template-'));
  const path = join(folder, 'template.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDump', path);
  project.provide('templateUrl', '');
  return () => rm(folder, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
