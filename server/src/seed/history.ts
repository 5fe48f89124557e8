/**
 * Twelve months of money movements for the demo arrangements, and their booking on the ledger.
 *
 * A movement is one journal entry: lines on member arrangements (each becomes a transaction the
 * member sees) and, for money from or to the outside world, a line on the credit union's internal
 * settlement account. Movements are generated per account from simple monthly and daily patterns,
 * then booked in date order: a debit that would take an account below its floor is dropped, as
 * the core would refuse it, so every running balance is one the ledger really had.
 *
 * Amounts are integer cents held in JS numbers: every value stays far below 2^53, where integer
 * arithmetic on numbers is exact; nothing is ever divided or fractional.
 */
import { billers, categoryNamed, merchants, type Merchant } from './catalog.js';
import { addDays, dateOfDay, dayNumber } from '../payments/calendar.js';
import { dayOfMonth, seedToday, timestampOn, weekday } from './dates.js';
import { historyStart, lastStatementDate, type ArrangementSpec } from './products.js';
import type { Random } from './random.js';

/** The credit union's own side of every movement with the outside world. */
export const internalLedgerAccountId = 'la-internal-settlement';
const outside = 'outside';

/** Balance brought forward for accounts opened before the history: before the oldest checks. */
export const openingEntryDate = '2024-06-01';

export interface TransactionDetails {
  description: string;
  originalDescription?: string;
  typeGroup: string;
  type: string;
  category?: string;
  merchantName?: string;
  counterPartyName?: string;
  counterPartyAccountNumber?: string;
  counterPartyCity?: string;
  counterPartyAddress?: string;
  checkNumber?: string;
  checkImageAvailability?: string;
  location?: { latitude: number; longitude: number; address: string; city: string };
  notes?: string;
  disputeStatus?: string;
}

interface MovementLine {
  /** An arrangement id, or `outside` (the internal settlement account). */
  account: string;
  cents: number;
  details?: TransactionDetails;
}

interface Movement {
  date: string;
  minute: number;
  pending: boolean;
  description: string;
  kind: 'opening' | 'transaction';
  lines: MovementLine[];
  /** Decides the amount when the movement is booked (e.g. pay a card's whole balance); null drops it. */
  amountAtBooking?: (balanceOf: (arrangementId: string) => number) => number | null;
}

export interface BookedEntry {
  id: number;
  bookingDate: string;
  description: string;
  kind: string;
  createdAt: string;
}

export interface BookedPosting {
  id: number;
  entryId: number;
  ledgerAccountId: string;
  cents: number;
  status: 'posted' | 'pending';
}

export interface BookedTransaction {
  id: string;
  postingId: number;
  arrangementId: string;
  reference: string;
  details: TransactionDetails;
  bookingDate: string;
  valueDate: string;
  cents: number;
  runningBalanceCents: number | null;
  billingStatus: string | null;
  isPending: boolean;
  creationTime: string;
  sequence: number;
}

export interface LedgerTotals {
  posted: number;
  pending: number;
  held: number;
}

export interface BookedHistory {
  entries: BookedEntry[];
  postings: BookedPosting[];
  transactions: BookedTransaction[];
  totals: Map<string, LedgerTotals>;
  /** Movements dropped because they would have overdrawn an account: the account and the date. */
  dropped: { arrangementId: string; date: string; cents: number }[];
}

export function ledgerAccountIdOf(arrangementId: string): string {
  return `la-${arrangementId.replace(/^arr-/, '')}`;
}

const lastPostedDay = dayNumber(seedToday) - 2;

function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** Pick a merchant with probability proportional to its weight. */
function pickMerchant(random: Random, pool: readonly Merchant[]): Merchant {
  const total = pool.reduce((sum, merchant) => sum + merchant.weight, 0);
  let point = random.next() * total;
  for (const merchant of pool) {
    point -= merchant.weight;
    if (point < 0) return merchant;
  }
  return pool[pool.length - 1]!;
}

