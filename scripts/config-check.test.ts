import { cp, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConfig, loadConfig } from './config-check.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'config-check-'));
  await cp(path.resolve(process.cwd(), 'config'), dir, { recursive: true });
  await mkdir(path.join(dir, 'tenants', 'blue'), { recursive: true });
  await writeFile(path.join(dir, 'tenants', 'blue', 'app.json'), JSON.stringify({ name: 'Blue Sky CU', theme: { colorPrimary: '#1144aa' } }));
  await mkdir(path.join(dir, 'tenants', 'broken'), { recursive: true });
  await writeFile(
    path.join(dir, 'tenants', 'broken', 'routes.json'),
    JSON.stringify({ routes: [{ path: 'my-accounts', widget: 'accounts-lists', guards: ['authenticated', 'context'] }] }),
  );
  await writeFile(path.join(dir, 'tenants', 'broken', 'menu.json'), '{ "groups": [ }');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('config-check', () => {
  it('finds the repository configuration valid', async () => {
    expect(await checkConfig()).toEqual([]);
  }, 30_000);

  it("merges a tenant's files over config/ (objects deep, arrays replaced)", async () => {
    const { bundle, errors } = await loadConfig(dir, 'blue');
    expect(errors).toEqual([]);
    expect(bundle.app).toMatchObject({ name: 'Blue Sky CU', shortName: 'Front Range CU', theme: { colorPrimary: '#1144aa', borderRadius: 6 } });
    expect(Object.keys(bundle)).toContain('messages');
    expect(await checkConfig(dir, 'blue')).toEqual([]);
  }, 30_000);

  it("reports a tenant's broken files with file, pointer and message, naming both layers", async () => {
    const errors = await checkConfig(dir, 'broken');
    // The tenant's own mistakes, each naming both layers; the base menu's items that point at
    // routes this tenant dropped are reported too (their number follows the base menu).
    expect(errors.map((error) => [error.file, error.pointer])).toEqual(
      expect.arrayContaining([
        ['tenants/broken/menu.json', ''],
        ['routes.json + tenants/broken/routes.json', '/routes/0/widget'],
        ['routes.json + tenants/broken/routes.json', '/selectContextPath'],
        ['routes.json + tenants/broken/routes.json', '/noAccessPath'],
      ]),
    );
    const message = (pointer: string) => errors.find((error) => error.pointer === pointer)?.message;
    expect(errors[0]?.message).toMatch(/^not valid JSON: /);
    expect(message('/routes/0/widget')).toMatch(/^widget "accounts-lists" is not registered \(did you mean "accounts-list"\?\); registered widgets: .*\baccounts-list\b/);
    expect(message('/noAccessPath')).toBe('noAccessPath "no-access" names no route in routes.json; routes: my-accounts');
    expect(errors.filter((error) => error.file === 'menu.json').every((error) => /names no route in routes\.json/.test(error.message))).toBe(true);
  }, 30_000);

  it('reports a tenant that does not exist', async () => {
    const { errors } = await loadConfig(dir, 'nobody');
    expect(errors).toEqual([{ file: 'tenants/nobody', pointer: '', message: expect.stringContaining('tenant "nobody" does not exist') as unknown as string }]);
  });
});
