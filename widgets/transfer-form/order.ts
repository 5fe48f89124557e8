import {
  normalizeAmount,
  type AccountIdentification,
  type PaymentOrder,
  type PaymentOrderRequest,
  type PaymentTemplateDetails,
  type TransferAccount,
  type TransferContact,
  type TransferFrequency,
} from '../../src/platform/index.js';
import type { BankConnectorErrorsConfig } from './errors.js';

/** The transfer form's data (config/forms/transfer.json). */
export interface TransferFormData {
  fromAccount?: string;
  /** `account:<arrangement id>`, `contact:<contact id>:<account number>` or `member` (typed account number). */
  toAccount?: string;
  memberAccountNumber?: string;
  amount?: string;
  date?: string;
  frequency?: 'ONCE' | TransferFrequency;
  endType?: 'NEVER' | 'ON_DATE' | 'AFTER';
  endDate?: string;
  repeat?: number;
  memo?: string;
}

/** The payments.json parts the form applies (the server applies the same file). */
export interface PaymentRulesConfig {
  currency?: string;
  limits?: { contacts?: { perTransaction?: string; perDay?: string }; minimumAmount?: string };
  bankConnectorErrors?: BankConnectorErrorsConfig;
  rules?: {
    blockedTransfers?: readonly { fromKind: string; toKind: string; messageKey: string }[];
    recurringBlockedSourceKinds?: readonly { kind: string; messageKey: string }[];
  };
  templates?: { pageSize?: number };
  latePayment?: {
    creditCardDaysAfterDue?: number;
    loanDaysAfterDue?: number;
    mortgageGraceDayOfMonth?: number;
    mortgageExternalTypeIds?: readonly number[];
  };
}

export const accountValue = (id: string) => `account:${id}`;
/** One option per account of a contact: a contact may be paid at any of their accounts. */
export const contactValue = (id: string, accountNumber: string) => `contact:${id}:${accountNumber}`;
export const memberValue = 'member';

/** Where the money goes, resolved against what the member may choose. */
export type Destination =
  | { kind: 'account'; account: TransferAccount }
  | { kind: 'contact'; contact: TransferContact; accountNumber: string }
  | { kind: 'member'; accountNumber: string };

/** Between the member's own accounts it is an internal transfer; to anyone else's, intrabank. */
export const paymentTypeOf = (destination: Destination) => (destination.kind === 'account' ? 'INTERNAL_TRANSFER' : 'INTRABANK_TRANSFER');

export function destinationOf(
  data: TransferFormData,
  destinations: readonly TransferAccount[],
  contacts: readonly TransferContact[],
): Destination | undefined {
  const value = data.toAccount;
  if (!value) return undefined;
  if (value === memberValue) return data.memberAccountNumber ? { kind: 'member', accountNumber: data.memberAccountNumber } : undefined;
  if (value.startsWith('account:')) {
    const account = destinations.find((item) => item.id === value.slice('account:'.length));
    return account ? { kind: 'account', account } : undefined;
  }
  if (value.startsWith('contact:')) {
    const [, id, accountNumber] = value.split(':');
    const contact = contacts.find((item) => item.id === id);
    const account = contact?.accounts.find((item) => item.accountNumber === accountNumber);
    return contact && account ? { kind: 'contact', contact, accountNumber: account.accountNumber } : undefined;
  }
  return undefined;
}

/**
 * The payment order of spec/3 §3 for the form's data: own accounts are INTERNAL_TRANSFER by
 * arrangement id ('ID'), contacts and members INTRABANK_TRANSFER by account number ('BBAN'). A
 * one-time order carries no schedule; a recurring one starts on the transfer date.
 */