function purchaseDetails(merchant: Merchant, cardLabel: string): TransactionDetails {
  return {
    description: merchant.name,
    originalDescription: `${merchant.statementName} ${cardLabel}`,
    typeGroup: 'Payment',
    type: 'Card Payment',
    category: merchant.category,
    merchantName: merchant.name,
    counterPartyName: merchant.name,
    counterPartyCity: merchant.city,
    counterPartyAddress: merchant.address,
    ...(merchant.online
      ? {}
      : { location: { latitude: merchant.latitude, longitude: merchant.longitude, address: merchant.address, city: merchant.city } }),
    disputeStatus: 'UNDISPUTED',
  };
}

/** Walks the history's days, calling `each` with the day number and its date. */
function everyDay(from: string, each: (day: number, date: string) => void): void {
  for (let day = dayNumber(from) + 1; day <= lastPostedDay; day++) each(day, dateOfDay(day));
}

class MovementBuilder {
  readonly movements: Movement[] = [];
  constructor(private readonly random: Random) {}

  minute(from = 7 * 60, to = 21 * 60): number {
    return this.random.int(from, to);
  }

  /** Money from or to the outside world: one member line against the settlement account. */
  external(date: string, account: string, cents: number, details: TransactionDetails, options: { pending?: boolean; minute?: number } = {}) {
    this.movements.push({
      date,
      minute: options.minute ?? this.minute(),
      pending: options.pending ?? false,
      description: details.description,
      kind: 'transaction',
      lines: [
        { account, cents, details },
        { account: outside, cents: -cents },
      ],
    });
  }

  /** Money between two of the member's own arrangements. */
  transfer(
    date: string,
    from: { id: string; name: string; label?: string },
    to: { id: string; name: string; label?: string },
    cents: number | ((balanceOf: (arrangementId: string) => number) => number | null),
    kind: { typeGroup: string; type: string; category?: string } = { typeGroup: 'Transfer', type: 'Internal Transfer', category: 'Transfers' },
  ) {
    const fixed = typeof cents === 'number' ? cents : 0;
    this.movements.push({
      date,
      minute: this.minute(6 * 60, 9 * 60),
      pending: false,
      description: `Transfer from ${from.name} to ${to.name}`,
      kind: 'transaction',
      lines: [
        {
          account: from.id,
          cents: -fixed,
          details: { description: from.label ?? `Transfer to ${to.name}`, typeGroup: kind.typeGroup, type: kind.type, category: kind.category, counterPartyName: to.name },
        },
        {
          account: to.id,
          cents: fixed,
          details: { description: to.label ?? `Transfer from ${from.name}`, typeGroup: kind.typeGroup, type: kind.type, category: 'Transfers', counterPartyName: from.name },
        },
      ],
      ...(typeof cents === 'function' ? { amountAtBooking: cents } : {}),
    });
  }
}

interface MemberAccounts {
  byId: Map<string, ArrangementSpec>;
}

function nameOf(accounts: MemberAccounts, id: string): { id: string; name: string } {
  const spec = accounts.byId.get(id);
  if (!spec) throw new Error(`No arrangement ${id}`);
  return { id, name: spec.displayName };
}

