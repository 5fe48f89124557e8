import type { Statement, StatementAccount, StatementTransaction } from './statement.js';
import { escapeXml } from './xml.js';

/**
 * OFX 2.2 (XML) statement download, the format money-management software imports:
 *
 *   <?xml …?> <?OFX OFXHEADER="200" VERSION="220" …?>
 *   <OFX>
 *     <SIGNONMSGSRSV1><SONRS> STATUS DTSERVER LANGUAGE FI [INTU.BID] </SONRS></SIGNONMSGSRSV1>
 *     <BANKMSGSRSV1><STMTTRNRS> TRNUID STATUS <STMTRS> CURDEF BANKACCTFROM BANKTRANLIST LEDGERBAL [AVAILBAL]
 *     (credit cards: CREDITCARDMSGSRSV1 / CCSTMTTRNRS / CCSTMTRS with CCACCTFROM)
 *
 * Element order follows the OFX 2.2 specification's aggregates (STMTTRN: TRNTYPE, DTPOSTED,
 * DTUSER, TRNAMT, FITID, CHECKNUM, REFNUM, NAME, MEMO). QFX (Quicken) and QBO (QuickBooks) are
 * the same document with Intuit's INTU.BID after FI, which those programs require.
 * Amounts use the OFX sign: credits to the account positive, debits negative — the ledger's own
 * sign — so a card purchase is negative and the card's LEDGERBAL is negative while owed.
 */
export type OfxFlavour = 'OFX' | 'QFX' | 'QBO';

export interface OfxOptions {
  flavour: OfxFlavour;
  org: string;
  fid: string;
  intuitBankId: string;
  routingNumber: string;
}

/** Character data limited to the specification's field length, without control characters. */
function text(value: string, maxLength: number): string {
  // Control characters are not allowed in XML 1.0 character data; replaced by spaces.
  const clean = [...value].map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? ' ' : c)).join('').trim();
  return escapeXml([...clean].slice(0, maxLength).join(''));
}

function element(name: string, value: string): string {
  return `<${name}>${value}</${name}>`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** OFX datetime in UTC: YYYYMMDDHHMMSS.XXX[0:GMT]. */
export function ofxDateTime(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}.${pad(date.getUTCMilliseconds(), 3)}[0:GMT]`
  );
}

/** A yyyy-mm-dd day as an OFX date (noon UTC, so no time zone moves it to another day). */
export function ofxDate(day: string): string {
  return `${day.replaceAll('-', '')}120000.000[0:GMT]`;
}

/** OFX ACCTTYPE of a bank account; cards use CCACCTFROM, which has none. */
function accountType(kindUri: string): string {
  switch (kindUri) {
    case 'savings-account':
      return 'SAVINGS';
    case 'term-deposit':
      return 'CD';
    case 'loan':
      return 'CREDITLINE';
    default:
      return 'CHECKING';
  }
}

function transactionType(tx: StatementTransaction): string {
  if (tx.checkNumber) return 'CHECK';
  switch (tx.typeGroup) {
    case 'Interest':
      return tx.creditDebitIndicator === 'CRDT' ? 'INT' : 'DEBIT';
    case 'Fees':
      return tx.creditDebitIndicator === 'CRDT' ? 'CREDIT' : 'FEE';
    case 'Deposit':
      return tx.creditDebitIndicator === 'CRDT' ? 'DEP' : 'DEBIT';
    case 'Transfer':
      return 'XFER';
    default:
      return tx.creditDebitIndicator === 'CRDT' ? 'CREDIT' : 'DEBIT';
  }
}

function statementTransaction(tx: StatementTransaction): string {
  const name = tx.counterPartyName ?? tx.description;
  const memo = [tx.originalDescription ?? tx.description, tx.notes].filter(Boolean).join(' | ');
  return (
    '<STMTTRN>' +
    element('TRNTYPE', transactionType(tx)) +
    element('DTPOSTED', ofxDate(tx.bookingDate)) +
    element('DTUSER', ofxDate(tx.valueDate)) +
    element('TRNAMT', tx.signedAmount) +
    element('FITID', text(tx.id, 255)) +
    (tx.checkNumber ? element('CHECKNUM', text(tx.checkNumber, 12)) : '') +
    (tx.reference ? element('REFNUM', text(tx.reference, 32)) : '') +
    element('NAME', text(name, 32)) +
    (memo ? element('MEMO', text(memo, 255)) : '') +
    '</STMTTRN>'
  );
}

const status = '<STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>';

/** The OFX document for a statement of exactly one account (the API refuses more). */
export function statementOfx(statement: Statement, options: OfxOptions): string {
  const account = statement.accounts[0] as StatementAccount;
  const isCard = account.kindUri === 'credit-card';
  const asOf = ofxDateTime(statement.generatedAt);
  const transactions = statement.transactions.filter((tx) => tx.arrangementId === account.arrangementId);
  const tranList =
    '<BANKTRANLIST>' +
    element('DTSTART', ofxDate(statement.startDate)) +
    element('DTEND', ofxDate(statement.endDate)) +
    transactions.map(statementTransaction).join('') +
    '</BANKTRANLIST>';
  const balances =
    `<LEDGERBAL>${element('BALAMT', account.ledgerBalance ?? '0.00')}${element('DTASOF', asOf)}</LEDGERBAL>` +
    (account.availableBalance !== null
      ? `<AVAILBAL>${element('BALAMT', account.availableBalance)}${element('DTASOF', asOf)}</AVAILBAL>`
      : '');
  const accountId = text(account.accountNumber, 22);
  const body = isCard
    ? '<CREDITCARDMSGSRSV1><CCSTMTTRNRS>' +
      element('TRNUID', '0') +
      status +
      '<CCSTMTRS>' +
      element('CURDEF', account.currency) +
      `<CCACCTFROM>${element('ACCTID', accountId)}</CCACCTFROM>` +
      tranList +
      balances +
      '</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>'
    : '<BANKMSGSRSV1><STMTTRNRS>' +
      element('TRNUID', '0') +
      status +
      '<STMTRS>' +
      element('CURDEF', account.currency) +
      '<BANKACCTFROM>' +
      element('BANKID', options.routingNumber) +
      element('ACCTID', accountId) +
      element('ACCTTYPE', accountType(account.kindUri)) +
      '</BANKACCTFROM>' +
      tranList +
      balances +
      '</STMTRS></STMTTRNRS></BANKMSGSRSV1>';
  const signOn =
    '<SIGNONMSGSRSV1><SONRS>' +
    status +
    element('DTSERVER', asOf) +
    element('LANGUAGE', 'ENG') +
    `<FI>${element('ORG', text(options.org, 32))}${element('FID', text(options.fid, 32))}</FI>` +
    (options.flavour === 'OFX' ? '' : element('INTU.BID', text(options.intuitBankId, 10))) +
    '</SONRS></SIGNONMSGSRSV1>';
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' +
    '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n' +
    `<OFX>${signOn}${body}</OFX>\n`
  );
}