export function buildPaymentOrder(
  data: TransferFormData,
  sources: readonly TransferAccount[],
  destination: Destination | undefined,
  currency: string,
): PaymentOrderRequest | undefined {
  const source = sources.find((account) => account.id === data.fromAccount);
  const amount = normalizeAmount(data.amount);
  if (!source || !destination || !amount || !data.date) return undefined;
  const counterparty =
    destination.kind === 'account'
      ? { name: destination.account.name, identification: { identification: destination.account.id, schemeName: 'ID' as const } }
      : destination.kind === 'contact'
        ? { name: destination.contact.name, identification: { identification: destination.accountNumber, schemeName: 'BBAN' as const } }
        : { name: destination.accountNumber, identification: { identification: destination.accountNumber, schemeName: 'BBAN' as const } };
  const recurring = data.frequency !== undefined && data.frequency !== 'ONCE';
  const memo = data.memo?.trim();
  return {
    paymentType: paymentTypeOf(destination),
    paymentMode: recurring ? 'RECURRING' : 'SINGLE',
    instructionPriority: 'NORM',
    requestedExecutionDate: data.date,
    originatorAccount: { identification: { identification: source.id, schemeName: 'ID' }, name: source.name },
    ...(recurring
      ? {
          schedule: {
            transferFrequency: data.frequency as TransferFrequency,
            every: '1',
            startDate: data.date,
            nonWorkingDayExecutionStrategy: 'AFTER' as const,
            ...(data.endType === 'ON_DATE' && data.endDate ? { endDate: data.endDate } : {}),
            ...(data.endType === 'AFTER' && data.repeat ? { repeat: data.repeat } : {}),
          },
        }
      : {}),
    transferTransactionInformation: {
      instructedAmount: { amount, currencyCode: currency },
      counterparty: { name: counterparty.name, role: 'CREDITOR' },
      counterpartyAccount: { identification: counterparty.identification, name: counterparty.name },
      ...(memo ? { remittanceInformation: { type: 'UNSTRUCTURED' as const, content: memo } } : {}),
    },
  };
}

/** The To value of a counterparty: an own account by id, a contact's account, else a member by number. */
function destinationValue(
  target: AccountIdentification['identification'] | undefined,
  contacts: readonly TransferContact[],
): Pick<TransferFormData, 'toAccount' | 'memberAccountNumber'> {
  if (target?.schemeName === 'ID') return { toAccount: accountValue(target.identification) };
  if (target?.schemeName !== 'BBAN') return {};
  const contact = contacts.find((item) => item.accounts.some((account) => account.accountNumber === target.identification));
  if (contact) return { toAccount: contactValue(contact.id, target.identification) };
  return { toAccount: memberValue, memberAccountNumber: target.identification };
}

