/**
 * The spec's ways to reach a contact (spec/2 §3 accountIdentifierType, §5 Contact form), checked
 * the way a bank would before storing them: each check answers the identifier as stored, or the
 * reason it is refused (the key the app maps to the form's field message).
 */

export type IdentifierCheck = { value: string } | { refused: { key: string; message: string } };

/** IBAN length per country (ISO 13616 registry): a wrong length is a mistyped IBAN whatever its check digits. */
const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28,
  CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23,
  GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32,
  LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18,
  NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19,
  SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

/** ISO 13616 check digits: the IBAN rearranged, letters as numbers, mod 97 is 1. */
function ibanCheckDigitsHold(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An IBAN as printed (spaces, lower case) or electronic; stored electronic. */
export function checkIban(identifier: string): IdentifierCheck {
  const iban = identifier.replace(/\s+/g, '').toUpperCase();
  const valid = /^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban) && ibanLengths[iban.slice(0, 2)] === iban.length && ibanCheckDigitsHold(iban);
  return valid ? { value: iban } : { refused: { key: 'contact.iban.invalid', message: 'Invalid IBAN' } };
}

/** The spec's member number: digits only, at most 10 (spec/2 §5, §9). */
export function checkMemberNumber(identifier: string): IdentifierCheck {
  const value = identifier.trim();
  return /^[0-9]{1,10}$/.test(value)
    ? { value }
    : { refused: { key: 'contact.account.digits', message: 'Member number has only numbers as digits, at most 10' } };
}

/** An e-mail address: one @, no spaces, a dot in the domain (the length is the contract's maxLength). */
export function checkEmail(identifier: string): IdentifierCheck {
  const value = identifier.trim();
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value) ? { value } : { refused: { key: 'contact.email.invalid', message: 'Invalid email' } };
}

/** Longest phone number as typed (spec/2 §9), spaces and punctuation included. */
const phoneMaxLength = 30;

/** A phone number in E.164 once spaces, dots, dashes and brackets are dropped; stored in E.164. */
export function checkPhone(identifier: string): IdentifierCheck {
  const value = identifier.trim().replace(/[\s().-]/g, '');
  return identifier.length <= phoneMaxLength && /^\+[1-9][0-9]{6,14}$/.test(value)
    ? { value }
    : { refused: { key: 'contact.phone.invalid', message: 'Invalid phone number: use the international format, e.g. +13035550199' } };
}