/** Debit-card and credit-card spending, daily, with pending authorisations on the last two days. */
function cardSpending(
  build: MovementBuilder,
  random: Random,
  account: string,
  cardLabel: string,
  perDay: [number, number],
  pool: readonly Merchant[],
  options: { from?: string; pendingCount?: number; refundChance?: number } = {},
) {
  everyDay(options.from ?? historyStart, (day, date) => {
    const count = random.int(perDay[0], perDay[1]);
    for (let i = 0; i < count; i++) {
      const merchant = pickMerchant(random, pool);
      const cents = random.int(merchant.minCents, merchant.maxCents);
      const details = purchaseDetails(merchant, cardLabel);
      if (random.chance(0.004)) details.notes = random.pick(['Split with Alex', 'Birthday gift for Mom', 'Reimbursable – work trip', 'Team lunch']);
      build.external(date, account, -cents, details);
      if (options.refundChance && random.chance(options.refundChance)) {
        const refundDate = dateOfDay(Math.min(day + random.int(2, 9), lastPostedDay));
        build.external(refundDate, account, cents, {
          ...details,
          description: `${merchant.name} refund`,
          type: 'Card Refund',
          disputeStatus: day % 2 === 0 ? 'UNDISPUTED' : 'REJECTED',
        });
      }
    }
  });
  for (let i = 0; i < (options.pendingCount ?? 0); i++) {
    const merchant = pickMerchant(random, pool);
    const date = dateOfDay(lastPostedDay + 1 + (i % 2));
    build.external(date, account, -random.int(merchant.minCents, merchant.maxCents), purchaseDetails(merchant, cardLabel), { pending: true });
  }
}

function payroll(build: MovementBuilder, random: Random, account: string, employer: string, cents: [number, number], from = historyStart) {
  // Every other Friday, from the first Friday after the start.
  let day = dayNumber(from) + 1;
  while (weekday(day) !== 5) day++;
  for (; day <= lastPostedDay; day += 14) {
    build.external(dateOfDay(day), account, random.int(cents[0], cents[1]), {
      description: `${employer} Payroll`,
      originalDescription: `${employer.toUpperCase()} PAYROLL PPD ID: ${random.digits(10)}`,
      typeGroup: 'Deposit',
      type: 'Direct Deposit',
      category: 'Payroll',
      counterPartyName: employer,
    }, { minute: 6 * 60 });
  }
}

function monthlyBills(build: MovementBuilder, random: Random, account: string, names: readonly string[], from = historyStart) {
  const chosen = billers.filter((biller) => names.includes(biller.name));
  everyDay(from, (day, date) => {
    for (const biller of chosen) {
      if (dayOfMonth(day) !== biller.dayOfMonth) continue;
      build.external(date, account, -random.int(biller.minCents, biller.maxCents), {
        description: biller.name,
        originalDescription: biller.statementName,
        typeGroup: 'Payment',
        type: 'ACH Debit',
        category: biller.category,
        counterPartyName: biller.name,
      });
    }
  });
}

function monthlyInterest(build: MovementBuilder, random: Random, account: string, cents: [number, number], from = historyStart, label = 'Dividend earned') {
  everyDay(from, (day, date) => {
    if (dayOfMonth(day + 1) !== 1) return;
    build.external(date, account, random.int(cents[0], cents[1]), {
      description: label,
      typeGroup: 'Interest',
      type: 'Interest Payment',
      category: 'Interest Income',
    }, { minute: 23 * 60 + 30 });
  });
}

function onDayOfMonth(from: string, dayNumber: number, each: (date: string) => void) {
  everyDay(from, (day, date) => {
    if (dayOfMonth(day) === dayNumber) each(date);
  });
}

/** A check paid from the account; its image is unavailable for 48 hours and after two years. */
function check(build: MovementBuilder, date: string, account: string, number: number, payee: string, cents: number, category = 'Checks') {
  const ageInDays = dayNumber(seedToday) - dayNumber(date);
  build.external(date, account, -cents, {
    description: `Check ${number}`,
    originalDescription: `CHECK ${number} ${payee.toUpperCase()}`,
    typeGroup: 'Check',
    type: 'Check Paid',
    category,
    counterPartyName: payee,
    checkNumber: String(number),
    checkImageAvailability: ageInDays <= 2 || ageInDays > 730 ? 'UNAVAILABLE' : 'AVAILABLE',
  }, { minute: 15 * 60 });
}

const everydayPool = merchants.filter((merchant) => merchant.category !== 'Travel');
/** Debit cards buy the daily things; big-ticket shopping goes on credit cards. */
const debitPool = merchants.filter((merchant) =>
  ['Groceries', 'Dining', 'Gas & Fuel', 'Healthcare', 'Personal Care', 'Entertainment'].includes(merchant.category),
);
const creditPool = merchants;

