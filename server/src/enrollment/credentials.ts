import type { ErrorItem } from '../http/errors.js';
import type { EnrollmentConfig } from './config.js';

/** Letters, digits and ! * $ @ _ . - (spec/3 §5). */
const usernameCharacters = /^[A-Za-z0-9!*$@_.-]*$/;
const passwordSpecials = /[!@$*\-._]/;
/** Everything a password may hold: letters, digits and its special characters. */
const passwordCharacters = /^[A-Za-z0-9!@$*\-._]*$/;

const broken = (field: 'username' | 'password', rule: string, message: string, extra: Record<string, unknown> = {}): ErrorItem => ({
  key: `enrollment.${field}.${rule}`,
  message,
  context: { field, pointer: `/${field}`, ...extra },
});

/** Every username rule the (trimmed) username breaks, one item each. */
export function usernameProblems(username: string, { username: lengths }: EnrollmentConfig): ErrorItem[] {
  if (username === '') return [broken('username', 'required', 'A username is required.')];
  return [
    ...(username.length < lengths.min || username.length > lengths.max
      ? [broken('username', 'length', `The username must be ${lengths.min} to ${lengths.max} characters long.`, { min: lengths.min, max: lengths.max })]
      : []),
    ...(usernameCharacters.test(username) ? [] : [broken('username', 'characters', 'The username may hold only letters, digits and ! * $ @ _ . -')]),
  ];
}

/** Every password rule the password breaks, one item each. */
export function passwordProblems(password: string, { password: lengths }: EnrollmentConfig): ErrorItem[] {
  if (password === '') return [broken('password', 'required', 'A password is required.')];
  const rules: [boolean, string, string][] = [
    [password.length >= lengths.min && password.length <= lengths.max, 'length', `The password must be ${lengths.min} to ${lengths.max} characters long.`],
    [/[a-z]/.test(password), 'lowercase', 'The password needs a lowercase letter.'],
    [/[A-Z]/.test(password), 'uppercase', 'The password needs an uppercase letter.'],
    [/[0-9]/.test(password), 'digit', 'The password needs a number.'],
    [passwordSpecials.test(password), 'special', 'The password needs one of ! @ $ * - . _'],
    [passwordCharacters.test(password), 'characters', 'The password may hold only letters, digits and ! @ $ * - . _'],
  ];
  return rules
    .filter(([met]) => !met)
    .map(([, rule, message]) => broken('password', rule, message, rule === 'length' ? { min: lengths.min, max: lengths.max } : {}));
}
