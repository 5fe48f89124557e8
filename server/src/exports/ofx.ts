import { plainAscii } from './plain-ascii.js';
import type { Statement, StatementAccount, StatementTransaction } from './statement.js';

/**
 * Statement downloads in the Open Financial Exchange family, the files money software imports:
 *
 * - OFX: OFX 2.2, XML, UTF-8 declared (GnuCash, ofxparse-based importers, Moneydance, …);
 * - QFX (Quicken) and QBO (QuickBooks Web Connect): OFX 1.02 SGML with Intuit's INTU.BID, the
 *   dialect those programs expect (a header of `KEY:VALUE` lines, leaf elements without end tags).
 *
 * One document either way:
 *
 *   <OFX>
 *     <SIGNONMSGSRSV1><SONRS> STATUS DTSERVER LANGUAGE FI(ORG, FID) [INTU.BID]
 *     <BANKMSGSRSV1><STMTTRNRS> TRNUID STATUS <STMTRS> CURDEF BANKACCTFROM BANKTRANLIST LEDGERBAL AVAILBAL
 *     (credit cards: CREDITCARDMSGSRSV1 / CCSTMTTRNRS / CCSTMTRS with CCACCTFROM)
 *
 * Element order follows the specification's aggregates (STMTTRN: TRNTYPE, DTPOSTED, DTUSER,
 * TRNAMT, FITID, CHECKNUM, REFNUM, NAME, MEMO). Every text is written in ASCII (see plainAscii):
 * libofx, the parser behind GnuCash and others, reads even OFX 2 through an ASCII-only SGML
 * declaration. Amounts use the OFX sign: credits to the account positive, debits negative — the
 * ledger's own sign — so a card purchase is negative and the card's LEDGERBAL is negative while
 * owed.
 */
export type OfxFlavour = 'OFX' | 'QFX' | 'QBO';

/** ACCTTYPE values of a bank account (OFX 2.2 §11.3.1); credit cards have none. */
export type OfxAccountType = 'CHECKING' | 'SAVINGS' | 'MONEYMRKT' | 'CREDITLINE' | 'CD';

export interface OfxOptions {
  flavour: OfxFlavour;
  /** FI.ORG: the credit union's name. */
  org: string;
  fid: string;
  intuitBankId: string;
  routingNumber: string;
  /** The exported account's ACCTTYPE (ignored for credit cards). */
  accountType: OfxAccountType;
}

type OfxElement = { name: string; value: string } | { name: string; children: OfxElement[] };

const leaf = (name: string, value: string): OfxElement => ({ name, value });
const aggregate = (name: string, ...children: (OfxElement | null)[]): OfxElement => ({
  name,
  children: children.filter((child): child is OfxElement => child !== null),
});

