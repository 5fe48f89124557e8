import PDFDocument from 'pdfkit';
import type { Statement } from './statement.js';

/** A table column: title, width in points, alignment. */
export interface PdfColumn {
  title: string;
  width: number;
  align: 'left' | 'right';
}

export interface PdfInfo {
  title: string;
  author: string;
}

const margin = 40;
const rowHeight = 16;

/**
 * Renders one LETTER-size document drawn by `draw` and answers its bytes. Built with pdfkit's
 * standard Helvetica, so no font file is needed. Every PDF the sandbox produces (transaction
 * exports, account statements, tax forms) goes through here.
 */
export function renderPdf(info: PdfInfo, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin, info: { Title: info.title, Author: info.author } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/**
 * A table from the current position: a bold header row with a rule under it, repeated at the top
 * of each new page, then one line per row (cells clipped with an ellipsis). `emptyText` fills
 * the second column of a single row when there are none.
 */
export function drawTable(doc: PDFKit.PDFDocument, columns: readonly PdfColumn[], rows: readonly string[][], emptyText?: string): void {
  const bottom = doc.page.height - margin;
  const tableWidth = columns.reduce((sum, column) => sum + column.width, 0);
  let y = doc.y;
  const row = (cells: readonly string[], bold: boolean) => {
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
    if (bold) doc.moveTo(margin, y - 4).lineTo(margin + tableWidth, y - 4).stroke();
  };
  row(columns.map((column) => column.title), true);
  for (const cells of rows) row(cells, false);
  if (rows.length === 0 && emptyText !== undefined) row(columns.map((_, index) => (index === 1 ? emptyText : '')), false);
  doc.x = margin;
  doc.y = y + rowHeight / 2;
}

/** Columns of the transactions export's table. */
const exportColumns: readonly PdfColumn[] = [
  { title: 'Date', width: 62, align: 'left' },
  { title: 'Description', width: 190, align: 'left' },
  { title: 'Category', width: 90, align: 'left' },
  { title: 'Amount', width: 80, align: 'right' },
  { title: 'Balance', width: 90, align: 'right' },
];

/**
 * A statement-like PDF of exported transactions: the credit union and account names, the
 * period, then a table of the transactions (date, description, category, signed amount,
 * running balance).
 */
export function statementPdf(statement: Statement): Promise<Buffer> {
  return renderPdf({ title: `Transactions ${statement.startDate} to ${statement.endDate}`, author: statement.institutionName }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(statement.institutionName);
    doc.font('Helvetica').fontSize(11);
    for (const account of statement.accounts) doc.text(`${account.name} (${account.holderNames})`);
    doc.text(`Transactions from ${statement.startDate} to ${statement.endDate}`);
    doc.fontSize(8).fillColor('#555').text(`Generated ${statement.generatedAt.toISOString()}`).fillColor('black');
    doc.moveDown();
    drawTable(
      doc,
      exportColumns,
      statement.transactions.map((tx) => [
        tx.bookingDate,
        `${tx.description}${tx.isPending ? ' (pending)' : ''}`,
        tx.category ?? '',
        `${tx.signedAmount} ${tx.currency}`,
        tx.runningBalance ?? '',
      ]),
      'No transactions in this period.',
    );
  });
}
