/**
 * The demo members' arrangements (products): every product kind for `demo`, linked external
 * accounts in every aggregator status, a business agreement, and the small portfolios of
 * `newbie` and `limited`. Balances are not here: they come from the ledger (opening entries plus
 * the generated history), see history.ts.
 */
import type { KindUri } from './catalog.js';
import { externalAccountStatuses } from './catalog.js';
import { addDays, addMonths } from '../payments/calendar.js';
import { seedToday } from './dates.js';

export interface ExternalLink {
  /** null: linked and healthy; otherwise the aggregator status asking for attention. */
  status: string | null;
  institutionId: number;
  booked: string;
  available: string | null;
}

export interface ArrangementSpec {
  id: string;
  /** null: the owner has no online access yet; enrollment links the account to their new agreement. */
  serviceAgreementId: string | null;
  legalEntityId: string;
  kind: KindUri;
  productId: string;
  productTypeName: string;
  /** The core's product type id (CD ids 50–186, mortgages 1001–1005, credit 170–191 …). */
  externalTypeId: number;
  productNumber: string | null;
  name: string;
  displayName: string;
  bankAlias: string;
  holderNames: string;
  state: string;
  openingDate: string;
  /** Percent per year, e.g. "4.2500". */
  interestRate: string | null;
  accruedInterest: string | null;
  creditLimit: string | null;
  minimumRequiredBalance: string | null;
  debitAccount: boolean;
  creditAccount: boolean;
  visible: boolean;
  /** A debit card's checking account: the card has no ledger account of its own. */
  linkedTo?: string;
  external?: ExternalLink;
  /** Ledger balance (cents, ledger sign) brought forward at the start of the history. */
  openingCents?: number;
  /**
   * The lowest ledger balance a member-initiated debit may leave: 0 for deposits, the credit
   * limit (negative) for cards and credit lines, and the seeded balance for products that allow
   * no withdrawals or advances (certificates, amortising loans).
   */
  floor?: 'zero' | 'credit-limit' | 'final-balance';
  cardNetwork?: 'visa' | 'mastercard';
  /** Kind-specific fields in the platform's names (term deposit, loan, card details, additions). */
  details: Record<string, unknown>;
}

/** The platform additions saying where an account may send and receive money (also used for accounts opened online). */
export const transferAdditions = (from: boolean, to: boolean) => ({
  allowTransferFrom: String(from),
  allowTransferTo: String(to),
  allowFromA2A: String(from),
  allowToA2A: String(to),
  allowFromP2P: String(from),
  allowToP2P: 'false',
  allowFromBILLPAY: String(from),
  allowToBILLPAY: 'false',
});

/** A member's account in good standing that takes deposits and withdrawals. */
export const depositAccount = { state: 'Active', debitAccount: true, creditAccount: true, visible: true, floor: 'zero' as const };

/** The core's Everyday Money checking product, as one member's account of it. */
export const everydayMoneyChecking = {
  kind: 'current-account',
  productId: 'prod-everyday-money',
  productTypeName: 'Everyday Money',
  externalTypeId: 13,
  productNumber: '13',
  name: 'Everyday Money Checking',
  displayName: 'Checking',
  bankAlias: 'Checking',
  interestRate: '0.0500',
  creditLimit: null,
  minimumRequiredBalance: '0.00',
} as const satisfies Partial<ArrangementSpec>;

/** The core's Secondary Share savings product, as one member's account of it. */
export const secondaryShareSavings = {
  kind: 'savings-account',
  productId: 'prod-secondary-share',
  productTypeName: 'Secondary Share',
  externalTypeId: 1,
  productNumber: '1',
  name: 'Secondary Share Savings',
  displayName: 'Savings',
  bankAlias: 'Savings',
  interestRate: '0.2500',
  creditLimit: null,
  minimumRequiredBalance: '5.00',
} as const satisfies Partial<ArrangementSpec>;

export const historyStart = addDays(seedToday, -365);

/** Card statements close on the 25th; the last closing before the seed's today. */
export const lastStatementDate = '2026-10-25';

