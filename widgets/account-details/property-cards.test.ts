import { describe, expect, it } from 'vitest';
import propertyCards from '../../config/property-cards.json';
import catalogue from '../../config/messages/en-US.json';
import { readAccountDetails, type AccountDetails } from '../../src/platform/index.js';
import { loadConfigValidators, validateConfigBundle } from '../../src/runtime/index.js';
import { widgetRegistry } from '../index.js';
import { rendererFor, propertyRenderers, type RenderEnvironment } from './property-card-view.js';
import {
  balanceOf,
  bestRanked,
  canMakeAPayment,
  configurationFor,
  configurationRank,
  fieldAt,
  maskedRank,
  NOT_APPLICABLE,
  readPropertyCardsConfig,
  resolveProperty,
  type CardConfiguration,
  type PropertyConfig,
  type PropertyContext,
} from './property-cards.js';

const config = readPropertyCardsConfig(propertyCards);
if (!config) throw new Error('config/property-cards.json does not have the expected shape');
const messages: Record<string, string> = catalogue;
const rules = { bookedBalanceAliases: ['CD', 'CERT', 'CERTIFICATE'], bookedBalanceKinds: ['credit-card'] };

const account = (fields: Record<string, unknown>): AccountDetails => readAccountDetails({ id: 'arr-1', name: 'Account', currency: 'USD', ...fields });
const kind = (kindUri: string, externalTypeId?: string) => ({ product: { externalTypeId, productKind: { kindUri } } });

describe('property-card configurations (ranked)', () => {
  it('every configuration names message keys the catalogue has, and the default exists', () => {
    const missing: string[] = [];
    for (const configuration of config.configurations) {
      for (const group of configuration.groups) {
        if (!(group.titleKey in messages)) missing.push(group.titleKey);
        for (const property of group.properties) if (!(property.labelKey in messages)) missing.push(property.labelKey);
      }
    }
    expect(missing).toEqual([]);
    expect(config.configurations.map((configuration) => configuration.id)).toContain(config.default);
  });

  it('a condition that fails rules a configuration out; each one that holds adds a point', () => {
    const mortgage = config.configurations.find((configuration) => configuration.id === 'mortgage') as CardConfiguration;
    expect(configurationRank(mortgage, account(kind('loan', '1001')))).toBe(2);
    expect(configurationRank(mortgage, account(kind('loan', '310')))).toBe(NOT_APPLICABLE);
    expect(configurationRank(mortgage, account(kind('credit-card', '1001')))).toBe(NOT_APPLICABLE);
    const generic = config.configurations.find((configuration) => configuration.id === 'generic') as CardConfiguration;
    expect(configurationRank(generic, account(kind('loan')))).toBe(NOT_APPLICABLE);
  });

  it('picks the most specific match: mortgage beats loan, loan beats the default', () => {
    expect(configurationFor(config, account(kind('loan', '1001')))?.id).toBe('mortgage');
    expect(configurationFor(config, account(kind('loan', '310')))?.id).toBe('loan');
    expect(configurationFor(config, account(kind('term-deposit')))?.id).toBe('term-deposit');
    expect(configurationFor(config, account(kind('current-account')))?.id).toBe('deposit');
    expect(configurationFor(config, account(kind('something-new')))?.id).toBe('generic');
    expect(configurationFor(config, account({}))?.id).toBe('generic');
  });

  it('a linked account from another institution gets the external configuration', () => {
    expect(configurationFor(config, account({ ...kind('current-account'), financialInstitutionId: 1 }))?.id).toBe('external');
  });

  it('ties go to the earlier candidate, and nothing applicable gives undefined', () => {
    const tester = () => 1;
    expect(bestRanked([{ value: 'first', tester }, { value: 'second', tester }], undefined)).toBe('first');
    expect(bestRanked([{ value: 'x', tester: () => NOT_APPLICABLE }], undefined)).toBeUndefined();
  });

  it('the configuration file is valid against its schema, and an unknown property type is refused', async () => {
    // Boot checks only the shell's files; a journey's validator is loaded on demand.
    const validators = await loadConfigValidators(['property-cards']);
    const errorsFor = (cards: unknown) =>
      validateConfigBundle({ app: {}, routes: {}, menu: {}, entitlements: {}, flags: {}, messages: {}, 'property-cards': cards }, widgetRegistry, validators).filter(
        (error) => error.file === 'property-cards.json',
      );
    expect(errorsFor(propertyCards)).toEqual([]);
    const broken = structuredClone(propertyCards) as { configurations: { groups: { properties: Record<string, unknown>[] }[] }[] };
    (broken.configurations[0]!.groups[0]!.properties[0] as Record<string, unknown>).type = 'hologram';
    (broken.configurations[0]!.groups[0]!.properties[1] as Record<string, unknown>).unitKey = 'termUnit';
    const errors = errorsFor(broken);
    expect(errors.map((error) => error.pointer)).toEqual(
      expect.arrayContaining(['/configurations/0/groups/0/properties/0/type', '/configurations/0/groups/0/properties/1']),
    );
  });
});

