import { describe, expect, it } from 'vitest';
import { assertContractAnswer, contractAnswer, contractExample } from './contract-fixtures.js';

describe('msw fixtures from the contract', () => {
  it('hands out the contract’s example, which the contract accepts', async () => {
    const profile = contractExample<{ fullName: string }>('getMyProfile');
    expect(profile.fullName).toBe('Jordan Smith');
    const response = contractAnswer('getMyProfile', profile);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(profile);
  });

  it('refuses an answer the platform would never send, naming what is wrong', () => {
    const profile = contractExample<Record<string, unknown>>('getMyProfile');
    expect(() => assertContractAnswer('getMyProfile', { ...profile, nickname: 'Jo' })).toThrow(/nickname/);
    const wrong = () => contractAnswer('getProductSummary', { aggregatedBalance: { currency: 'USD', value: 12 } });
    expect(wrong).toThrow(/\/aggregatedBalance\/value must be string/);
    expect(wrong).toThrow(/must have required property 'customProductKinds'/);
  });

  it('checks error answers against the error body', () => {
    expect(() => assertContractAnswer('getProductSummary', { message: 'down', key: 'x', errors: [] }, 403)).not.toThrow();
    expect(() => assertContractAnswer('getProductSummary', { message: 'down' }, 403)).toThrow(/key/);
  });
});
