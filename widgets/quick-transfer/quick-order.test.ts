import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeAmount, type TransferAccount } from '../../src/platform/index.js';
import {
  buildQuickOrder,
  cardFactsOf,
  cashAdvanceLimit,
  centsOf,
  decimalOfCents,
  depositAccounts,
  exceeds,
  isCardPaymentLate,
  offeredAmounts,
} from './quick-order.js';

const card: TransferAccount = { id: 'visa', name: 'Visa Platinum', kindUri: 'credit-card', bookedBalance: '934.12', availableBalance: '7065.88' };
const checking: TransferAccount = { id: 'chk', name: 'Everyday Checking', kindUri: 'current-account', availableBalance: '1500.00' };

describe('quick-action amounts and orders', () => {
  it('offers the presets the card reports, above zero, in the order minimum, statement, current', () => {
    expect(offeredAmounts({ minimumPayment: '35', statementBalance: '410.5', currentBalance: '934.12' })).toEqual([
      { choice: 'MINIMUM', amount: '35.00' },
      { choice: 'STATEMENT', amount: '410.50' },
      { choice: 'CURRENT', amount: '934.12' },
    ]);
    expect(offeredAmounts({ minimumPayment: '0.00', currentBalance: '-12.00' })).toEqual([]);
    expect(offeredAmounts({ currentBalance: '20' })).toEqual([{ choice: 'CURRENT', amount: '20.00' }]);
  });

  it('reads the card facts from the platform fields, numbers or strings', () => {
    const facts = cardFactsOf(
      { minimumPayment: '35.00', statementBalance: 410.5, cardDetails: { availableCashCredit: '2000.00' }, additions: { minimumPaymentDueDate: '2026-03-01' } },
      card,
    );
    expect(facts).toEqual({
      minimumPayment: '35.00',
      minimumPaymentDueDate: '2026-03-01',
      statementBalance: '410.5',
      currentBalance: '934.12',
      availableCashCredit: '2000.00',
      availableCredit: '7065.88',
    });
    expect(cardFactsOf(undefined, { id: 'x', name: 'X' })).toEqual({
      minimumPayment: undefined,
      minimumPaymentDueDate: undefined,
      statementBalance: undefined,
      currentBalance: undefined,
      availableCashCredit: undefined,
      availableCredit: undefined,
    });
  });

  it('limits a cash advance to the lower of the cash and the credit still available', () => {
    expect(cashAdvanceLimit({ availableCashCredit: '2000.00', availableCredit: '150.25' })).toBe('150.25');
    expect(cashAdvanceLimit({ availableCashCredit: '500' })).toBe('500.00');
    expect(cashAdvanceLimit({ availableCredit: '-20.00' })).toBe('0.00');
    expect(cashAdvanceLimit({})).toBeUndefined();
    expect(exceeds('500.01', '500.00')).toBe(true);
    expect(exceeds('500.00', '500.00')).toBe(false);
    expect(exceeds('500.00', undefined)).toBe(false);
  });

  it('calls a card payment late only after the configured days past the due date', () => {
    expect(isCardPaymentLate('2026-03-01', 9, '2026-03-10')).toBe(false);
    expect(isCardPaymentLate('2026-03-01', 9, '2026-03-11')).toBe(true);
    expect(isCardPaymentLate('2026-02-25T00:00:00Z', 9, '2026-03-07')).toBe(true);
    expect(isCardPaymentLate(undefined, 9, '2030-01-01')).toBe(false);
    expect(isCardPaymentLate('2026-03-01', undefined, '2030-01-01')).toBe(false);
  });

  it('builds a one-time internal transfer today: deposit → card to repay, card → deposit for cash', () => {
    const repay = buildQuickOrder({ action: 'repay', card, account: checking, amount: '35.00', today: '2026-03-02', currency: 'USD' });
    expect(repay).toEqual({
      paymentType: 'INTERNAL_TRANSFER',
      paymentMode: 'SINGLE',
      instructionPriority: 'NORM',
      requestedExecutionDate: '2026-03-02',
      originatorAccount: { identification: { identification: 'chk', schemeName: 'ID' }, name: 'Everyday Checking' },
      transferTransactionInformation: {
        instructedAmount: { amount: '35.00', currencyCode: 'USD' },
        counterparty: { name: 'Visa Platinum', role: 'CREDITOR' },
        counterpartyAccount: { identification: { identification: 'visa', schemeName: 'ID' }, name: 'Visa Platinum' },
      },
    });
    const cash = buildQuickOrder({ action: 'cash-advance', card, account: checking, amount: '80.00', today: '2026-03-02', currency: 'USD' });
    expect(cash.originatorAccount.identification.identification).toBe('visa');
    expect(cash.transferTransactionInformation.counterpartyAccount.identification.identification).toBe('chk');
  });

  it('keeps only the deposit kinds, never the card itself', () => {
    const loan: TransferAccount = { id: 'loan', name: 'Loan', kindUri: 'loan' };
    expect(depositAccounts([checking, card, loan, { id: 'n', name: 'No kind' }], ['current-account', 'credit-card'], 'visa')).toEqual([checking]);
  });

  it('normalizes typed amounts and refuses what is not one', () => {
    expect(normalizeAmount('$1,250.5')).toBe('1250.50');
    expect(normalizeAmount('007')).toBe('7.00');
    expect(normalizeAmount('12.345')).toBeUndefined();
    expect(normalizeAmount('abc')).toBeUndefined();
  });

  it('round-trips cents through decimal text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(centsOf(decimalOfCents(cents))).toBe(cents);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (cents) => {
        const text = decimalOfCents(cents);
        expect(normalizeAmount(text)).toBe(text);
      }),
    );
  });
});
