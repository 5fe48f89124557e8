import type {
  PaymentOrder,
  PaymentOrderRequest,
  TransferAccount,
  TransferContact,
  TransferFrequency,
} from '../../src/platform/index.js';

/** The transfer form's data (config/forms/transfer.json). */
export interface TransferFormData {
  fromAccount?: string;
  /** `account:<arrangement id>`, `contact:<contact id>` or `member` (typed account number). */
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
  limits?: { contacts?: { perTransaction?: string; perDay?: string } };
  rules?: {
    blockedTransfers?: readonly { fromKind: string; toKind: string; messageKey: string }[];
    recurringBlockedSourceKinds?: readonly { kind: string; messageKey: string }[];
  };
  latePayment?: {
    creditCardDaysAfterDue?: number;
    loanDaysAfterDue?: number;
    mortgageGraceDayOfMonth?: number;
    mortgageExternalTypeIds?: readonly number[];
  };
}

export const accountValue = (id: string) => `account:${id}`;
export const contactValue = (id: string) => `contact:${id}`;
export const memberValue = 'member';

/** Where the money goes, resolved against what the member may choose. */
export type Destination =
  | { kind: 'account'; account: TransferAccount }
  | { kind: 'contact'; contact: TransferContact }
  | { kind: 'member'; accountNumber: string };

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
    const contact = contacts.find((item) => item.id === value.slice('contact:'.length));
    return contact ? { kind: 'contact', contact } : undefined;
  }
  return undefined;
}

/**
 * The amount as the platform takes it: a plain decimal with two places ("$1,250.5" → "1250.50").
 * Text that is not an amount stays undefined (the form's pattern has already said why).
 */
export function normalizeAmount(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
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
        ? { name: destination.contact.name, identification: { identification: destination.contact.accountNumber, schemeName: 'BBAN' as const } }
        : { name: destination.accountNumber, identification: { identification: destination.accountNumber, schemeName: 'BBAN' as const } };
  const recurring = data.frequency !== undefined && data.frequency !== 'ONCE';
  const memo = data.memo?.trim();
  return {
    paymentType: destination.kind === 'account' ? 'INTERNAL_TRANSFER' : 'INTRABANK_TRANSFER',
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

/** The form data an existing order is edited from (spec/3 §4 "EDIT"). */
export function formDataOfOrder(order: PaymentOrder, contacts: readonly TransferContact[]): TransferFormData {
  const target = order.counterpartyIdentification;
  let toAccount: string | undefined;
  let memberAccountNumber: string | undefined;
  if (target?.schemeName === 'ID') toAccount = accountValue(target.identification);
  else if (target?.schemeName === 'BBAN') {
    const contact = contacts.find((item) => item.accountNumber === target.identification);
    if (contact) toAccount = contactValue(contact.id);
    else {
      toAccount = memberValue;
      memberAccountNumber = target.identification;
    }
  }
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