function demoPersonal(build: MovementBuilder, random: Random, accounts: MemberAccounts) {
  const checking = nameOf(accounts, 'arr-demo-checking');
  const bills = nameOf(accounts, 'arr-demo-checking-bills');
  const savings = nameOf(accounts, 'arr-demo-savings');
  const moneyMarket = nameOf(accounts, 'arr-demo-money-market');
  const certificate = nameOf(accounts, 'arr-demo-certificate');
  const auto = nameOf(accounts, 'arr-demo-auto-loan');
  const mortgage = nameOf(accounts, 'arr-demo-mortgage');
  const lineOfCredit = nameOf(accounts, 'arr-demo-personal-loan');
  const visa = nameOf(accounts, 'arr-demo-visa');
  const mastercard = nameOf(accounts, 'arr-demo-mastercard');
  const investment = nameOf(accounts, 'arr-demo-investment');
  const loanPayment = { typeGroup: 'Loans', type: 'Loan Payment', category: 'Loan Payments' };
  const cardPayment = { typeGroup: 'Payment', type: 'Credit Card Payment', category: 'Loan Payments' };

  // The big checking account: ~1,500 transactions.
  payroll(build, random.fork('payroll'), checking.id, 'Acme Engineering', [612_000, 626_500]);
  cardSpending(build, random.fork('debit'), checking.id, 'DEBIT CARD 4417', [2, 5], debitPool, { pendingCount: 3, refundChance: 0.01 });
  monthlyBills(build, random.fork('bills'), checking.id, ['Xcel Energy', 'Denver Water', 'Comcast Xfinity', 'Verizon Wireless', 'Netflix', 'Spotify', '24 Hour Fitness']);
  monthlyInterest(build, random.fork('checking-interest'), checking.id, [18, 45]);
  const atm = random.fork('atm');
  everyDay(historyStart, (day, date) => {
    if (weekday(day) !== 6 || !atm.chance(0.55)) return;
    const outOfNetwork = atm.chance(0.25);
    build.external(date, checking.id, -atm.pick([4000, 6000, 8000, 10000, 20000]), {
      description: outOfNetwork ? 'ATM withdrawal – other network' : 'ATM withdrawal',
      originalDescription: outOfNetwork ? 'NON-CU ATM WITHDRAWAL 7-ELEVEN LAKEWOOD CO' : 'CU ATM WITHDRAWAL 1ST & BROADWAY DENVER CO',
      typeGroup: 'Withdrawal',
      type: 'ATM Withdrawal',
      category: 'Cash & ATM',
    });
    if (outOfNetwork) {
      build.external(date, checking.id, -300, { description: 'Non-network ATM fee', typeGroup: 'Fees', type: 'Service Fee', category: 'Fees & Charges' });
    }
  });
  // Checks: the daycare every month, a few one-offs, and three from 2024 whose images are archived.
  let checkNumber = 1041;
  for (const [date, payee, cents] of [
    ['2024-06-14', 'Cherry Creek HOA', 45_000],
    ['2024-08-02', 'Dr. Elena Ruiz DDS', 18_500],
    ['2024-09-20', 'Colorado Youth Soccer', 22_000],
  ] as const) {
    check(build, date, checking.id, checkNumber++, payee, cents);
  }
  checkNumber = 1107;
  const checks = random.fork('checks');
  onDayOfMonth(historyStart, 1, (date) => check(build, date, checking.id, checkNumber++, 'Little Sprouts Daycare', 85_000, 'Education'));
  everyDay(historyStart, (_day, date) => {
    if (checks.chance(0.03)) check(build, date, checking.id, checkNumber++, checks.pick(['Jamie Alvarez', 'Denver Public Schools', 'Chris Walker', 'Wash Park Lawn Care']), checks.int(2500, 32000));
  });
  check(build, dateOfDay(lastPostedDay), checking.id, checkNumber++, 'Wash Park Lawn Care', 12_000);
  // A mobile deposit still clearing: a pending credit that is not yet available.
  build.external(seedToday, checking.id, 25_000, {
    description: 'Mobile check deposit',
    typeGroup: 'Deposit',
    type: 'Mobile Check Deposit',
    category: 'Other Income',
    counterPartyName: 'Taylor Smith',
  }, { pending: true });

  // Moving money between the member's own accounts.
  onDayOfMonth(historyStart, 28, (date) => build.transfer(date, checking, bills, 260_000));
  onDayOfMonth(historyStart, 2, (date) => build.transfer(date, checking, savings, 30_000));
  onDayOfMonth(historyStart, 15, (date) => build.transfer(date, checking, investment, 25_000));
  onDayOfMonth(historyStart, 5, (date) => {
    // November's auto-loan payment was missed: the loan shows as late.
    if (date.startsWith(seedToday.slice(0, 7))) return;
    build.transfer(date, checking, { ...auto, label: 'Payment received' }, 51_237, loanPayment);
  });
  onDayOfMonth(historyStart, 1, (date) => build.transfer(date, bills, { ...mortgage, label: 'Payment received' }, 210_418, loanPayment));
  onDayOfMonth(historyStart, 3, (date) => build.transfer(date, checking, { ...lineOfCredit, label: 'Payment received' }, 15_000, loanPayment));
  build.transfer(dateOfDay(dayNumber(historyStart) + 61), { ...lineOfCredit, label: 'Loan advance to Everyday Checking' }, checking, 300_000, {
    typeGroup: 'Loans',
    type: 'Loan Advance',
  });
  onDayOfMonth(historyStart, 18, (date) =>
    build.transfer(date, checking, { ...visa, label: 'Payment – thank you' }, (balanceOf) => {
      const owed = -balanceOf(visa.id);
      return owed > 0 ? owed : null;
    }, cardPayment),
  );
  onDayOfMonth(historyStart, 6, (date) => {
    // November's minimum payment was missed: the card shows as late.
    if (date.startsWith(seedToday.slice(0, 7))) return;
    build.transfer(date, checking, { ...mastercard, label: 'Payment – thank you' }, (balanceOf) => {
      const owed = -balanceOf(mastercard.id);
      return owed > 0 ? owed : null;
    }, cardPayment);
  });

  // Bills checking: insurance and a quarterly property-tax check.
  monthlyBills(build, random.fork('bills-2'), bills.id, ['State Farm Insurance']);
  let billsCheck = 301;
  for (const date of ['2026-02-27', '2026-06-15']) check(build, date, bills.id, billsCheck++, 'Denver Treasury – Property Tax', 148_200);

  // Savings, money market, certificate, investments.
  monthlyInterest(build, random.fork('savings-interest'), savings.id, [150, 210]);
  for (const offset of [97, 233]) build.transfer(dateOfDay(dayNumber(historyStart) + offset), savings, checking, 50_000);
  monthlyInterest(build, random.fork('mm-interest'), moneyMarket.id, [3_900, 6_800]);
  for (const offset of [130, 310]) build.transfer(dateOfDay(dayNumber(historyStart) + offset), checking, moneyMarket, 100_000);
  build.transfer('2026-03-01', moneyMarket, { ...certificate, label: 'Certificate opened' }, 1_000_000);
  monthlyInterest(build, random.fork('cd-interest'), certificate.id, [3_400, 3_600], '2026-03-01', 'Certificate dividend');
  const dividends = random.fork('dividends');
  for (const date of ['2025-12-31', '2026-03-31', '2026-06-30', '2026-09-30']) {
    build.external(date, investment.id, dividends.int(8_000, 16_000), {
      description: 'Quarterly dividend reinvested',
      typeGroup: 'Interest',
      type: 'Dividend',
      category: 'Investment Income',
      counterPartyName: 'Vanguard Total Stock Market',
    });
  }

  // Credit cards.
  cardSpending(build, random.fork('visa'), visa.id, 'VISA 4821', [0, 2], creditPool, { pendingCount: 2, refundChance: 0.02 });
  cardSpending(build, random.fork('mastercard'), mastercard.id, 'MC 7730', [0, 1], everydayPool, { refundChance: 0.01 });
  build.external('2026-05-26', visa.id, -9_500, {
    description: 'Annual membership fee', typeGroup: 'Fees', type: 'Service Fee', category: 'Fees & Charges',
  });
}

