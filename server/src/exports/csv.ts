import type { Statement } from './statement.js';

const header = [
  'Booking date',
  'Value date',
  'Account',
  'Description',
  'Original description',
  'Type',
  'Category',
  // One sign convention for every account kind, stated where a spreadsheet user reads it.
  'Amount (credits positive, debits negative)',
  'Currency',
  'Credit/debit',
  'Running balance (in your favour positive, owed negative)',
  'Status',
  'Check number',
  'Reference',
  'Notes',
  'Transaction id',
];

/** A plain decimal the file itself computed (amounts, balances): never a formula. */
const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell. Cells a spreadsheet would evaluate (starting with = + - @, tab or carriage
 * return) get a leading apostrophe so a merchant name like "=HYPERLINK(...)" stays text
 * (formula injection); numbers the file writes itself are left as numbers. Then RFC 4180
 * quoting: a cell with a comma, quote or line break is quoted, quotes doubled.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text) && !plainNumber.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A decimal string with its sign turned, zero staying unsigned. */
function negated(amount: string): string {
  if (/^-?0*(\.0*)?$/.test(amount)) return amount.replace('-', '');
  return amount.startsWith('-') ? amount.slice(1) : `-${amount}`;
}

/**
 * RFC 4180 CSV: CRLF line ends, a header row, one row per transaction, ISO dates. Starts with a
 * UTF-8 byte order mark so spreadsheet programs read accented payee names correctly. Amounts and
 * running balances are both in the ledger's sign, for cards and loans too (a balance owed is
 * negative), so a column sums the same way whatever the account.
 */
export function statementCsv(statement: Statement): string {
  const accountName = new Map(statement.accounts.map((account) => [account.arrangementId, account.name]));
  const owed = new Set(statement.accounts.filter((account) => account.owed).map((account) => account.arrangementId));
  const lines = [header.map(csvCell).join(',')];
  for (const tx of statement.transactions) {
    lines.push(
      [
        tx.bookingDate,
        tx.valueDate,
        accountName.get(tx.arrangementId) ?? tx.arrangementId,
        tx.description,
        tx.originalDescription,
        tx.typeGroup,
        tx.category,
        tx.signedAmount,
        tx.currency,
        tx.creditDebitIndicator,
        tx.runningBalance !== null && owed.has(tx.arrangementId) ? negated(tx.runningBalance) : tx.runningBalance,
        tx.isPending ? 'PENDING' : (tx.billingStatus ?? 'POSTED'),
        tx.checkNumber,
        tx.reference,
        tx.notes,
        tx.id,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