/** A text field: ASCII, cut to the specification's length, with the markup characters escaped. */
function text(value: string, maxLength: number): string {
  const ascii = plainAscii(value).replace(/\s+/g, ' ').trim().slice(0, maxLength);
  return ascii.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
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

function statementTransaction(tx: StatementTransaction): OfxElement {
  const name = tx.counterPartyName ?? tx.description;
  const memo = text([tx.originalDescription ?? tx.description, tx.notes].filter(Boolean).join(' | '), 255);
  return aggregate(
    'STMTTRN',
    leaf('TRNTYPE', transactionType(tx)),
    leaf('DTPOSTED', ofxDate(tx.bookingDate)),
    leaf('DTUSER', ofxDate(tx.valueDate)),
    leaf('TRNAMT', tx.signedAmount),
    leaf('FITID', text(tx.id, 255)),
    tx.checkNumber ? leaf('CHECKNUM', text(tx.checkNumber, 12)) : null,
    tx.reference ? leaf('REFNUM', text(tx.reference, 32)) : null,
    leaf('NAME', text(name, 32) || '-'),
    memo ? leaf('MEMO', memo) : null,
  );
}

const status = () => aggregate('STATUS', leaf('CODE', '0'), leaf('SEVERITY', 'INFO'));

/** The document's elements for a statement of exactly one account (the API refuses more). */
function statementElements(statement: Statement, options: OfxOptions): OfxElement {
  const account = statement.accounts[0] as StatementAccount;
  const isCard = account.kindUri === 'credit-card';
  const asOf = ofxDateTime(statement.generatedAt);
  const tranList = aggregate(
    'BANKTRANLIST',
    leaf('DTSTART', ofxDate(statement.startDate)),
    leaf('DTEND', ofxDate(statement.endDate)),
    ...statement.transactions.filter((tx) => tx.arrangementId === account.arrangementId).map(statementTransaction),
  );
  const ledger = aggregate('LEDGERBAL', leaf('BALAMT', account.ledgerBalance ?? '0.00'), leaf('DTASOF', asOf));
  // Importers read AVAILBAL beside LEDGERBAL; an account with no separate available figure (a loan)
  // has exactly its balance available.
  const available = aggregate('AVAILBAL', leaf('BALAMT', account.availableBalance ?? account.ledgerBalance ?? '0.00'), leaf('DTASOF', asOf));
  const accountId = leaf('ACCTID', text(account.accountNumber, 22));
  // OFX 1.02 (QFX, QBO) predates ACCTTYPE CD: a certificate is a savings account there.
  const accountType = options.flavour !== 'OFX' && options.accountType === 'CD' ? 'SAVINGS' : options.accountType;
  const body = isCard
    ? aggregate(
        'CREDITCARDMSGSRSV1',
        aggregate(
          'CCSTMTTRNRS',
          leaf('TRNUID', '0'),
          status(),
          aggregate('CCSTMTRS', leaf('CURDEF', account.currency), aggregate('CCACCTFROM', accountId), tranList, ledger, available),
        ),
      )
    : aggregate(
        'BANKMSGSRSV1',
        aggregate(
          'STMTTRNRS',
          leaf('TRNUID', '0'),
          status(),
          aggregate(
            'STMTRS',
            leaf('CURDEF', account.currency),
            aggregate('BANKACCTFROM', leaf('BANKID', options.routingNumber), accountId, leaf('ACCTTYPE', accountType)),
            tranList,
            ledger,
            available,
          ),
        ),
      );
  const signOn = aggregate(
    'SIGNONMSGSRSV1',
    aggregate(
      'SONRS',
      status(),
      leaf('DTSERVER', asOf),
      leaf('LANGUAGE', 'ENG'),
      aggregate('FI', leaf('ORG', text(options.org, 32)), leaf('FID', text(options.fid, 32))),
      options.flavour === 'OFX' ? null : leaf('INTU.BID', text(options.intuitBankId, 10)),
    ),
  );
  return aggregate('OFX', signOn, body);
}

/** OFX 2 XML: every element closed, one per line. */
function asXml(element: OfxElement): string {
  if ('value' in element) return `<${element.name}>${element.value}</${element.name}>\n`;
  return `<${element.name}>\n${element.children.map(asXml).join('')}</${element.name}>\n`;
}

/** OFX 1.02 SGML: aggregates closed, leaf elements not (their value runs to the line's end). */
function asSgml(element: OfxElement): string {
  if ('value' in element) return `<${element.name}>${element.value}\r\n`;
  return `<${element.name}>\r\n${element.children.map(asSgml).join('')}</${element.name}>\r\n`;
}

const sgmlHeader = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
];

/** The statement file in the flavour asked for. */
export function statementOfx(statement: Statement, options: OfxOptions): string {
  const document = statementElements(statement, options);
  if (options.flavour === 'OFX') {
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' +
      '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n' +
      asXml(document)
    );
  }
  return `${sgmlHeader.join('\r\n')}\r\n\r\n${asSgml(document)}`;
}