function demoBusiness(build: MovementBuilder, random: Random, accounts: MemberAccounts) {
  const checking = nameOf(accounts, 'arr-biz-checking');
  const reserve = nameOf(accounts, 'arr-biz-savings');
  const clients = ['Harbor Logistics Inc', 'Blue Spruce Dental', 'Larimer Square Events', 'Rocky Mountain Outfitters'];
  const suppliers = ['Front Range Supply Co', 'Mile High Printing', 'Colfax Office Furniture', 'Peak IT Services'];
  everyDay(historyStart, (day, date) => {
    const dow = weekday(day);
    if ((dow === 2 || dow === 4) && random.chance(0.7)) {
      const client = random.pick(clients);
      build.external(date, checking.id, random.int(80_000, 450_000), {
        description: `Invoice payment – ${client}`,
        originalDescription: `${client.toUpperCase()} ACH CREDIT`,
        typeGroup: 'Deposit',
        type: 'ACH Credit',
        category: 'Other Income',
        counterPartyName: client,
      });
    }
    if (dow === 1) {
      const supplier = random.pick(suppliers);
      build.external(date, checking.id, -random.int(40_000, 300_000), {
        description: supplier,
        originalDescription: `${supplier.toUpperCase()} ACH DEBIT`,
        typeGroup: 'Payment',
        type: 'ACH Debit',
        category: 'Business Services',
        counterPartyName: supplier,
      });
    }
  });
  cardSpending(build, random.fork('biz-card'), checking.id, 'BUSINESS DEBIT 2290', [0, 1], everydayPool);
  let day = dayNumber(historyStart) + 1;
  while (weekday(day) !== 5) day++;
  for (; day <= lastPostedDay; day += 14) {
    build.external(dateOfDay(day), checking.id, -random.int(250_000, 320_000), {
      description: 'Gusto payroll',
      originalDescription: 'GUSTO PAYROLL NET PAY',
      typeGroup: 'Payment',
      type: 'ACH Debit',
      category: 'Payroll',
      counterPartyName: 'Gusto',
    });
  }
  onDayOfMonth(historyStart, 1, (date) =>
    build.external(date, checking.id, -1_500, { description: 'Monthly service fee', typeGroup: 'Fees', type: 'Service Fee', category: 'Fees & Charges' }),
  );
  onDayOfMonth(historyStart, 28, (date) => build.transfer(date, checking, reserve, 100_000));
  monthlyInterest(build, random.fork('biz-interest'), reserve.id, [5_500, 7_200]);
}

