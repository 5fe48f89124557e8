import type { ContactIdentifierType } from '../../src/platform/index.js';

/**
 * The contact form's rules (spec/2 §5 Contact form, §9 limits), as message keys with their
 * parameters. The contact manager checks the same and more (an IBAN's check digits, whether a
 * member number can receive money); its refusals land on the same field.
 */

export interface RuleBreak {
  key: string;
  params?: Record<string, string | number>;
}

/** spec/2 §9. */
export const nameMaxLength = 140;
const identifierMaxLength: Record<ContactIdentifierType, number> = {
  // The longest IBAN (34 characters) as printed in groups of four.
  IBAN: 42,
  ACCOUNT: 10,
  EMAIL: 255,
  PHONE: 30,
};

export function nameBreak(name: string): RuleBreak | undefined {
  if (name.trim() === '') return { key: 'contacts.validation.nameRequired' };
  if (/^\s/.test(name)) return { key: 'contacts.validation.nameLeadingSpace' };
  if (name.length > nameMaxLength) return { key: 'contacts.validation.nameMaxLength', params: { max: nameMaxLength } };
  return undefined;
}

const requiredKey: Record<ContactIdentifierType, string> = {
  IBAN: 'contacts.validation.ibanRequired',
  ACCOUNT: 'contacts.validation.memberNumberRequired',
  EMAIL: 'contacts.validation.emailRequired',
  PHONE: 'contacts.validation.phoneRequired',
};

const tooLongKey: Record<ContactIdentifierType, string> = {
  IBAN: 'contacts.validation.ibanInvalid',
  ACCOUNT: 'contacts.validation.memberNumberMaxLength',
  EMAIL: 'contacts.validation.emailMaxLength',
  PHONE: 'contacts.validation.phoneMaxLength',
};

/** What the identifier must look like, by type; `undefined` when it does. */
const shapeBreak: Record<ContactIdentifierType, (value: string) => string | undefined> = {
  IBAN: (value) => (/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(value.replace(/\s+/g, '').toUpperCase()) ? undefined : 'contacts.validation.ibanInvalid'),
  ACCOUNT: (value) => (/^[0-9]+$/.test(value) ? undefined : 'contacts.validation.memberNumberDigits'),
  EMAIL: (value) => (/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value) ? undefined : 'contacts.validation.emailInvalid'),
  PHONE: (value) => (/^\+[1-9][0-9]{6,14}$/.test(value.replace(/[\s().-]/g, '')) ? undefined : 'contacts.validation.phoneInvalid'),
};

export function identifierBreak(type: ContactIdentifierType, identifier: string): RuleBreak | undefined {
  const value = identifier.trim();
  if (value === '') return { key: requiredKey[type] };
  const max = identifierMaxLength[type];
  if (identifier.length > max) return { key: tooLongKey[type], params: { max } };
  const key = shapeBreak[type](value);
  return key === undefined ? undefined : { key };
}

/** The contact manager's refusal keys (server/src/api/contact-identifiers.ts) in the form's words. */
export const refusalMessageKeys: Readonly<Record<string, string>> = {
  'contact.iban.invalid': 'contacts.validation.ibanInvalid',
  'contact.account.digits': 'contacts.validation.memberNumberDigits',
  'contact.account.unknown': 'contacts.validation.memberNumberUnknown',
  'contact.email.invalid': 'contacts.validation.emailInvalid',
  'contact.phone.invalid': 'contacts.validation.phoneInvalid',
};
