// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfigDir } from '../src/config-checks/node.js';
import { checkConfig } from './config-check.js';
import { UsageError } from './config-database.js';
import { exportConfig } from './config-export.js';
import { importConfig, InvalidConfigError } from './config-import.js';
import { scaffoldTenant } from './tenant-new.js';

let root: string;
let environment: NodeJS.ProcessEnv;

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'config-scripts-'));
  await cp(defaultConfigDir, path.join(root, 'config'), { recursive: true });
  environment = { PASSBOOK_CONFIG_DIR: path.join(root, 'config'), PASSBOOK_DATA_DIR: path.join(root, 'data', 'pglite') };
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('tenant:new', () => {
  const flags = ['--name', 'Summit Ridge Credit Union', '--phone', '(719) 555-0123', '--primary-color', '#1d4f91'];

  it('scaffolds an app.json overlay and maps its hosts; config:check finds it valid', async () => {
    const summary = await scaffoldTenant(['summit-ridge', ...flags, '--host', 'online.summitridge.example'], environment);
    expect(summary).toContain('next: npm run config:check summit-ridge');
    expect(await readJson(path.join(root, 'config', 'tenants', 'summit-ridge', 'app.json'))).toEqual({
      $schema: '../../../schemas/app.schema.json',
      name: 'Summit Ridge Credit Union',
      shortName: 'Summit Ridge Credit Union',
      phone: '(719) 555-0123',
      theme: { colorPrimary: '#1d4f91', colorLink: '#1d4f91' },
    });
    expect((await readJson(path.join(root, 'config', 'tenants.json'))).tenants).toMatchObject({ 'summit-ridge': { hosts: ['online.summitridge.example'] } });
    expect(await checkConfig(path.join(root, 'config'), 'summit-ridge')).toEqual([]);
  }, 60_000);

  it.each([
    [['summit-ridge', ...flags], /tenant "summit-ridge" exists already/],
    [['default', ...flags], /"default" is config\/ itself/],
    [['Bad_Id', ...flags], /"Bad_Id" is not a valid tenant id/],
    [['ok-id', '--name', 'X', '--phone', '1', '--primary-color', 'blue'], /--primary-color "blue" is not a colour as #rrggbb/],
    [['ok-id', '--name', 'X'], /--phone is required[\s\S]*--primary-color is required/],
    [['ok-id', ...flags, '--host', 'online.summitridge.example'], /host names already mapped: online\.summitridge\.example \(summit-ridge\)/],
    [['ok-id', ...flags, '--colour', '#ffffff'], /unknown option --colour/],
    [[], /usage: npm run tenant:new <id>/],
  ])('refuses %j with a clear message and writes nothing', async (args, message) => {
    const before = await readFile(path.join(root, 'config', 'tenants.json'), 'utf8');
    await expect(scaffoldTenant(args, environment)).rejects.toThrow(message);
    await expect(scaffoldTenant(args, environment)).rejects.toBeInstanceOf(UsageError);
    expect(await readFile(path.join(root, 'config', 'tenants.json'), 'utf8')).toBe(before);
    await expect(readFile(path.join(root, 'config', 'tenants', 'ok-id', 'app.json'))).rejects.toThrow();
  });
});

describe('config:export and config:import', () => {
  it('exports the published configuration, imports an edit as a new version, and refuses an invalid one', async () => {
    const out = path.join(root, 'exported');
    expect(await exportConfig(['mesa-peak', out], environment)).toMatch(/^wrote \d+ files of mesa-peak version 1 \(import by system\) to /);
    const messages = await readJson(path.join(out, 'messages', 'en-US.json'));
    expect(messages['menu.moveMoney.makeATransfer']).toBe('Transfer Funds');
    expect((await readJson(path.join(out, 'app.json'))).name).toBe('Mesa Peak Credit Union');
    // The export is a complete configuration: config:check checks it as it is.
    expect(await checkConfig(out)).toEqual([]);

    messages['accounts.heading'] = 'Accounts at Mesa Peak';
    await writeFile(path.join(out, 'messages', 'en-US.json'), JSON.stringify(messages));
    expect(await importConfig(['mesa-peak', out, '--comment', 'New heading from git'], environment)).toBe(
      'published mesa-peak version 2 (changed: messages/en-US.json)',
    );

    const again = path.join(root, 'exported-again');
    expect(await exportConfig(['mesa-peak', again], environment)).toMatch(/version 2 \(import by import\)/);
    expect((await readJson(path.join(again, 'messages', 'en-US.json')))['accounts.heading']).toBe('Accounts at Mesa Peak');

    // Only the files that change may be imported; an invalid one is refused with config:check's lines.
    const partial = path.join(root, 'partial');
    const menu = await readJson(path.join(out, 'menu.json'));
    (menu.groups as { items: { path: string }[] }[])[0]!.items[0]!.path = 'no/such/route';
    await cp(path.join(out, 'menu.json'), path.join(partial, 'menu.json'));
    await writeFile(path.join(partial, 'menu.json'), JSON.stringify(menu));
    const refused = importConfig(['mesa-peak', partial], environment);
    await expect(refused).rejects.toBeInstanceOf(InvalidConfigError);
    await expect(importConfig(['mesa-peak', partial], environment)).rejects.toThrow(/menu\.json {2}\/groups\/0\/items\/0\/path {2}.*no\/such\/route[\s\S]*nothing was published/);
    expect(await exportConfig(['mesa-peak', path.join(root, 'third')], environment)).toMatch(/version 2 /);

    await expect(exportConfig(['nobody', out], environment)).rejects.toThrow(/there is no tenant "nobody"; tenants: default, mesa-peak/);
    await expect(importConfig(['mesa-peak', path.join(root, 'missing')], environment)).rejects.toThrow(/there is no folder/);
    await expect(exportConfig(['mesa-peak'], environment)).rejects.toThrow(/usage: npm run config:export/);
  }, 120_000);
});