function newbie(build: MovementBuilder, random: Random, accounts: MemberAccounts) {
  const checking = nameOf(accounts, 'arr-newbie-checking');
  const opened = accounts.byId.get(checking.id)!.openingDate;
  build.external(opened, checking.id, 50_000, {
    description: 'Initial deposit',
    typeGroup: 'Deposit',
    type: 'Branch Deposit',
    category: 'Other Income',
  }, { minute: 10 * 60 });
  payroll(build, random.fork('payroll'), checking.id, 'Sunrise Bakery', [192_000, 201_000], opened);
  cardSpending(build, random.fork('card'), checking.id, 'DEBIT CARD 0394', [0, 2], debitPool, { from: opened, pendingCount: 1 });
  monthlyBills(build, random.fork('bills'), checking.id, ['Verizon Wireless', 'Spotify'], opened);
  let number = 101;
  onDayOfMonth(opened, 1, (date) => check(build, date, checking.id, number++, 'Highland Apartments', 110_000, 'Housing'));
}

function limited(build: MovementBuilder, random: Random, accounts: MemberAccounts) {
  const checking = nameOf(accounts, 'arr-limited-checking');
  const savings = nameOf(accounts, 'arr-limited-savings');
  payroll(build, random.fork('payroll'), checking.id, 'Boulder Valley Schools', [218_000, 224_000]);
  cardSpending(build, random.fork('card'), checking.id, 'DEBIT CARD 5512', [1, 2], everydayPool, { pendingCount: 1 });
  monthlyBills(build, random.fork('bills'), checking.id, ['Xcel Energy', 'Comcast Xfinity', 'State Farm Insurance', 'Netflix']);
  onDayOfMonth(historyStart, 3, (date) => build.transfer(date, checking, savings, 20_000));
  monthlyInterest(build, random.fork('interest'), savings.id, [100, 140]);
}

