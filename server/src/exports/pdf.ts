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

/** How a paragraph looks; its place in the reading order is where it is written. */
export interface PdfTextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
}

/**
 * Writes a document in reading order. Everything written through it is tagged (headings,
 * paragraphs, table rows and cells), so a screen reader reads the PDF as it reads a page, and
 * decoration (rules, a table header repeated on a new page) is marked as an artifact it skips.
 */
export interface PdfWriter {
  heading(level: 1 | 2, text: string, size: number): void;
  paragraph(text: string, style?: PdfTextStyle): void;
  space(lines?: number): void;
  /** A table from the current position; `emptyText` is its one row when there are none. */
  table(columns: readonly PdfColumn[], rows: readonly string[][], emptyText?: string): void;
}

const margin = 40;
const rowHeight = 16;
/** The language every text the server writes into a PDF is in. */
const language = 'en-US';

/**
 * Renders one LETTER-size tagged PDF (PDF 1.7, marked, with its language and a title shown as the
 * window title, as PDF/UA asks) drawn by `draw`, and answers its bytes. Built with pdfkit's
 * standard Helvetica, so no font file is needed. Every PDF the sandbox produces (transaction
 * exports, account statements, tax forms) goes through here.
 */
export function renderPdf(info: PdfInfo, draw: (pdf: PdfWriter) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin,
      pdfVersion: '1.7',
      tagged: true,
      lang: language,
      displayTitle: true,
      info: { Title: info.title, Author: info.author },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const root = doc.struct('Document');
    doc.addStructure(root);
    draw(writerFor(doc, root));
    root.end();
    doc.end();
  });
}

function writerFor(doc: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement): PdfWriter {
  const artifact = (type: 'Layout' | 'Pagination', drawIt: () => void) => {
    doc.markContent('Artifact', { type });
    drawIt();
    doc.endMarkedContent();
  };
  return {
    heading(level, text, size) {
      root.add(doc.struct(`H${level}`, {}, () => doc.font('Helvetica-Bold').fontSize(size).fillColor('black').text(text)));
    },
    paragraph(text, style = {}) {
      root.add(
        doc.struct('P', {}, () =>
          doc
            .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
            .fontSize(style.size ?? 10)
            .fillColor(style.muted ? '#555' : 'black')
            .text(text)
            .fillColor('black'),
        ),
      );
    },
    space(lines = 1) {
      doc.moveDown(lines);
    },
    table(columns, rows, emptyText) {
      const table = doc.struct('Table');
      root.add(table);
      const bottom = doc.page.height - margin;
      const tableWidth = columns.reduce((sum, column) => sum + column.width, 0);
      let y = doc.y;
      const cellsAt = (cells: readonly string[], bold: boolean, tag: (index: number, drawCell: () => void) => void) => {
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8).fillColor('black');
        let x = margin;
        cells.forEach((cell, index) => {
          const column = columns[index]!;
          const left = x;
          tag(index, () => doc.text(cell, left, y, { width: column.width - 4, align: column.align, lineBreak: false, ellipsis: true }));
          x += column.width;
        });
      };
      const headerRow = (repeated: boolean) => {
        const titles = columns.map((column) => column.title);
        if (repeated) {
          // The same header again on a new page is for the eye; a screen reader has it from the first.
          artifact('Pagination', () => cellsAt(titles, true, (_index, drawCell) => drawCell()));
        } else {
          const row = doc.struct('TR');
          table.add(row);
          cellsAt(titles, true, (_index, drawCell) => row.add(doc.struct('TH', {}, drawCell)));
          row.end();
        }
        y += rowHeight;
        artifact('Layout', () => doc.moveTo(margin, y - 4).lineTo(margin + tableWidth, y - 4).stroke());
      };
      const bodyRow = (cells: readonly string[]) => {
        if (y + rowHeight > bottom) {
          doc.addPage();
          y = margin;
          headerRow(true);
        }
        const row = doc.struct('TR');
        table.add(row);
        cellsAt(cells, false, (_index, drawCell) => row.add(doc.struct('TD', {}, drawCell)));
        row.end();
        y += rowHeight;
      };
      headerRow(false);
      for (const cells of rows) bodyRow(cells);
      if (rows.length === 0 && emptyText !== undefined) bodyRow(columns.map((_, index) => (index === 1 ? emptyText : '')));
      table.end();
      doc.x = margin;
      doc.y = y + rowHeight / 2;
    },
  };
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
 * A statement-like PDF of exported transactions: the credit union, the title with the period, the
 * account, a table of the transactions (date, description, category, signed amount, running
 * balance) and each account's closing balance.
 */
export function statementPdf(statement: Statement): Promise<Buffer> {
  const title = `Transactions ${statement.startDate} to ${statement.endDate}`;
  return renderPdf({ title, author: statement.institutionName }, (pdf) => {
    pdf.paragraph(statement.institutionName, { size: 16, bold: true });
    pdf.heading(1, title, 13);
    for (const account of statement.accounts) pdf.paragraph(`${account.name} (${account.holderNames})`, { size: 11 });
    pdf.paragraph(`Generated ${statement.generatedAt.toISOString()}`, { size: 8, muted: true });
    pdf.space();
    pdf.table(
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
    for (const account of statement.accounts) {
      if (account.closingBalance !== null) {
        pdf.paragraph(`Closing balance on ${statement.endDate}: ${account.closingBalance} ${account.currency}`, { bold: true });
      }
    }
  });
}
