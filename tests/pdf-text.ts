import { inflateSync } from 'node:zlib';

/**
 * The text runs of a PDF the sandbox renders (pdfkit, standard fonts), in drawing order: each
 * content stream is inflated and the strings of its Tj/TJ operators decoded (pdfkit writes them
 * as hex of WinAnsi codes; a TJ array's kerning numbers are dropped). Enough for tests to read
 * what a member reads, without a PDF library: it is not a general PDF parser.
 */
export function pdfTextRuns(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const source = bytes.toString('latin1');
  const runs: string[] = [];
  const streamPattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = bytes.subarray(start, end);
    let content: string;
    try {
      content = (match[1]!.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue;
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = operator[1] !== undefined ? [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1]!) : [operator[2]!];
      runs.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return runs;
}