/** The members without online access (core-members.ts): enough history to see after enrolling. */
function withoutOnlineAccess(build: MovementBuilder, random: Random, accounts: MemberAccounts) {
  const casey = nameOf(accounts, 'arr-casey-checking');
  const caseySavings = nameOf(accounts, 'arr-casey-savings');
  payroll(build, random.fork('casey-payroll'), casey.id, 'Denver Health', [241_000, 248_000]);
  cardSpending(build, random.fork('casey-card'), casey.id, 'DEBIT CARD 2290', [0, 2], debitPool, { pendingCount: 1 });
  monthlyBills(build, random.fork('casey-bills'), casey.id, ['Xcel Energy', 'Verizon Wireless']);
  onDayOfMonth(historyStart, 5, (date) => build.transfer(date, casey, caseySavings, 25_000));
  monthlyInterest(build, random.fork('casey-interest'), caseySavings.id, [120, 180]);
  for (const id of ['arr-jamie-checking', 'arr-morgan-checking']) {
    const account = nameOf(accounts, id);
    payroll(build, random.fork(`${id}-payroll`), account.id, 'Front Range Logistics', [152_000, 158_000]);
    monthlyBills(build, random.fork(`${id}-bills`), account.id, ['Comcast Xfinity']);
    cardSpending(build, random.fork(`${id}-card`), account.id, 'DEBIT CARD 6604', [0, 1], debitPool);
  }
}

/** All movements of all demo members, in a deterministic order. */
export function generateMovements(specs: readonly ArrangementSpec[], random: Random): Movement[] {
  const accounts: MemberAccounts = { byId: new Map(specs.map((spec) => [spec.id, spec])) };
  const build = new MovementBuilder(random.fork('minutes'));
  for (const spec of specs) {
    if (spec.openingCents) {
      build.movements.push({
        date: openingEntryDate,
        minute: 0,
        pending: false,
        description: `Balance brought forward – ${spec.displayName}`,
        kind: 'opening',
        lines: [
          { account: spec.id, cents: spec.openingCents },
          { account: outside, cents: -spec.openingCents },
        ],
      });
    }
  }
  demoPersonal(build, random.fork('demo'), accounts);
  demoBusiness(build, random.fork('business'), accounts);
  newbie(build, random.fork('newbie'), accounts);
  limited(build, random.fork('limited'), accounts);
  withoutOnlineAccess(build, random.fork('without-online-access'), accounts);
  return build.movements;
}

export interface BookingStart {
  entryId: number;
  postingId: number;
  sequence: number;
  transactionNumber: number;
}

/**
 * Books movements in date order onto ledger accounts, as the core would have: a movement whose
 * debit would take a member account below its floor (posted balance plus holds) is dropped.
 * Every member line becomes a transaction with the running balance (ledger sign) it left.
 */
