import type { TransferAccount } from '../platform/index.js';
import type { AccountChoice } from './account-select.js';
import type { Formatting } from './formatting.js';

/**
 * An own account as a picker shows it: its name and what it has available ("Everyday Checking —
 * Available: $1,500.00"), in the words of `balanceText` (a message with {name} and {amount}).
 */
export function accountChoice(
  account: TransferAccount,
  value: string,
  formatting: Pick<Formatting, 'money'>,
  balanceText: (params: { name: string; amount: string }) => string,
): AccountChoice {
  const amount = account.availableBalance ?? account.bookedBalance;
  return { value, label: amount === undefined ? account.name : balanceText({ name: account.name, amount: formatting.money(amount, account.currency) }) };
}
