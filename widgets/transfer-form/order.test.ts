import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import payments from '../../config/payments.json';
import { normalizeAmount, type TransferAccount } from '../../src/platform/index.js';
import {
  accountRules,
  asksPayoff,
  buildPaymentOrder,
  contactLimitBreach,
  destinationOf,
  formDataOfOrder,
  formDataOfTemplate,
  isPaymentLate,
  payoffAmount,
  sameTransfer,
  templateDetailsOf,
  watchedFields,
  type PaymentRulesConfig,
} from './order.js';

const config = payments as PaymentRulesConfig;
const account = (id: string, kindUri: string, extra: Partial<TransferAccount> = {}): TransferAccount => ({ id, name: id, kindUri, ...extra });
const checking = account('chk', 'current-account');
const card = account('visa', 'credit-card');
const loan = account('loan', 'loan');

describe('normalizeAmount', () => {
  it('writes amounts the way the platform takes them', () => {
    expect(normalizeAmount('$1,250.5')).toBe('1250.50');
    expect(normalizeAmount('0042')).toBe('42.00');
    expect(normalizeAmount('12.345')).toBeUndefined();
    expect(normalizeAmount('abc')).toBeUndefined();
  });

  it('keeps the value of any cents amount exactly (no float rounding)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_99n }), (cents) => {
        const text = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        expect(normalizeAmount(text)).toBe(text);
      }),
    );
  });
});

describe('buildPaymentOrder', () => {
  const base = { fromAccount: 'chk', amount: '10', date: '2026-12-01' } as const;

  it('sends a one-time order without a schedule and a recurring one starting on the transfer date', () => {
    const once = buildPaymentOrder({ ...base, frequency: 'ONCE' }, [checking], { kind: 'account', account: loan }, 'USD');
    expect(once?.paymentMode).toBe('SINGLE');
    expect(once).not.toHaveProperty('schedule');
    const monthly = buildPaymentOrder({ ...base, frequency: 'MONTHLY', endType: 'AFTER', repeat: 6 }, [checking], { kind: 'account', account: loan }, 'USD');
    expect(monthly?.paymentMode).toBe('RECURRING');
    expect(monthly?.schedule).toMatchObject({ transferFrequency: 'MONTHLY', startDate: '2026-12-01', repeat: 6 });
    expect(monthly?.schedule).not.toHaveProperty('endDate');
  });

  it('pays members by account number (BBAN) as an intrabank transfer', () => {
    const order = buildPaymentOrder({ ...base }, [checking], { kind: 'member', accountNumber: '0123456789' }, 'USD');
    expect(order?.paymentType).toBe('INTRABANK_TRANSFER');
    expect(order?.transferTransactionInformation.counterpartyAccount.identification).toEqual({ identification: '0123456789', schemeName: 'BBAN' });
  });
});

describe('accountRules', () => {
  it('blocks credit card to loan and allows only one-time transfers from cards and loans (payments.json)', () => {
    expect(accountRules(config, card, { kind: 'account', account: loan })).toEqual({ blockedKey: 'payment.credit-card-to-loan', onceOnlyKey: 'payment.recurring.credit-card' });
    expect(accountRules(config, loan, { kind: 'account', account: checking })).toEqual({ onceOnlyKey: 'payment.recurring.loan' });
    expect(accountRules(config, checking, { kind: 'account', account: loan })).toEqual({});
  });
});

describe('isPaymentLate', () => {
  it('counts the configured days after the minimum payment due date', () => {
    const due = { minimumPaymentDueDate: '2026-11-01' };
    expect(isPaymentLate(config, account('c', 'credit-card', due), '2026-11-10')).toBe(false);
    expect(isPaymentLate(config, account('c', 'credit-card', due), '2026-11-11')).toBe(true);
    expect(isPaymentLate(config, account('l', 'loan', due), '2026-11-11')).toBe(false);
    expect(isPaymentLate(config, account('l', 'loan', due), '2026-11-12')).toBe(true);
    const mortgage = account('m', 'loan', { ...due, externalTypeId: '1001' });
    expect(isPaymentLate(config, mortgage, '2026-11-17')).toBe(false);
    expect(isPaymentLate(config, mortgage, '2026-11-18')).toBe(true);
  });
});

describe('editing', () => {
  it('reads an order back into the form and sees an unchanged form as the same transfer', () => {
    const data = formDataOfOrder(
      {
        id: 'o',
        errors: [],
        canCancel: true,
        canEdit: true,
        originatorAccountId: 'chk',
        amount: '40.00',
        requestedExecutionDate: '2026-12-01',
        counterpartyIdentification: { identification: '0123456789', schemeName: 'BBAN' },
        schedule: { transferFrequency: 'WEEKLY', every: '1', startDate: '2026-12-01', endDate: '2027-01-01' },
      },
      [{ id: 'riley', name: 'Riley', accounts: [{ accountNumber: '5555' }, { accountNumber: '0123456789' }] }],
    );
    expect(data).toMatchObject({ toAccount: 'contact:riley:0123456789', frequency: 'WEEKLY', endType: 'ON_DATE', endDate: '2027-01-01' });
    expect(sameTransfer(data, { ...data, amount: '40' })).toBe(true);
    expect(sameTransfer(data, { ...data, amount: '41' })).toBe(false);
    expect(sameTransfer(data, { ...data, repeat: 3 })).toBe(true);
  });
});

