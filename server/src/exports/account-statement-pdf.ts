import type { StatementPeriod } from '../statements/period.js';
import { renderPdf, type PdfColumn, type PdfWriter } from './pdf.js';

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

function header(pdf: PdfWriter, issuer: Issuer, heading: string): void {
  pdf.paragraph(issuer.name, { size: 16, bold: true });
  for (const line of issuer.address) pdf.paragraph(line, { size: 9 });
  pdf.space();
  pdf.heading(1, heading, 13);
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
  return renderPdf({ title: statement.title, author: statement.issuer.name }, (pdf) => {
    header(pdf, statement.issuer, statement.title);
    pdf.paragraph(`Member: ${statement.memberName}`);
    pdf.paragraph(`Account: ${statement.accountName} ${statement.maskedNumber}`.trimEnd());
    pdf.paragraph(`Statement period: ${period.start} to ${period.end}`);
    pdf.space(0.5);
    pdf.paragraph(`Opening ${balanceLabel}: ${grouped(period.openingBalance)} ${currency}`);
    pdf.space();
    pdf.table(
      columns,
      period.lines.map((line) => [line.date, line.description, grouped(line.amount), grouped(line.balance)]),
      'No activity in this period.',
    );
    pdf.paragraph(`${period.owed ? 'Interest charged' : 'Interest paid'}: ${grouped(period.interest)} ${currency}`);
    pdf.paragraph(`Closing ${balanceLabel}: ${grouped(period.closingBalance)} ${currency}`, { bold: true });
  });
}

/** Form 1099-INT: box 1, the interest the credit union paid the member in the year. */
export function taxFormPdf(form: TaxFormDocument): Promise<Buffer> {
  return renderPdf({ title: `Form 1099-INT ${form.year}`, author: form.issuer.name }, (pdf) => {
    header(pdf, form.issuer, `Form 1099-INT Interest Income ${form.year}`);
    pdf.paragraph(`Payer: ${form.issuer.name}`);
    pdf.paragraph(`Recipient: ${form.memberName}`);
    pdf.space();
    pdf.paragraph(`Box 1 Interest income: ${grouped(form.interest)} ${form.currency}`, { bold: true });
    pdf.space();
    pdf.paragraph('Interest paid on all your deposit accounts in the calendar year. Keep this form for your records.', { size: 8 });
  });
}
