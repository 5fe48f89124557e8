import type { StatementPeriod } from '../statements/period.js';
import { drawTable, renderPdf, type PdfColumn } from './pdf.js';

/** Who issues a statement: the credit union's name and postal address (config/app.json). */
export interface Issuer {
  name: string;
  address: readonly string[];
}

export interface AccountStatementDocument {
  issuer: Issuer;
  memberName: string;
  accountName: string;
  maskedNumber: string;
  currency: string;
  title: string;
  period: StatementPeriod;
}

export interface TaxFormDocument {
  issuer: Issuer;
  memberName: string;
  year: number;
  currency: string;
  interest: string;
}

const columns: readonly PdfColumn[] = [
  { title: 'Date', width: 70, align: 'left' },
  { title: 'Description', width: 250, align: 'left' },
  { title: 'Amount', width: 100, align: 'right' },
  { title: 'Balance', width: 100, align: 'right' },
];

/** 1234.5 style decimal strings with thousands separators: "-1,234.50". */
function grouped(amount: string): string {
  const [whole = '', fraction = '00'] = amount.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

function header(doc: PDFKit.PDFDocument, issuer: Issuer, heading: string): void {
  doc.font('Helvetica-Bold').fontSize(16).text(issuer.name);
  doc.font('Helvetica').fontSize(9);
  for (const line of issuer.address) doc.text(line);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text(heading);
  doc.font('Helvetica').fontSize(10);
}

/**
 * A monthly account statement: the issuer, the member and the account, the period, the opening
 * balance, every posted entry with its running balance, the interest and the closing balance.
 * Each figure is one text run ("Closing balance: 4,212.77 USD"), so a person and a program read
 * it alike.
 */
export function accountStatementPdf(statement: AccountStatementDocument): Promise<Buffer> {
  const { period, currency } = statement;
  const balanceLabel = period.owed ? 'balance owed' : 'balance';
  return renderPdf({ title: statement.title, author: statement.issuer.name }, (doc) => {
    header(doc, statement.issuer, statement.title);
    doc.text(`Member: ${statement.memberName}`);
    doc.text(`Account: ${statement.accountName} ${statement.maskedNumber}`.trimEnd());
    doc.text(`Statement period: ${period.start} to ${period.end}`);
    doc.moveDown(0.5);
    doc.text(`Opening ${balanceLabel}: ${grouped(period.openingBalance)} ${currency}`);
    doc.moveDown();
    drawTable(
      doc,
      columns,
      period.lines.map((line) => [line.date, line.description, grouped(line.amount), grouped(line.balance)]),
      'No activity in this period.',
    );
    doc.font('Helvetica').fontSize(10);
    doc.text(`${period.owed ? 'Interest charged' : 'Interest paid'}: ${grouped(period.interest)} ${currency}`);
    doc.font('Helvetica-Bold').text(`Closing ${balanceLabel}: ${grouped(period.closingBalance)} ${currency}`);
  });
}

/** Form 1099-INT: box 1, the interest the credit union paid the member in the year. */
export function taxFormPdf(form: TaxFormDocument): Promise<Buffer> {
  return renderPdf({ title: `Form 1099-INT ${form.year}`, author: form.issuer.name }, (doc) => {
    header(doc, form.issuer, `Form 1099-INT Interest Income ${form.year}`);
    doc.text(`Payer: ${form.issuer.name}`);
    doc.text(`Recipient: ${form.memberName}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text(`Box 1 Interest income: ${grouped(form.interest)} ${form.currency}`);
    doc.font('Helvetica').fontSize(8).moveDown().text('Interest paid on all your deposit accounts in the calendar year. Keep this form for your records.');
  });
}
