import { describe, expect, it } from 'vitest';
import stopChecksConfig from '../../config/stop-checks.json';
import { addMonths, checksCovered, stopCheckRequestOf, stopChecksSettingsOf } from './stop-check-request.js';

const checking = { id: 'chk', name: 'Everyday Checking' };

describe('a stop payment request from the form', () => {
  it('sends the amount as the platform reads it and leaves out what the member left empty', () => {
    expect(stopCheckRequestOf({ account: 'chk', kind: 'single', number: '1131', amount: '$1,200.5', payee: '  Lawn Care ', reason: 'stopChecks.reason.lost' }, checking, 'req-12345678')).toEqual({
      requestId: 'req-12345678',
      originatorAccount: { identification: 'chk', schemeName: 'ID' },
      check: { number: '1131', amount: '1200.50', payee: 'Lawn Care' },
      reason: 'stopChecks.reason.lost',
    });
    expect(stopCheckRequestOf({ kind: 'single', number: '7', endNumber: '9', payee: '  ', reason: 'r' }, checking, 'req-12345678').check).toEqual({ number: '7' });
  });

  it('sends the last number of a range and counts its checks', () => {
    const range = { kind: 'range' as const, number: '1140', endNumber: '1189' };
    expect(stopCheckRequestOf({ ...range, reason: 'r' }, checking, 'req-12345678').check).toEqual({ number: '1140', endNumber: '1189' });
    expect(checksCovered(range)).toBe(50);
    expect(checksCovered({ kind: 'single', number: '1140', endNumber: '1189' })).toBe(1);
  });
});

describe('the expiry shown on the review', () => {
  it('keeps the day of the month, or takes the last day of a shorter month, as the platform does', () => {
    expect(addMonths('2026-11-24', 6)).toBe('2027-05-24');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
  });
});

describe('the configuration the page reads', () => {
  it('reads stop-checks.json, and nothing from a bundle without it', () => {
    expect(stopChecksSettingsOf({ 'stop-checks': stopChecksConfig })).toMatchObject({ fee: { amount: '30.00', currencyCode: 'USD' }, expiryMonths: 6, maxChecksInRange: 50 });
    expect(stopChecksSettingsOf({})).toBeUndefined();
    expect(stopChecksSettingsOf({ 'stop-checks': { ...stopChecksConfig, fee: 30 } })).toBeUndefined();
  });
});
