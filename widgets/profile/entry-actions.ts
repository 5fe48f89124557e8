import type { ProfileKind } from '../../src/platform/index.js';

export type Noun = 'email' | 'phone' | 'address';
export type EntryAction = 'change' | 'makePrimary' | 'remove';

export const kindOf: Readonly<Record<Noun, ProfileKind>> = {
  email: 'electronic-addresses',
  phone: 'phone-addresses',
  address: 'postal-addresses',
};

/**
 * What a row's menu offers (spec §2.9): a primary address offers Change only, the last phone
 * number no Remove, and Make primary only where the entry is not the primary one.
 */
export function entryActions(noun: Noun, entry: { primary: boolean }, count: number): EntryAction[] {
  if (noun === 'address' && entry.primary) return ['change'];
  const actions: EntryAction[] = ['change'];
  if (!entry.primary && count > 1) actions.push('makePrimary');
  if (!(noun === 'phone' && count === 1)) actions.push('remove');
  return actions;
}
