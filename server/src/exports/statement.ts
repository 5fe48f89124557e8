/**
 * What every export format receives: one statement of one or more arrangements' transactions,
 * already filtered, ordered and limited by the client API. Amounts are decimal strings exactly as
 * the database computed them; no format does arithmetic on floats.
 */
export interface StatementAccount {
  arrangementId: string;
  name: string;
  kindUri: string;
  /** A loan or card: the member owes its balance, which the app shows positive. */
  owed: boolean;
  /** The account number written into OFX files (the clear account number, else the external id). */
  accountNumber: string;
  currency: string;
  /** Ledger sign: positive = the credit union owes the member; negative = owed on a loan or card. */
  ledgerBalance: string | null;
  /** As presented by the API (remaining credit on cards). */
  availableBalance: string | null;
  /** The balance at the end of the statement's last day, as presented (owed amounts positive). */
  closingBalance: string | null;
  holderNames: string;
}

export interface StatementTransaction {
  id: string;
  arrangementId: string;
  bookingDate: string;
  valueDate: string;
  description: string;
  originalDescription: string | null;
  typeGroup: string;
  type: string;
  category: string | null;
  /** Unsigned amount. */
  amount: string;
  /** Signed in ledger sign: credits positive, debits negative. */
  signedAmount: string;
  currency: string;
  creditDebitIndicator: 'CRDT' | 'DBIT';
  /** As presented (owed amounts positive on loans and cards). */
  runningBalance: string | null;
  isPending: boolean;
  billingStatus: string | null;
  checkNumber: string | null;
  reference: string | null;
  counterPartyName: string | null;
  notes: string | null;
}

export interface Statement {
  accounts: StatementAccount[];
  transactions: StatementTransaction[];
  /** First and last day the statement covers (yyyy-mm-dd). */
  startDate: string;
  endDate: string;
  /** When the file was produced. */
  generatedAt: Date;
  institutionName: string;
}