/** The form data an existing order is edited (or copied) from (spec/3 §4 "EDIT", copy payment). */
export function formDataOfOrder(order: PaymentOrder, contacts: readonly TransferContact[]): TransferFormData {
  const { toAccount, memberAccountNumber } = destinationValue(order.counterpartyIdentification, contacts);
  const schedule = order.schedule;
  const data: TransferFormData = {
    fromAccount: order.originatorAccountId,
    toAccount,
    memberAccountNumber,
    amount: order.amount,
    date: order.requestedExecutionDate,
    frequency: schedule ? schedule.transferFrequency : 'ONCE',
    endType: schedule?.endDate ? 'ON_DATE' : schedule?.repeat ? 'AFTER' : 'NEVER',
    endDate: schedule?.endDate,
    repeat: schedule?.repeat,
    memo: order.memo,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as TransferFormData;
}

/** Whether two versions of the form describe the same transfer (an edit that changes nothing). */
export function sameTransfer(a: TransferFormData, b: TransferFormData): boolean {
  const recurring = (data: TransferFormData) => data.frequency !== undefined && data.frequency !== 'ONCE';
  const key = (data: TransferFormData) =>
    JSON.stringify([
      data.fromAccount,
      data.toAccount,
      data.toAccount === memberValue ? data.memberAccountNumber : undefined,
      normalizeAmount(data.amount) ?? data.amount,
      data.date,
      recurring(data) ? data.frequency : 'ONCE',
      recurring(data) ? (data.endType ?? 'NEVER') : undefined,
      recurring(data) && data.endType === 'ON_DATE' ? data.endDate : undefined,
      recurring(data) && data.endType === 'AFTER' ? data.repeat : undefined,
      data.memo?.trim() || undefined,
    ]);
  return key(a) === key(b);
}

/** The spec/3 §5 rules the chosen accounts trigger: message keys of the blocked pair and of once-only sources. */
export function accountRules(
  config: PaymentRulesConfig | undefined,
  source: TransferAccount | undefined,
  destination: Destination | undefined,
): { blockedKey?: string; onceOnlyKey?: string } {
  const rules = config?.rules;
  const sourceKind = source?.kindUri;
  const targetKind = destination?.kind === 'account' ? destination.account.kindUri : undefined;
  const blocked = rules?.blockedTransfers?.find((rule) => rule.fromKind === sourceKind && rule.toKind === targetKind);
  const onceOnly = rules?.recurringBlockedSourceKinds?.find((rule) => rule.kind === sourceKind);
  return {
    ...(blocked ? { blockedKey: blocked.messageKey } : {}),
    ...(onceOnly ? { onceOnlyKey: onceOnly.messageKey } : {}),
  };
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return moved.toISOString().slice(0, 10);
}

/**
 * spec/3 §4 late alerts for paying a card or loan: a credit card is late 9 days after its
 * minimum payment due date, a loan 10 days after, a mortgage after the grace day (the 17th) of
 * its due month. Day counts come from payments.json.
 */
export function isPaymentLate(config: PaymentRulesConfig | undefined, target: TransferAccount | undefined, today: string): boolean {
  const due = target?.minimumPaymentDueDate?.slice(0, 10);
  const late = config?.latePayment;
  if (!target || !due || !late) return false;
  if (target.kindUri === 'credit-card') return late.creditCardDaysAfterDue !== undefined && today > addDays(due, late.creditCardDaysAfterDue);
  if (target.kindUri !== 'loan') return false;
  if (isMortgage(config, target)) {
    if (late.mortgageGraceDayOfMonth === undefined) return false;
    const grace = `${due.slice(0, 8)}${String(late.mortgageGraceDayOfMonth).padStart(2, '0')}`;
    return today > due && today > grace;
  }
  return late.loanDaysAfterDue !== undefined && today > addDays(due, late.loanDaysAfterDue);
}

export function isMortgage(config: PaymentRulesConfig | undefined, account: TransferAccount | undefined): boolean {
  const ids = config?.latePayment?.mortgageExternalTypeIds ?? [];
  return account?.kindUri === 'loan' && account.externalTypeId !== undefined && ids.includes(Number(account.externalTypeId));
}

/**
 * What a template keeps of the form (server: templateDetailsSchema): the accounts, the amount if
 * there is one, and the memo; date and schedule are chosen each time the template is used.
 */
export function templateDetailsOf(
  data: TransferFormData,
  sources: readonly TransferAccount[],
  destination: Destination | undefined,
  currency: string,
): PaymentTemplateDetails | undefined {
  const order = buildPaymentOrder({ ...data, amount: data.amount || '0', date: data.date || '1970-01-01', frequency: 'ONCE' }, sources, destination, currency);
  if (!order) return undefined;
  const amount = normalizeAmount(data.amount);
  const info = order.transferTransactionInformation;
  return {
    paymentType: order.paymentType,
    instructionPriority: 'NORM',
    originatorAccount: order.originatorAccount,
    transferTransactionInformation: {
      ...(amount && amount !== '0.00' ? { instructedAmount: { amount, currencyCode: currency } } : {}),
      counterparty: info.counterparty,
      counterpartyAccount: info.counterpartyAccount,
      ...(info.remittanceInformation ? { remittanceInformation: info.remittanceInformation } : {}),
    },
  };
}

/** The form data a template fills in (spec/3 §4 "A template can be selected to fill the form"). */
export function formDataOfTemplate(details: PaymentTemplateDetails, contacts: readonly TransferContact[]): TransferFormData {
  const info = details.transferTransactionInformation;
  const data: TransferFormData = {
    fromAccount: details.originatorAccount.identification.identification,
    ...destinationValue(info.counterpartyAccount.identification, contacts),
    amount: info.instructedAmount?.amount,
    memo: info.remittanceInformation?.content,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as TransferFormData;
}

/** An amount in cents, exactly; undefined when the text is no amount. */
export function centsOf(amount: string | undefined): bigint | undefined {
  const normal = normalizeAmount(amount);
  return normal === undefined ? undefined : BigInt(normal.replace('.', ''));
}

/**
 * The per-transaction contact limit (spec/3 §5, payments.json) a transfer to a contact or another
 * member breaks, as the limit; undefined when it keeps to it. The daily limit needs the day's
 * other transfers, so only the server checks that one.
 */
export function contactLimitBreach(config: PaymentRulesConfig | undefined, destination: Destination | undefined, amount: string | undefined): string | undefined {
  const limit = config?.limits?.contacts?.perTransaction;
  if (!limit || destination === undefined || destination.kind === 'account') return undefined;
  const cents = centsOf(amount);
  const limitCents = centsOf(limit);
  return cents !== undefined && limitCents !== undefined && cents > limitCents ? limit : undefined;
}

/**
 * What paying off a loan takes: its outstanding balance (a loan's balance is what is owed,
 * whatever sign the platform gives it). Undefined for anything but an own loan with a balance.
 */
export function payoffAmount(destination: Destination | undefined): string | undefined {
  if (destination?.kind !== 'account' || destination.account.kindUri !== 'loan') return undefined;
  const balance = normalizeAmount(destination.account.bookedBalance?.replace(/^-/, ''));
  return balance === undefined || balance === '0.00' ? undefined : balance;
}

/**
 * spec/3 §8 "Would you like to pay off your loan?": asked when the amount reaches the loan's
 * outstanding balance, so a member who means to close the loan pays exactly what is owed.
 */
export function asksPayoff(destination: Destination | undefined, amount: string | undefined): boolean {
  const payoff = centsOf(payoffAmount(destination));
  const cents = centsOf(amount);
  return payoff !== undefined && cents !== undefined && cents >= payoff;
}

/** The json-logic variables a rule reads (`{"var": "frequency"}` → frequency). */
export function logicVariables(logic: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(logic)) {
    for (const item of logic) logicVariables(item, found);
  } else if (logic !== null && typeof logic === 'object') {
    for (const [operator, argument] of Object.entries(logic)) {
      const name = operator === 'var' ? (Array.isArray(argument) ? argument[0] : argument) : undefined;
      if (typeof name === 'string' && name !== '') found.add(name.split('.')[0]!);
      else logicVariables(argument, found);
    }
  }
  return found;
}

/**
 * The fields of the form's data its widgets read besides their own value: the source (the To
 * picker leaves it out), the date (the end date's minimum) and every variable of a `showIf`.
 * Only these go into the widgets' context, so typing an amount or a memo changes nothing the
 * other fields see and rjsf re-renders the one field typed in, not all of them.
 */
export function watchedFields(uiSchema: unknown): string[] {
  const found = new Set<string>(['fromAccount', 'date']);
  if (uiSchema !== null && typeof uiSchema === 'object') {
    for (const field of Object.values(uiSchema)) {
      const options = field !== null && typeof field === 'object' ? (field as Record<string, unknown>)['ui:options'] : undefined;
      const showIf = options !== null && typeof options === 'object' ? (options as Record<string, unknown>).showIf : undefined;
      if (showIf !== undefined) logicVariables(showIf, found);
    }
  }
  return [...found].sort();
}