describe('contacts', () => {
  const riley = { id: 'riley', name: 'Riley Chen', accounts: [{ accountNumber: '0123456789' }, { accountNumber: '0987654321' }] };

  it('pays the contact account the member picked', () => {
    const destination = destinationOf({ toAccount: 'contact:riley:0987654321' }, [], [riley]);
    expect(destination).toEqual({ kind: 'contact', contact: riley, accountNumber: '0987654321' });
    const order = buildPaymentOrder({ fromAccount: 'chk', amount: '10', date: '2026-12-01' }, [checking], destination, 'USD');
    expect(order?.transferTransactionInformation.counterpartyAccount.identification).toEqual({ identification: '0987654321', schemeName: 'BBAN' });
    // An account the contact no longer has is no destination.
    expect(destinationOf({ toAccount: 'contact:riley:1111' }, [], [riley])).toBeUndefined();
  });

  it('applies the per-transaction contact limit of payments.json to contacts and members, not own accounts', () => {
    const contact = destinationOf({ toAccount: 'contact:riley:0123456789' }, [], [riley]);
    expect(contactLimitBreach(config, contact, '2500')).toBeUndefined();
    expect(contactLimitBreach(config, contact, '$2,500.01')).toBe('2500.00');
    expect(contactLimitBreach(config, { kind: 'member', accountNumber: '0123' }, '2600')).toBe('2500.00');
    expect(contactLimitBreach(config, { kind: 'account', account: checking }, '9000')).toBeUndefined();
    expect(contactLimitBreach({ ...config, limits: { contacts: { perTransaction: '100.00', perDay: '200.00' } } }, contact, '100.01')).toBe('100.00');
  });
});

describe('loan payoff', () => {
  const owing = account('loan', 'loan', { bookedBalance: '-1234.50' });

  it('offers to pay off an own loan once the amount reaches what is owed', () => {
    const destination = { kind: 'account' as const, account: owing };
    expect(payoffAmount(destination)).toBe('1234.50');
    expect(asksPayoff(destination, '1234.49')).toBe(false);
    expect(asksPayoff(destination, '1,234.50')).toBe(true);
    expect(asksPayoff(destination, '2000')).toBe(true);
    expect(asksPayoff({ kind: 'account', account: account('sav', 'savings-account', { bookedBalance: '5' }) }, '10')).toBe(false);
    expect(asksPayoff({ kind: 'account', account: account('paid', 'loan', { bookedBalance: '0' }) }, '10')).toBe(false);
  });
});

describe('templates', () => {
  it('keeps accounts, amount and memo, and fills the form back from them', () => {
    const riley = { id: 'riley', name: 'Riley Chen', accounts: [{ accountNumber: '0123456789' }] };
    const data = { fromAccount: 'chk', toAccount: 'contact:riley:0123456789', amount: '$1,000', memo: ' Rent ', date: '2026-12-01', frequency: 'MONTHLY' as const };
    const details = templateDetailsOf(data, [checking], destinationOf(data, [], [riley]), 'USD');
    expect(details).toEqual({
      paymentType: 'INTRABANK_TRANSFER',
      instructionPriority: 'NORM',
      originatorAccount: { identification: { identification: 'chk', schemeName: 'ID' }, name: 'chk' },
      transferTransactionInformation: {
        instructedAmount: { amount: '1000.00', currencyCode: 'USD' },
        counterparty: { name: 'Riley Chen', role: 'CREDITOR' },
        counterpartyAccount: { identification: { identification: '0123456789', schemeName: 'BBAN' }, name: 'Riley Chen' },
        remittanceInformation: { type: 'UNSTRUCTURED', content: 'Rent' },
      },
    });
    expect(formDataOfTemplate(details!, [riley])).toEqual({ fromAccount: 'chk', toAccount: 'contact:riley:0123456789', amount: '1000.00', memo: 'Rent' });
    // Without an amount the template keeps none; without accounts there is no template.
    expect(templateDetailsOf({ ...data, amount: undefined }, [checking], destinationOf(data, [], [riley]), 'USD')?.transferTransactionInformation).not.toHaveProperty('instructedAmount');
    expect(templateDetailsOf({ ...data, fromAccount: undefined }, [checking], destinationOf(data, [], [riley]), 'USD')).toBeUndefined();
    // A number that is no longer a contact's is paid as a member by number.
    expect(formDataOfTemplate(details!, [])).toMatchObject({ toAccount: 'member', memberAccountNumber: '0123456789' });
  });
});

describe('watchedFields', () => {
  it('names the source, the date and every variable the showIf rules of the form read, and nothing typed freely', async () => {
    const form = (await import('../../config/forms/transfer.json')).default;
    expect(watchedFields(form.uiSchema)).toEqual(['date', 'endType', 'frequency', 'fromAccount', 'toAccount']);
    expect(watchedFields({ memo: { 'ui:options': { showIf: { and: [{ var: ['amount', 0] }, { '!': { var: 'address.city' } }] } } } })).toEqual([
      'address',
      'amount',
      'date',
      'fromAccount',
    ]);
  });
});