describe('property values and renderers', () => {
  const property = (fields: Partial<PropertyConfig>): PropertyConfig => ({ key: 'BBAN', labelKey: 'accountDetails.property.accountNumber', type: 'accountNumber', ...fields });
  const context = (fields: Partial<PropertyContext> & { account: AccountDetails }): PropertyContext => ({
    property: property({}),
    key: 'BBAN',
    value: '•••••6789',
    ...fields,
  });

  it('reads dotted keys and falls back to the next key when the first is empty', () => {
    const details = account({ state: { state: 'Dormant' }, number: '•••• 4821' });
    expect(fieldAt(details.fields, 'state.state')).toBe('Dormant');
    expect(fieldAt(details.fields, 'state.state.deeper')).toBeUndefined();
    expect(resolveProperty(property({ fallbackKeys: ['number'] }), details, rules)).toEqual({ key: 'number', value: '•••• 4821' });
    expect(resolveProperty(property({ key: 'missing' }), details, rules)).toBeUndefined();
  });

  it('a masked attribute takes the masked renderer over its type renderer; other numbers do not', () => {
    const masked = context({ account: account({ BBAN: '•••••6789', unmaskableAttributes: ['BBAN'] }) });
    expect(rendererFor(masked)).toBe(propertyRenderers[0]!.value);
    expect(propertyRenderers[0]!.tester(masked)).toBe(maskedRank);
    const plain = context({ account: account({ BBAN: '•••••6789', unmaskableAttributes: [] }) });
    expect(rendererFor(plain)).not.toBe(propertyRenderers[0]!.value);
    // The attribute that counts is the key the value came from, a fallback key included.
    const viaFallback = context({ key: 'number', account: account({ number: '•••• 4821', unmaskableAttributes: ['number'] }) });
    expect(rendererFor(viaFallback)).toBe(propertyRenderers[0]!.value);
  });

  it('each type renders in the credit union’s locale and currency', () => {
    const environment: RenderEnvironment = { t: (key, params) => `${key}:${String(params?.count ?? '')}`, formatting: { locale: 'en-US', currency: 'USD', timeZone: 'America/Denver' }, onUnmaskError: () => undefined };
    const shown = (type: PropertyConfig['type'], value: unknown, fields: Record<string, unknown> = {}, extra: Partial<PropertyConfig> = {}) => {
      const shownContext = context({ property: property({ type, ...extra }), value, account: account(fields) });
      return rendererFor(shownContext)?.(shownContext, environment);
    };
    expect(shown('number', 1234)).toBe('1,234');
    expect(shown('percent', 4.25)).toBe('4.25%');
    expect(shown('amount', '1234567.89')).toBe('$1,234,567.89');
    expect(shown('date', '2027-03-01')).toBe('Mar 1, 2027');
    expect(shown('date', '2027-03-01', {}, { dateFormat: 'MM/DD/YYYY' })).toBe('03/01/2027');
    // 06:00 UTC is 11 p.m. the day before in Denver.
    expect(shown('updateTime', '2026-11-20T06:00:00Z')).toBe('Nov 19, 2026, 11:00 PM');
    expect(shown('frequencyTerm', 12, { termUnit: 'M' }, { unitKey: 'termUnit' })).toBe('accountDetails.unit.M.other:12');
    expect(shown('frequencyTerm', 1, { termUnit: 'M' }, { unitKey: 'termUnit' })).toBe('accountDetails.unit.M.one:1');
    expect(shown('frequencyTerm', 12, { termUnit: 'fortnight' }, { unitKey: 'termUnit' })).toBeUndefined();
    expect(shown('renewalStatus', false)).toBe('accountDetails.renewal.off:');
    expect(shown('accountState', undefined)).toBe('accountDetails.state.default:');
    expect(shown('text', 'Jordan Smith')).toBe('Jordan Smith');
  });

  it('a value no renderer can read has no renderer (an object is not printed as [object Object])', () => {
    const odd = context({ property: property({ type: 'text' }), value: { nested: true }, account: account({}) });
    expect(rendererFor(odd)?.(odd, { t: (key) => key, formatting: { locale: 'en-US', currency: 'USD', timeZone: 'America/Denver' }, onUnmaskError: () => undefined })).toBeUndefined();
  });
});

describe('balance and payment rules (spec/2 §4)', () => {
  it('cards, certificates and CDs show the booked balance; others the available balance', () => {
    const balances = { bookedBalance: 100.5, availableBalance: 80.25 };
    expect(balanceOf(account({ ...balances, bankAlias: 'CERTIFICATE' }), rules)).toBe('100.5');
    expect(balanceOf(account({ ...balances, bankAlias: '12-Month CD' }), rules)).toBe('100.5');
    expect(balanceOf(account({ ...balances, bankAlias: 'cert' }), rules)).toBe('100.5');
    expect(balanceOf(account({ ...balances, ...kind('credit-card') }), rules)).toBe('100.5');
    expect(balanceOf(account({ ...balances, bankAlias: 'CDROM Savings' }), rules)).toBe('80.25');
    expect(balanceOf(account({ ...balances, bankAlias: 'Everyday Checking' }), rules)).toBe('80.25');
    expect(balanceOf(account({ bookedBalance: 5 }), rules)).toBe('5');
  });

  it('Make a Payment shows only above the configured product number', () => {
    expect(canMakeAPayment(account({ productNumber: '1001' }), 1000)).toBe(true);
    expect(canMakeAPayment(account({ productNumber: '1000' }), 1000)).toBe(false);
    expect(canMakeAPayment(account({ productNumber: '310' }), 1000)).toBe(false);
    expect(canMakeAPayment(account({ productNumber: 'X1001' }), 1000)).toBe(false);
    expect(canMakeAPayment(account({}), 1000)).toBe(false);
  });
});
