import { describe, expect, it } from 'vitest';
import { checkConfigFiles, loadConfigValidators, loadShellConfigValidators, REQUIRED_FILES, validateConfigBundle } from '../config-checks/index.js';
import { fixtureBundle, testRegistry } from './test-fixtures.js';

describe('config validators split by file', () => {
  it('the check before start reads the shell files only; a journey file is checked once its validator is loaded', async () => {
    const bundle = { ...fixtureBundle(), 'property-cards': 'not an object' };
    expect(validateConfigBundle(bundle, testRegistry(), await loadShellConfigValidators())).toEqual([]);
    const all = await loadConfigValidators();
    expect(Object.keys(all)).toEqual(expect.arrayContaining([...REQUIRED_FILES, 'property-cards', 'transactions', 'payments']));
    expect(validateConfigBundle(bundle, testRegistry(), all)).toEqual([{ file: 'property-cards.json', pointer: '', message: 'must be object' }]);
  });

  it('loads only the validators asked for, and leaves out names without a schema', async () => {
    expect(Object.keys(await loadConfigValidators(['transactions', 'app', 'no-such-file']))).toEqual(['transactions', 'app']);
  });

  it('checkConfigFiles reports the listed files only, and keeps one answer per bundle', async () => {
    const bundle = { ...fixtureBundle(), transactions: { pagination: 'endless' }, payments: 42 };
    const first = checkConfigFiles(bundle, ['transactions']);
    expect(checkConfigFiles(bundle, ['transactions'])).toBe(first);
    const errors = await first;
    expect(errors.length).toBeGreaterThan(0);
    expect(new Set(errors.map((error) => error.file))).toEqual(new Set(['transactions.json']));
    expect(errors).toContainEqual(expect.objectContaining({ file: 'transactions.json', pointer: '/pagination' }));
  });

  it('checkConfigFiles passes files the bundle lacks or that have no schema, and valid files', async () => {
    const bundle = fixtureBundle();
    expect(await checkConfigFiles(bundle, ['property-cards', 'no-schema-here'])).toEqual([]);
    expect(await checkConfigFiles({ ...bundle, 'no-schema-here': { anything: true } }, ['no-schema-here'])).toEqual([]);
  });

  it('checkConfigFiles uses the schema a file names in $schema when it has none of its own', async () => {
    const bundle = { ...fixtureBundle(), 'sign-in-messages': { $schema: '../schemas/messages.schema.json', 'signIn.title': 3 } };
    expect(await checkConfigFiles(bundle, ['sign-in-messages'])).toEqual([{ file: 'sign-in-messages.json', pointer: '/signIn.title', message: 'must be string' }]);
  });
});
