import type { BodyOf } from '../../../schemas/api/generated/api-types.js';
import type { ErrorItem } from '../http/errors.js';
import type { ProfileConfig } from './config.js';

/** Spec §9: address lines, email and the city's longest; a US ZIP or ZIP+4. */
const lineMax = 255;
const emailMax = 255;
const cityMax = 35;
const zipPattern = /^\d{5}(-\d{4})?$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** What a person types around a phone number's digits. */
const phoneDecoration = /^[\d\s()+.-]*$/;

const problem = (key: string, message: string, pointer: string, more: Record<string, unknown> = {}): ErrorItem => ({
  key,
  message,
  context: { pointer, ...more },
});

/** A checked record: its column values when there are no problems. */
export interface Checked<T> {
  problems: ErrorItem[];
  values: T;
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The type given, or `fallback`, checked against the allowed types. */
function checkType(given: string | undefined, fallback: string | undefined, allowed: readonly string[], noun: string, problems: ErrorItem[]): string {
  const type = given ?? fallback ?? '';
  if (type === '') problems.push(problem(`profile.${noun}.type.required`, 'Choose a type.', '/type', { allowed }));
  else if (!allowed.includes(type)) problems.push(problem(`profile.${noun}.type.unknown`, 'This type is not offered.', '/type', { allowed }));
  return type;
}

export interface EmailValues {
  address: string;
  type: string;
}

/** An email address: required, at most 255 characters, a plausible address; a type from config. */
export function checkEmail(body: { address?: string; type?: string }, config: ProfileConfig, currentType?: string): Checked<EmailValues> {
  const problems: ErrorItem[] = [];
  const address = trimmed(body.address);
  if (address === '') problems.push(problem('profile.email.required', 'Provide an email address.', '/address'));
  else if (address.length > emailMax) problems.push(problem('profile.email.too-long', `At most ${emailMax} characters.`, '/address', { max: emailMax }));
  else if (!emailPattern.test(address)) problems.push(problem('profile.email.format', 'Email format is invalid.', '/address'));
  // The type of an email address is chosen when it is added, never changed (NOTES: not editable).
  if (currentType !== undefined && body.type !== undefined && body.type !== currentType) {
    problems.push(problem('profile.email.type.fixed', 'The type of an email address cannot be changed.', '/type'));
  }
  const type = currentType ?? checkType(body.type, config.emailTypes[0], config.emailTypes, 'email', problems);
  return { problems, values: { address, type } };
}

export interface PhoneValues {
  number: string;
  type: string;
}

/** A US phone number: +1 and 10 digits, whatever spacing the member typed; stored as +1XXXXXXXXXX. */
export function checkPhone(body: { number?: string; type?: string }, config: ProfileConfig, currentType?: string): Checked<PhoneValues> {
  const problems: ErrorItem[] = [];
  const typed = trimmed(body.number);
  let digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+') || digits.length === 11) {
    if (digits.startsWith('1')) digits = digits.slice(1);
    else problems.push(problem('profile.phone.format', 'Phone number format is invalid.', '/number'));
  }
  if (typed === '') problems.push(problem('profile.phone.required', 'Provide a phone number.', '/number'));
  else if (!phoneDecoration.test(typed)) problems.push(problem('profile.phone.format', 'Phone number format is invalid.', '/number'));
  else if (problems.length === 0 && digits.length !== 10) {
    problems.push(problem('profile.phone.digits', 'Phone number should have 10 digits after the country code.', '/number', { digits: 10 }));
  }
  const type = checkType(body.type, currentType, config.phoneTypes, 'phone', problems);
  return { problems, values: { number: `+1${digits}`, type } };
}

export interface PostalValues {
  type: string;
  building_number: string;
  street_name: string | null;
  town_name: string;
  country_sub_division: string | null;
  postal_code: string;
  country: string;
}

/** The contract's PostalAddressRequest. */
type PostalBody = BodyOf<'addPostalAddress'>;

/** Spec §5's address form, server-side: lines, city, a US state from config, ZIP, no P.O. box at home. */
export function checkPostalAddress(body: PostalBody, config: ProfileConfig, currentType?: string): Checked<PostalValues> {
  const problems: ErrorItem[] = [];
  const type = checkType(body.type, currentType, config.postalAddressTypes, 'address', problems);
  const line1 = trimmed(body.buildingNumber);
  const line2 = trimmed(body.streetName);
  const city = trimmed(body.townName);
  const state = trimmed(body.countrySubDivision);
  const postalCode = trimmed(body.postalCode);
  const country = body.country ?? config.defaultCountry;
  if (line1 === '') problems.push(problem('profile.address.line1.required', 'You must enter a value for Address line 1.', '/buildingNumber'));
  else if (line1.length > lineMax) problems.push(problem('profile.address.line1.too-long', `At most ${lineMax} characters.`, '/buildingNumber', { max: lineMax }));
  if (line2.length > lineMax) problems.push(problem('profile.address.line2.too-long', `At most ${lineMax} characters.`, '/streetName', { max: lineMax }));
  if (city === '') problems.push(problem('profile.address.city.required', 'You must enter a value for City or town.', '/townName'));
  else if (city.length > cityMax) problems.push(problem('profile.address.city.too-long', `At most ${cityMax} characters.`, '/townName', { max: cityMax }));
  if (country === 'US') {
    if (state === '') problems.push(problem('profile.address.state.required', 'You must select a value for State, province or region.', '/countrySubDivision'));
    else if (!config.usStates.some((known) => known.code === state)) {
      problems.push(problem('profile.address.state.unknown', 'Not a US state.', '/countrySubDivision'));
    }
  }
  if (postalCode === '') problems.push(problem('profile.address.postal-code.required', 'You must enter a value for Postal or ZIP code.', '/postalCode'));
  else if (!zipPattern.test(postalCode)) {
    problems.push(problem('profile.address.postal-code.format', 'A postal code is 00000 or 00000-0000.', '/postalCode', { pattern: zipPattern.source }));
  }
  if (type === 'HOME') {
    const poBox = new RegExp(config.poBoxPattern, 'i');
    for (const [pointer, line] of [['/buildingNumber', line1], ['/streetName', line2]] as const) {
      if (poBox.test(line)) {
        problems.push(problem('profile.address.home-po-box', 'P.O. boxes cannot be used for "Home" addresses.', pointer));
      }
    }
  }
  return {
    problems,
    values: {
      type,
      building_number: line1,
      street_name: line2 === '' ? null : line2,
      town_name: city,
      country_sub_division: state === '' ? null : state,
      postal_code: postalCode,
      country,
    },
  };
}
