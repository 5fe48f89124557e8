import PDFDocument from 'pdfkit';
import type { Statement } from './statement.js';

/** Columns of the statement table: title, width in points, alignment. */
const columns = [
  { title: 'Date', width: 62, align: 'left' },
  { title: 'Description', width: 190, align: 'left' },
  { title: 'Category', width: 90, align: 'left' },
  { title: 'Amount', width: 80, align: 'right' },
  { title: 'Balance', width: 90, align: 'right' },
] as const;

const margin = 40;
const rowHeight = 16;

/**
 * A statement-like PDF: the credit union and account names, the period, then a table of the
 * transactions (date, description, category, signed amount, running balance), repeated headers
 * on each page. Built with pdfkit's standard Helvetica, so no font file is needed.
 */
export function statementPdf(statement: Statement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin,
      info: { Title: `Transactions ${statement.startDate} to ${statement.endDate}`, Author: statement.institutionName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(16).text(statement.institutionName);
    doc.font('Helvetica').fontSize(11);
    for (const account of statement.accounts) doc.text(`${account.name} (${account.holderNames})`);
    doc.text(`Transactions from ${statement.startDate} to ${statement.endDate}`);
    doc.fontSize(8).fillColor('#555').text(`Generated ${statement.generatedAt.toISOString()}`).fillColor('black');
    doc.moveDown();

    const bottom = doc.page.height - margin;
    let y = doc.y;
    const row = (cells: string[], bold: boolean) => {
      if (y + rowHeight > bottom) {
        doc.addPage();
        y = margin;
        row(columns.map((column) => column.title), true);
      }
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
      let x = margin;
      cells.forEach((cell, index) => {
        const column = columns[index]!;
        doc.text(cell, x, y, { width: column.width - 4, align: column.align, lineBreak: false, ellipsis: true });
        x += column.width;
      });
      y += rowHeight;
      if (bold) {
        doc.moveTo(margin, y - 4).lineTo(margin + columns.reduce((sum, column) => sum + column.width, 0), y - 4).stroke();
      }
    };
    row(columns.map((column) => column.title), true);
    for (const tx of statement.transactions) {
      row(
        [
          tx.bookingDate,
          `${tx.description}${tx.isPending ? ' (pending)' : ''}`,
          tx.category ?? '',
          `${tx.signedAmount} ${tx.currency}`,
          tx.runningBalance ?? '',
        ],
        false,
      );
    }
    if (statement.transactions.length === 0) row(['', 'No transactions in this period.', '', '', ''], false);
    doc.end();
  });
}