export function bookMovements(
  movements: readonly Movement[],
  specs: readonly ArrangementSpec[],
  random: Random,
  start: BookingStart,
): BookedHistory {
  const byId = new Map(specs.map((spec) => [spec.id, spec]));
  const floorCents = (spec: ArrangementSpec): number | null => {
    if (spec.floor === 'zero') return 0;
    if (spec.floor === 'credit-limit') return -Number(spec.creditLimit!.replace('.', ''));
    return null;
  };
  const order = movements
    .map((movement, index) => ({ movement, index }))
    .sort(
      (a, b) =>
        a.movement.date.localeCompare(b.movement.date) ||
        Number(a.movement.pending) - Number(b.movement.pending) ||
        a.movement.minute - b.movement.minute ||
        a.index - b.index,
    );
  const totals = new Map<string, LedgerTotals>();
  const totalsOf = (ledgerAccountId: string) => {
    let entry = totals.get(ledgerAccountId);
    if (!entry) {
      entry = { posted: 0, pending: 0, held: 0 };
      totals.set(ledgerAccountId, entry);
    }
    return entry;
  };
  const balanceOf = (arrangementId: string) => totalsOf(ledgerAccountIdOf(arrangementId)).posted;
  const history: BookedHistory = { entries: [], postings: [], transactions: [], totals, dropped: [] };
  let { entryId, postingId, sequence, transactionNumber } = start;
  const references = random.fork('references');

  for (const { movement } of order) {
    let lines = movement.lines;
    if (movement.amountAtBooking) {
      const cents = movement.amountAtBooking(balanceOf);
      if (cents === null || cents <= 0) continue;
      // Decided amounts belong to transfers: the first line pays, the second receives.
      lines = lines.map((line, index) => ({ ...line, cents: index === 0 ? -cents : cents }));
    }
    const refused = lines.find((line) => {
      if (line.account === outside || line.cents >= 0 || movement.kind === 'opening') return false;
      const spec = byId.get(line.account)!;
      const floor = floorCents(spec);
      if (floor === null) return false;
      const account = totalsOf(ledgerAccountIdOf(line.account));
      return account.posted + account.held + line.cents < floor;
    });
    if (refused) {
      history.dropped.push({ arrangementId: refused.account, date: movement.date, cents: refused.cents });
      continue;
    }
    entryId++;
    history.entries.push({
      id: entryId,
      bookingDate: movement.date,
      description: movement.description,
      kind: movement.kind,
      createdAt: timestampOn(movement.date, movement.minute),
    });
    const status = movement.pending ? 'pending' : 'posted';
    for (const line of lines) {
      const ledgerAccountId = line.account === outside ? internalLedgerAccountId : ledgerAccountIdOf(line.account);
      const account = totalsOf(ledgerAccountId);
      if (movement.pending) {
        account.pending += line.cents;
        if (line.cents < 0) account.held += line.cents;
      } else {
        account.posted += line.cents;
      }
      postingId++;
      history.postings.push({ id: postingId, entryId, ledgerAccountId, cents: line.cents, status });
      if (!line.details) continue;
      const spec = byId.get(line.account)!;
      transactionNumber++;
      sequence++;
      history.transactions.push({
        id: `txn-${String(transactionNumber).padStart(6, '0')}`,
        postingId,
        arrangementId: line.account,
        reference: `RF${references.digits(10)}`,
        details: { ...line.details, category: line.details.category ? categoryNamed(line.details.category).name : undefined },
        bookingDate: movement.date,
        valueDate: movement.pending && line.cents > 0 ? addDays(movement.date, 1) : movement.date,
        cents: line.cents,
        runningBalanceCents: movement.pending ? null : account.posted,
        billingStatus: movement.pending
          ? 'PENDING'
          : spec.kind === 'credit-card'
            ? movement.date <= lastStatementDate
              ? 'BILLED'
              : 'UNBILLED'
            : null,
        isPending: movement.pending,
        creationTime: timestampOn(movement.date, movement.minute),
        sequence,
      });
    }
  }
  return history;
}

export { money as centsToAmount };
