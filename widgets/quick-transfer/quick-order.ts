import type { PaymentOrderRequest, TransferAccount } from '../../src/platform/index.js';

/** The two quick actions of spec/2 §4: money to the card, or a cash advance from it. */
export type QuickAction = 'repay' | 'cash-advance';

/** How a repayment's amount is chosen (platform journey config: minimumPayment / statement / booked balance / custom). */
export type AmountChoice = 'MINIMUM' | 'STATEMENT' | 'CURRENT' | 'OTHER';

export interface OfferedAmount {
  choice: Exclude<AmountChoice, 'OTHER'>;
  amount: string;
}

/** What the card's own data says about paying it or drawing cash on it. */
export interface CardFacts {
  minimumPayment?: string;
  minimumPaymentDueDate?: string;
  statementBalance?: string;
  /** What is owed now (a liability, positive). */
  currentBalance?: string;
  /** The cash still available on the card, when the card reports one. */
  availableCashCredit?: string;
  /** The credit still available on the card. */
  availableCredit?: string;
}

/** The form data of config/forms/quick-repay.json and quick-cash-advance.json. */
export interface QuickFormData {
  fromAccount?: string;
  toAccount?: string;
  amount?: string;
}

/**
 * Integer cents of a plain decimal ("35", "35.5", "-12.00"); undefined for anything else. Money is
 * compared in cents so 0.1 + 0.2 never decides whether a member may pay.
 */
export function centsOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const match = /^(-)?(\d+)(?:\.(\d{1,}))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = (match[3] ?? '').padEnd(2, '0');
  // Digits past the cent are dropped: the platform never sends them for USD, and rounding up could offer more than is owed.
  const cents = Number(match[2]) * 100 + Number(fraction.slice(0, 2));
  return match[1] ? -cents : cents;
}

/** Cents back to the platform's decimal text ("3500" → "35.00"). */
export function decimalOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${sign}${whole}.${rest}`;
}

/**
 * The preset amounts a repayment offers, as far as the card's data allows: minimum due, statement
 * balance and current balance, each only when the card reports it and it is above zero.
 */
export function offeredAmounts(card: CardFacts): OfferedAmount[] {
  const candidates: [OfferedAmount['choice'], string | undefined][] = [
    ['MINIMUM', card.minimumPayment],
    ['STATEMENT', card.statementBalance],
    ['CURRENT', card.currentBalance],
  ];
  const offered: OfferedAmount[] = [];
  for (const [choice, value] of candidates) {
    const cents = centsOf(value);
    if (cents !== undefined && cents > 0) offered.push({ choice, amount: decimalOfCents(cents) });
  }
  return offered;
}

/**
 * The most a cash advance may be, from the card's data: the cash still available and the credit
 * still available, whichever is lower; undefined when the card reports neither.
 */
export function cashAdvanceLimit(card: CardFacts): string | undefined {
  const limits = [centsOf(card.availableCashCredit), centsOf(card.availableCredit)].filter((cents): cents is number => cents !== undefined);
  if (limits.length === 0) return undefined;
  return decimalOfCents(Math.max(0, Math.min(...limits)));
}

/** Whether `amount` (normalized) is above `limit`; false when either is unknown. */
export function exceeds(amount: string | undefined, limit: string | undefined): boolean {
  const amountCents = centsOf(amount);
  const limitCents = centsOf(limit);
  return amountCents !== undefined && limitCents !== undefined && amountCents > limitCents;
}

/**
 * Whether a card payment made `today` is late: more than `daysAfterDue` days (payments.json
 * latePayment.creditCardDaysAfterDue, spec/3 §4) past the minimum payment due date.
 */
export function isCardPaymentLate(dueDate: string | undefined, daysAfterDue: number | undefined, today: string): boolean {
  const due = dueDate?.slice(0, 10);
  if (!due || daysAfterDue === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(due)) return false;
  const [year, month, day] = due.split('-').map(Number) as [number, number, number];
  const lastOnTime = new Date(Date.UTC(year, month - 1, day + daysAfterDue)).toISOString().slice(0, 10);
  return today > lastOnTime;
}

/** The accounts on the other side of a quick action: the member's own deposit accounts, never the card itself. */
export function depositAccounts(accounts: readonly TransferAccount[], depositKinds: readonly string[], cardId: string): TransferAccount[] {
  return accounts.filter((account) => account.id !== cardId && account.kindUri !== undefined && depositKinds.includes(account.kindUri));
}

/**
 * The payment order of spec/3 §3 for a quick action: a one-time INTERNAL_TRANSFER today between
 * two of the member's own accounts by arrangement id. Repay: deposit account → card; cash
 * advance: card → deposit account.
 */
export function buildQuickOrder(options: {
  action: QuickAction;
  card: TransferAccount;
  account: TransferAccount;
  amount: string;
  today: string;
  currency: string;
}): PaymentOrderRequest {
  const { action, card, account, amount, today, currency } = options;
  const [originator, counterparty] = action === 'repay' ? [account, card] : [card, account];
  return {
    paymentType: 'INTERNAL_TRANSFER',
    paymentMode: 'SINGLE',
    instructionPriority: 'NORM',
    requestedExecutionDate: today,
    originatorAccount: { identification: { identification: originator.id, schemeName: 'ID' }, name: originator.name },
    transferTransactionInformation: {
      instructedAmount: { amount, currencyCode: currency },
      counterparty: { name: counterparty.name, role: 'CREDITOR' },
      counterpartyAccount: { identification: { identification: counterparty.id, schemeName: 'ID' }, name: counterparty.name },
    },
  };
}

/** A money value as the platform sends it (a decimal string, or a JSON number on some endpoints) as text. */
function decimalText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return value.trim();
  return undefined;
}

function recordOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The card's facts from its arrangement as the platform sends it (`fields` of the account
 * details: minimumPayment, statementBalance, cardDetails.availableCashCredit, …) and from its
 * entry in the transfer accounts (balances). Fields the platform leaves out stay undefined.
 */
export function cardFactsOf(fields: Record<string, unknown> | undefined, card: TransferAccount): CardFacts {
  const record = recordOf(fields);
  const cardDetails = recordOf(record.cardDetails);
  const additions = recordOf(record.additions);
  const due = record.minimumPaymentDueDate ?? additions.minimumPaymentDueDate ?? card.minimumPaymentDueDate;
  return {
    minimumPayment: decimalText(record.minimumPayment),
    minimumPaymentDueDate: typeof due === 'string' ? due : undefined,
    statementBalance: decimalText(record.statementBalance),
    currentBalance: card.bookedBalance ?? decimalText(record.bookedBalance),
    availableCashCredit: decimalText(cardDetails.availableCashCredit),
    availableCredit: card.availableBalance ?? decimalText(record.remainingCredit ?? record.availableBalance),
  };
}
