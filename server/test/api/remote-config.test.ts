import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../src/settings.js';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectSecurityHeaders, expectUnauthorized } from './client-api-checks.js';

const url = '/api/remote-config/client-api/v1/projects/passbook/parameters';

let t: TestApp;
let defaults: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  defaults = JSON.parse(await readFile(join(t.settings.configDir, 'flags.json'), 'utf8')) as Record<string, unknown>;
  delete defaults.$schema;
});
afterAll(async () => {
  await t.close();
});

describe('config/flags.json', () => {
  it('validates against its schema, which titles and describes every flag', async () => {
    const schema = JSON.parse(await readFile(join(repositoryRoot, 'schemas', 'flags.schema.json'), 'utf8')) as {
      properties: Record<string, { title?: string; description?: string }>;
    };
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    const validate = ajv.compile(schema);
    const file = JSON.parse(await readFile(join(repositoryRoot, 'config', 'flags.json'), 'utf8')) as unknown;
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    for (const [name, property] of Object.entries(schema.properties)) {
      expect(property.title, name).toBeTruthy();
      expect(property.description, name).toBeTruthy();
    }
    expect(validate({ ...(file as object), show_manage_contacts: 'yes' })).toBe(false);
    expect(validate({ ...(file as object), unknown_flag: true })).toBe(false);
  });

  it('holds the spec’s defaults (spec/1 §8, §9)', () => {
    expect(defaults).toMatchObject({
      show_manage_contacts: true,
      owed_amount_focus: true,
      show_payment_status_retail_loans: true,
      show_maintenance_banner: false,
      maintenance_banner_text:
        'Dear Customer, some services in the online banking app are not available due to maintenance activity.',
    });
  });
});

describe('GET v1/projects/{project}/parameters', () => {
  it('answers the defaults as a flat object', async () => {
    await t.db.query('delete from remote_flags');
    const response = await t.as('u-demo')({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(defaults);
  });

  it('lets a remote_flags row override a declared flag of the same type', async () => {
    await t.db.query(
      `insert into remote_flags (key, value) values ('show_maintenance_banner', 'true'), ('maintenance_banner_text', '"Back at 6 pm."')`,
    );
    const response = await t.as('u-limited')({ method: 'GET', url });
    expect(response.json()).toEqual({ ...defaults, show_maintenance_banner: true, maintenance_banner_text: 'Back at 6 pm.' });
    await t.db.query('delete from remote_flags');
  });

  it('ignores rows for undeclared flags or with the wrong type', async () => {
    await t.db.query(
      `insert into remote_flags (key, value) values ('show_manage_contacts', '"no"'), ('made_up_flag', 'true'), ('owed_amount_focus', 'null')`,
    );
    const response = await t.as('u-demo')({ method: 'GET', url });
    expect(response.json()).toEqual(defaults);
    await t.db.query('delete from remote_flags');
  });

  it('answers the defaults of the latest published flags.json, so a studio publish changes the flags', async () => {
    const operator = t.as('u-operator');
    const studio = '/config/studio/tenants/default';
    const [latest] = (await operator({ method: 'GET', url: `${studio}/versions` })).json() as { version: number }[];
    const flipped = { ...defaults, show_manage_contacts: !defaults.show_manage_contacts };
    const published = await operator({
      method: 'POST',
      url: `${studio}/versions`,
      payload: { baseVersion: latest!.version, comment: 'Manage Contacts switched', files: { 'flags.json': flipped } },
    });
    expect(published.statusCode).toBe(201);
    expect((await t.as('u-demo')({ method: 'GET', url })).json()).toEqual(flipped);
    // A rollback is a publish too: the old defaults are back.
    const rolledBack = await operator({
      method: 'POST',
      url: `${studio}/rollback`,
      payload: { toVersion: latest!.version, baseVersion: latest!.version + 1 },
    });
    expect(rolledBack.statusCode).toBe(201);
    expect((await t.as('u-demo')({ method: 'GET', url })).json()).toEqual(defaults);
  });

  it('refuses missing, expired, foreign and tampered tokens', async () => {
    await expectUnauthorized(t, { method: 'GET', url });
  });

  it('rejects bad input', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'unknown query field', request: { method: 'GET', url: `${url}?flag=x` } },
      { name: 'project with odd characters', request: { method: 'GET', url: url.replace('passbook', encodeURIComponent('a b$')) } },
      { name: 'oversize project', request: { method: 'GET', url: url.replace('passbook', 'p'.repeat(65)) } },
    ]);
  });
});