export function demoArrangements(): ArrangementSpec[] {
  const personal = { serviceAgreementId: 'sa-demo-personal', legalEntityId: 'le-jordan-smith', holderNames: 'Jordan Smith' };
  const business = {
    serviceAgreementId: 'sa-demo-business',
    legalEntityId: 'le-smith-family-business',
    holderNames: 'Smith Family Business LLC',
  };
  const deposit = depositAccount;

  const external = externalAccountStatuses.map((status, index): ArrangementSpec => {
    const shapes: { kind: KindUri; type: string; name: string; institutionId: number; cents: number }[] = [
      { kind: 'current-account', type: 'Checking', name: 'Peak Checking', institutionId: 1, cents: 184_233 },
      { kind: 'savings-account', type: 'Savings', name: 'Aspen High Yield Savings', institutionId: 2, cents: 1_250_012 },
      { kind: 'investment-account', type: 'Brokerage', name: 'Summit Individual Brokerage', institutionId: 3, cents: 4_812_977 },
      { kind: 'credit-card', type: 'Credit Card', name: 'Plains Rewards Card', institutionId: 4, cents: 64_218 },
      { kind: 'loan', type: 'Auto Loan', name: 'Canyon Auto Loan', institutionId: 5, cents: 1_108_450 },
      { kind: 'savings-account', type: 'Savings', name: 'Peak Vacation Savings', institutionId: 1, cents: 310_000 },
      { kind: 'current-account', type: 'Checking', name: 'Aspen Joint Checking', institutionId: 2, cents: 92_541 },
    ];
    const shape = shapes[index % shapes.length]!;
    return externalSpec(`arr-demo-ext-${index + 1}`, shape, status, personal);
  });
  external.push(
    externalSpec(
      'arr-demo-ext-linked',
      { kind: 'current-account', type: 'Checking', name: 'Peak Everyday Checking', institutionId: 1, cents: 265_310 },
      null,
      personal,
    ),
  );

  const visaDue = addDays(seedToday, 15);
  const mastercardDue = addDays(seedToday, -12);

  return [
    {
      ...personal,
      ...deposit,
      id: 'arr-demo-checking',
      ...everydayMoneyChecking,
      displayName: 'Everyday Checking',
      bankAlias: 'Everyday Checking',
      openingDate: '2017-04-12',
      accruedInterest: '0.41',
      openingCents: 684_215,
      details: { additions: { ...transferAdditions(true, true), isPrimaryBillpayAccount: 'true', accountCode: 'S13' } },
    },
    {
      ...personal,
      ...deposit,
      id: 'arr-demo-checking-bills',
      kind: 'current-account',
      productId: 'prod-smart-money-checking',
      productTypeName: 'Smart Money Checking',
      externalTypeId: 26,
      productNumber: '26',
      name: 'Smart Money Checking',
      displayName: 'Bills Checking',
      bankAlias: 'Bills Checking',
      openingDate: '2019-08-30',
      interestRate: '0.1000',
      accruedInterest: '0.12',
      creditLimit: null,
      minimumRequiredBalance: '0.00',
      openingCents: 142_088,
      details: { additions: { ...transferAdditions(true, true), isPrimaryBillpayAccount: 'false', accountCode: 'S26' } },
    },
    {
      ...personal,
      ...deposit,
      id: 'arr-demo-savings',
      ...secondaryShareSavings,
      displayName: 'Rainy Day Savings',
      bankAlias: 'Rainy Day Savings',
      openingDate: '2017-04-12',
      accruedInterest: '1.87',
      openingCents: 812_440,
      details: { additions: { ...transferAdditions(true, true), accountCode: 'S01' } },
    },
    {
      ...personal,
      ...deposit,
      id: 'arr-demo-money-market',
      kind: 'savings-account',
      productId: 'prod-money-market-select',
      productTypeName: 'Money Market Select',
      externalTypeId: 22,
      productNumber: '22',
      name: 'Money Market Select',
      displayName: 'Money Market',
      bankAlias: 'Money Market',
      openingDate: '2021-02-03',
      interestRate: '3.1000',
      accruedInterest: '38.26',
      creditLimit: null,
      minimumRequiredBalance: '5.00',
      openingCents: 2_410_575,
      details: { additions: { ...transferAdditions(true, true), accountCode: 'S22' } },
    },
    {
      ...personal,
      ...deposit,
      id: 'arr-demo-certificate',
      kind: 'term-deposit',
      productId: 'prod-12-month-certificate',
      productTypeName: '12 Month Share Certificate',
      externalTypeId: 52,
      productNumber: '52',
      name: '12 Month Share Certificate',
      displayName: '12-Month Certificate',
      bankAlias: 'CERTIFICATE',
      openingDate: '2026-03-01',
      interestRate: '4.2500',
      accruedInterest: '35.42',
      creditLimit: null,
      minimumRequiredBalance: '500.00',
      debitAccount: false,
      floor: 'final-balance',
      details: {
        startDate: '2026-03-01',
        termUnit: 'M',
        termNumber: 12,
        maturityDate: '2027-03-01',
        maturityAmount: '10425.00',
        autoRenewalIndicator: true,
        interestPaymentFrequencyUnit: 'M',
        interestPaymentFrequencyNumber: 1,
        principalAmount: '10000.00',
        interestSettlementAccount: 'arr-demo-certificate',
        additions: { ...transferAdditions(false, false), accountCode: 'C52' },
      },
    },
    {
      ...personal,
      id: 'arr-demo-auto-loan',
      kind: 'loan',
      productId: 'prod-auto-loan',
      productTypeName: 'Auto Loan',
      externalTypeId: 310,
      productNumber: '310',
      name: 'New Auto Loan',
      displayName: 'Auto Loan',
      bankAlias: 'Auto Loan',
      state: 'Active',
      openingDate: '2024-06-15',
      interestRate: '5.4900',
      accruedInterest: '41.80',
      creditLimit: null,
      minimumRequiredBalance: null,
      debitAccount: false,
      creditAccount: true,
      visible: true,
      openingCents: -2_215_000,
      floor: 'final-balance',
      details: {
        principalAmount: '32000.00',
        termUnit: 'M',
        termNumber: 72,
        monthlyInstalmentAmount: '512.37',
        minimumPayment: '512.37',
        minimumPaymentDueDate: addDays(seedToday, -15),
        nextRepaymentDate: addDays(seedToday, -15),
        nextRepaymentAmount: '512.37',
        maturityDate: '2030-06-15',
        collateral: '2023 Subaru Outback',
        additions: { ...transferAdditions(false, true), accountCode: 'L310' },
      },
    },
    {
      ...personal,
      id: 'arr-demo-mortgage',
      kind: 'loan',
      productId: 'prod-30-year-fixed-mortgage',
      productTypeName: '30 Year Fixed Mortgage',
      externalTypeId: 1001,
      productNumber: '1001',
      name: '30 Year Fixed Mortgage',
      displayName: 'Home Mortgage',
      bankAlias: 'Home Mortgage',
      state: 'Active',
      openingDate: '2020-07-17',
      interestRate: '3.1250',
      accruedInterest: '812.45',
      creditLimit: null,
      minimumRequiredBalance: null,
      debitAccount: false,
      creditAccount: true,
      visible: true,
      openingCents: -31_248_000,
      floor: 'final-balance',
      details: {
        principalAmount: '360000.00',
        termUnit: 'Y',
        termNumber: 30,
        monthlyInstalmentAmount: '2104.18',
        minimumPayment: '2104.18',
        minimumPaymentDueDate: '2026-12-01',
        nextRepaymentDate: '2026-12-01',
        nextRepaymentAmount: '2104.18',
        maturityDate: '2050-08-01',
        escrowBalance: '3184.22',
        propertyAddress: '1420 S Pearl St, Denver, CO 80210',
        additions: { ...transferAdditions(false, true), accountCode: 'M1001' },
      },
    },
    {
      ...personal,
      id: 'arr-demo-personal-loan',
      kind: 'loan',
      productId: 'prod-personal-line-of-credit',
      productTypeName: 'Personal Line of Credit',
      externalTypeId: 330,
      productNumber: '330',
      name: 'Personal Line of Credit',
      displayName: 'Personal Loan',
      bankAlias: 'Personal Loan',
      state: 'Active',
      openingDate: '2025-03-10',
      interestRate: '11.9900',
      accruedInterest: '18.07',
      creditLimit: '10000.00',
      minimumRequiredBalance: null,
      debitAccount: true,
      creditAccount: true,
      visible: true,
      openingCents: -120_000,
      floor: 'credit-limit',
      details: {
        principalAmount: '10000.00',
        termUnit: 'M',
        termNumber: 60,
        monthlyInstalmentAmount: '150.00',
        minimumPayment: '150.00',
        minimumPaymentDueDate: addDays(seedToday, 11),
        nextRepaymentDate: addDays(seedToday, 11),
        nextRepaymentAmount: '150.00',
        additions: { ...transferAdditions(true, true), accountCode: 'L330' },
      },
    },
    {
      ...personal,
      id: 'arr-demo-visa',
      kind: 'credit-card',
      productId: 'prod-visa-platinum-rewards',
      productTypeName: 'Visa Platinum Rewards',
      externalTypeId: 170,
      productNumber: '170',
      name: 'Visa Platinum Rewards',
      displayName: 'Visa Platinum Rewards',
      bankAlias: 'Visa Rewards',
      state: 'Active',
      openingDate: '2018-11-02',
      interestRate: '17.9900',
      accruedInterest: '0.00',
      creditLimit: '8000.00',
      minimumRequiredBalance: null,
      debitAccount: true,
      creditAccount: true,
      visible: true,
      openingCents: -93_412,
      floor: 'credit-limit',
      cardNetwork: 'visa',
      details: {
        minimumPayment: '35.00',
        minimumPaymentDueDate: visaDue,
        statementDate: lastStatementDate,
        cardDetails: { cardProvider: 'VISA', secured: false, expiryDate: '2028-11-30', availableCashCredit: '2000.00', cashCreditLimit: '2000.00' },
        additions: { ...transferAdditions(true, true), accountCode: 'V170', minimumPaymentDueDate: visaDue },
      },
    },
    {
      ...personal,
      id: 'arr-demo-mastercard',
      kind: 'credit-card',
      productId: 'prod-mastercard-cash-back',
      productTypeName: 'Mastercard Cash Back',
      externalTypeId: 172,
      productNumber: '172',
      name: 'Mastercard Cash Back',
      displayName: 'Cash Back Mastercard',
      bankAlias: 'Cash Back Card',
      state: 'Active',
      openingDate: '2022-05-19',
      interestRate: '21.4900',
      accruedInterest: '12.64',
      creditLimit: '3000.00',
      minimumRequiredBalance: null,
      debitAccount: true,
      creditAccount: true,
      visible: true,
      openingCents: -41_275,
      floor: 'credit-limit',
      cardNetwork: 'mastercard',
      details: {
        minimumPayment: '40.00',
        minimumPaymentDueDate: mastercardDue,
        statementDate: lastStatementDate,
        cardDetails: { cardProvider: 'MASTERCARD', secured: false, expiryDate: '2027-05-31', availableCashCredit: '500.00', cashCreditLimit: '500.00' },
        additions: { ...transferAdditions(true, true), accountCode: 'M172', minimumPaymentDueDate: mastercardDue },
      },
    },
    {
      ...personal,
      id: 'arr-demo-debit-card',
      kind: 'debit-card',
      productId: 'prod-visa-debit',
      productTypeName: 'Visa Debit Card',
      externalTypeId: 900,
      productNumber: '900',
      name: 'Visa Debit Card',
      displayName: 'Everyday Debit Card',
      bankAlias: 'Debit Card',
      state: 'Active',
      openingDate: '2017-04-20',
      interestRate: null,
      accruedInterest: null,
      creditLimit: null,
      minimumRequiredBalance: null,
      debitAccount: false,
      creditAccount: false,
      visible: true,
      linkedTo: 'arr-demo-checking',
      cardNetwork: 'visa',
      details: { additions: { ...transferAdditions(false, false) } },
    },
    {
      ...personal,
      id: 'arr-demo-debit-card-bills',
      kind: 'debit-card',
      productId: 'prod-visa-debit',
      productTypeName: 'Visa Debit Card',
      externalTypeId: 900,
      productNumber: '900',
      name: 'Visa Debit Card',
      displayName: 'Bills Debit Card',
      bankAlias: 'Bills Debit Card',
      state: 'Inactive',
      openingDate: '2019-09-05',
      interestRate: null,
      accruedInterest: null,
      creditLimit: null,
      minimumRequiredBalance: null,
      debitAccount: false,
      creditAccount: false,
      visible: true,
      linkedTo: 'arr-demo-checking-bills',
      cardNetwork: 'visa',
      details: { additions: { ...transferAdditions(false, false) } },
    },
    {
      ...personal,
      ...deposit,
      id: 'arr-demo-investment',
      kind: 'investment-account',
      productId: 'prod-managed-investment',
      productTypeName: 'Managed Investment Account',
      externalTypeId: 400,
      productNumber: '400',
      name: 'Managed Investment Account',
      displayName: 'Retirement Investments',
      bankAlias: 'Investments',
      openingDate: '2016-01-22',
      interestRate: null,
      accruedInterest: null,
      creditLimit: null,
      minimumRequiredBalance: null,
      debitAccount: false,
      openingCents: 4_127_733,
      details: { additions: { ...transferAdditions(false, true), accountCode: 'I400' } },
    },
    ...external,
    {
      ...business,
      ...deposit,
      id: 'arr-biz-checking',
      kind: 'current-account',
      productId: 'prod-business-checking',
      productTypeName: 'Business Checking',
      externalTypeId: 70,
      productNumber: '70',
      name: 'Business Checking',
      displayName: 'Business Checking',
      bankAlias: 'Business Checking',
      openingDate: '2020-02-14',
      interestRate: '0.0500',
      accruedInterest: '0.88',
      creditLimit: null,
      minimumRequiredBalance: '0.00',
      openingCents: 1_833_460,
      details: { additions: { ...transferAdditions(true, true), accountCode: 'B70' } },
    },
    {
      ...business,
      ...deposit,
      id: 'arr-biz-savings',
      kind: 'savings-account',
      productId: 'prod-business-savings',
      productTypeName: 'Business Savings',
      externalTypeId: 71,
      productNumber: '71',
      name: 'Business Savings',
      displayName: 'Business Reserve',
      bankAlias: 'Business Reserve',
      openingDate: '2020-02-14',
      interestRate: '1.5000',
      accruedInterest: '9.41',
      creditLimit: null,
      minimumRequiredBalance: '5.00',
      openingCents: 4_500_000,
      details: { additions: { ...transferAdditions(true, true), accountCode: 'B71' } },
    },
    {
      ...deposit,
      serviceAgreementId: 'sa-newbie',
      legalEntityId: 'le-riley-chen',
      holderNames: 'Riley Chen',
      id: 'arr-newbie-checking',
      ...everydayMoneyChecking,
      openingDate: addMonths(seedToday, -2),
      accruedInterest: '0.02',
      details: { additions: { ...transferAdditions(true, true), isPrimaryBillpayAccount: 'true', accountCode: 'S13' } },
    },
    {
      ...deposit,
      serviceAgreementId: 'sa-limited',
      legalEntityId: 'le-sam-patel',
      holderNames: 'Sam Patel',
      id: 'arr-limited-checking',
      ...everydayMoneyChecking,
      openingDate: '2015-09-09',
      accruedInterest: '0.20',
      openingCents: 265_012,
      details: { additions: { ...transferAdditions(true, true), isPrimaryBillpayAccount: 'true', accountCode: 'S13' } },
    },
    {
      ...deposit,
      serviceAgreementId: 'sa-limited',
      legalEntityId: 'le-sam-patel',
      holderNames: 'Sam Patel',
      id: 'arr-limited-savings',
      ...secondaryShareSavings,
      openingDate: '2015-09-09',
      accruedInterest: '0.95',
      openingCents: 540_000,
      details: { additions: { ...transferAdditions(true, true), accountCode: 'S01' } },
    },
  ];
}

function externalSpec(
  id: string,
  shape: { kind: KindUri; type: string; name: string; institutionId: number; cents: number },
  status: string | null,
  owner: { serviceAgreementId: string; legalEntityId: string; holderNames: string },
): ArrangementSpec {
  const amount = `${Math.floor(shape.cents / 100)}.${String(shape.cents % 100).padStart(2, '0')}`;
  const isCredit = shape.kind === 'credit-card';
  return {
    ...owner,
    id,
    kind: shape.kind,
    productId: `prod-external-${shape.kind}`,
    productTypeName: shape.type,
    externalTypeId: 0,
    productNumber: null,
    name: shape.name,
    displayName: shape.name,
    bankAlias: shape.name,
    state: 'Active',
    openingDate: '2025-01-15',
    interestRate: null,
    accruedInterest: null,
    creditLimit: isCredit ? '5000.00' : null,
    minimumRequiredBalance: null,
    debitAccount: false,
    creditAccount: false,
    visible: true,
    external: {
      status,
      institutionId: shape.institutionId,
      booked: amount,
      available: shape.kind === 'loan' ? null : isCredit ? '4357.82' : amount,
    },
    details: { additions: { lastSyncStatus: status ?? 'SUCCESS' } },
  };
}

