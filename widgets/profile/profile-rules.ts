import type { ProfileAddressChange } from '../../src/platform/index.js';
import type { ProfileSettings } from './profile-settings.js';

/** A broken rule: the catalogue key of its message and the message's values. */
export interface RuleBreak {
  key: string;
  params?: Record<string, string | number>;
}

/** Spec §9: email and address lines at most 255 characters, a city at most 35. */
const textMax = 255;
const cityMax = 35;
export const phoneDigitCount = 10;

/** The digits of a phone number after the +1 country code, at most ten (what the member typed, stripped). */
export function phoneDigitsOf(value: string): string {
  const digits = value.trim().startsWith('+1') ? value.trim().slice(2).replace(/\D/g, '') : value.replace(/\D/g, '');
  return digits.slice(0, phoneDigitCount);
}

/** +1 and the digits in groups 3-3-4, as far as they go: +1 (303) 555-0142. */
export function formatPhone(value: string): string {
  const digits = phoneDigitsOf(value);
  if (digits === '') return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  return `+1 (${area}${exchange === '' ? '' : `) ${exchange}`}${line === '' ? '' : `-${line}`}`;
}

export function phoneBreak(value: string): RuleBreak | undefined {
  if (value.trim() === '') return { key: 'profile.validation.phone.required' };
  if (phoneDigitsOf(value).length !== phoneDigitCount) return { key: 'profile.validation.phone.digits' };
  return undefined;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailBreak(value: string): RuleBreak | undefined {
  const address = value.trim();
  if (address === '') return { key: 'profile.validation.email.required' };
  if (address.length > textMax) return { key: 'profile.validation.email.tooLong', params: { max: textMax } };
  if (!emailPattern.test(address)) return { key: 'profile.validation.email.format' };
  return undefined;
}

/** What the address form holds: the platform's change request. */
export type AddressValues = ProfileAddressChange;

export function postalCodeBreak(value: string): RuleBreak | undefined {
  const code = value.trim();
  if (code === '') return { key: 'profile.validation.address.postalCode' };
  if (!/^[\d-]+$/.test(code)) return { key: 'profile.validation.address.postalCodeFormat' };
  if (code.replace(/\D/g, '').length < 5) return { key: 'profile.validation.address.postalCodeMin' };
  if (/^\d{5}$/.test(code) || /^\d{5}-\d{4}$/.test(code)) return undefined;
  return { key: 'profile.validation.address.postalCodeZip4' };
}

/** Each field's broken rule (spec §5 Address form), by field name. */
export function addressBreaks(values: AddressValues, settings: ProfileSettings): Partial<Record<keyof AddressValues, RuleBreak>> {
  const breaks: Partial<Record<keyof AddressValues, RuleBreak>> = {};
  const line1 = (values.buildingNumber ?? '').trim();
  const line2 = (values.streetName ?? '').trim();
  const city = (values.townName ?? '').trim();
  const tooLong = { key: 'profile.validation.address.tooLong', params: { max: textMax } };
  if (!values.type) breaks.type = { key: 'profile.validation.address.type' };
  if (line1 === '') breaks.buildingNumber = { key: 'profile.validation.address.line1' };
  else if (line1.length > textMax) breaks.buildingNumber = tooLong;
  if (line2.length > textMax) breaks.streetName = tooLong;
  if (city === '') breaks.townName = { key: 'profile.validation.address.city' };
  else if (city.length > cityMax) breaks.townName = { key: 'profile.validation.address.tooLong', params: { max: cityMax } };
  if ((values.country ?? settings.defaultCountry) === 'US' && !values.countrySubDivision) {
    breaks.countrySubDivision = { key: 'profile.validation.address.state' };
  }
  const postalCode = postalCodeBreak(values.postalCode ?? '');
  if (postalCode) breaks.postalCode = postalCode;
  if (values.type === 'HOME') {
    const poBox = new RegExp(settings.poBoxPattern, 'i');
    const poBoxBreak = { key: 'profile.validation.address.poBox' };
    if (!breaks.buildingNumber && poBox.test(line1)) breaks.buildingNumber = poBoxBreak;
    if (!breaks.streetName && poBox.test(line2)) breaks.streetName = poBoxBreak;
  }
  return breaks;
}

/** The sandbox's refusals (server/src/profile/rules.ts keys) in the form's words, by the field they name. */
export const refusalMessageKeys: Readonly<Record<string, string>> = {
  'profile.email.required': 'profile.validation.email.required',
  'profile.email.format': 'profile.validation.email.format',
  'profile.email.too-long': 'profile.validation.email.tooLong',
  'profile.phone.required': 'profile.validation.phone.required',
  'profile.phone.digits': 'profile.validation.phone.digits',
  'profile.phone.format': 'profile.validation.phone.format',
  'profile.phone.type.required': 'profile.validation.phone.type',
  'profile.phone.type-in-use': 'profile.error.typeInUse',
  'profile.address.type.required': 'profile.validation.address.type',
  'profile.address.type-in-use': 'profile.error.typeInUse',
  'profile.address.line1.required': 'profile.validation.address.line1',
  'profile.address.city.required': 'profile.validation.address.city',
  'profile.address.state.required': 'profile.validation.address.state',
  'profile.address.postal-code.required': 'profile.validation.address.postalCode',
  'profile.address.postal-code.format': 'profile.validation.address.postalCodeFormat',
  'profile.address.home-po-box': 'profile.validation.address.poBox',
};

/** What a refusal of a whole change (not one field) says, by its key's ending. */
export function conflictMessageKey(key: string | undefined): string {
  if (key?.endsWith('.primary-not-removable')) return 'profile.error.primaryNotRemovable';
  if (key?.endsWith('.last-not-removable')) return 'profile.error.lastPhone';
  if (key?.endsWith('.limit-reached')) return 'profile.error.limitReached';
  return 'profile.notice.failed';
}
