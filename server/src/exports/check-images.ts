import { escapeXml } from './xml.js';

/**
 * Check images for the sandbox: deterministic SVG pictures of a paper check, front (payee,
 * amount in figures and words, date, memo, MICR line) and back (endorsement area), made from the
 * transaction itself so the same check always looks the same.
 */
export interface CheckDetails {
  checkNumber: string;
  amount: string;
  currency: string;
  payee: string;
  date: string;
  holderNames: string;
  institutionName: string;
  routingNumber: string;
  /** Last digits of the account, as printed on the MICR line. */
  accountSuffix: string;
  memo: string;
}

const ones = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const restWords = rest < 20 ? ones[rest]! : `${tens[Math.floor(rest / 10)]}${rest % 10 ? `-${ones[rest % 10]}` : ''}`;
  return [hundreds ? `${ones[hundreds]} hundred` : '', restWords].filter(Boolean).join(' ');
}

/** "1234.50" → "One thousand two hundred thirty-four and 50/100". */
export function amountInWords(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.replace(/^-/, '').split('.');
  let dollars = Number(whole);
  const groups: string[] = [];
  for (const scale of ['', 'thousand', 'million', 'billion']) {
    const group = dollars % 1000;
    if (group) groups.unshift(`${belowThousand(group)}${scale ? ` ${scale}` : ''}`);
    dollars = Math.floor(dollars / 1000);
    if (!dollars) break;
  }
  const words = groups.join(' ') || 'zero';
  return `${words[0]!.toUpperCase()}${words.slice(1)} and ${fraction.padEnd(2, '0').slice(0, 2)}/100`;
}

const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="300" viewBox="0 0 720 300" role="img">` +
  `<rect x="1" y="1" width="718" height="298" rx="8" fill="#f4f8f1" stroke="#5b6b57" stroke-width="2"/>${body}</svg>`;

export function checkFront(check: CheckDetails): string {
  const t = (x: number, y: number, size: number, value: string, extra = '') =>
    `<text x="${x}" y="${y}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" ${extra}>${escapeXml(value)}</text>`;
  return frame(
    t(24, 36, 15, check.holderNames, 'font-weight="bold"') +
      t(600, 36, 15, `No. ${check.checkNumber}`, 'text-anchor="start"') +
      t(480, 72, 13, `Date  ${check.date}`) +
      t(24, 116, 12, 'PAY TO THE ORDER OF') +
      t(180, 116, 16, check.payee) +
      `<rect x="560" y="96" width="136" height="28" fill="#fff" stroke="#5b6b57"/>` +
      t(570, 116, 16, `$${check.amount.replace(/^-/, '')}`) +
      t(24, 156, 14, `${amountInWords(check.amount)} ${check.currency === 'USD' ? 'DOLLARS' : check.currency}`) +
      t(24, 196, 12, check.institutionName, 'font-weight="bold"') +
      t(24, 236, 12, `MEMO  ${check.memo}`) +
      `<line x1="430" y1="232" x2="696" y2="232" stroke="#5b6b57"/>` +
      t(430, 250, 10, check.holderNames) +
      t(60, 284, 16, `⑆${check.routingNumber}⑆ ••••${check.accountSuffix}⑈ ${check.checkNumber}`, 'font-family="monospace"'),
  );
}

export function checkBack(check: CheckDetails): string {
  const t = (x: number, y: number, size: number, value: string, extra = '') =>
    `<text x="${x}" y="${y}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" ${extra}>${escapeXml(value)}</text>`;
  return frame(
    t(480, 40, 11, 'ENDORSE HERE') +
      `<line x1="480" y1="70" x2="700" y2="70" stroke="#5b6b57"/><line x1="480" y1="100" x2="700" y2="100" stroke="#5b6b57"/>` +
      t(480, 90, 14, check.payee, 'font-style="italic"') +
      t(480, 130, 10, 'DO NOT WRITE, STAMP OR SIGN BELOW THIS LINE') +
      t(480, 170, 11, `PAID ${check.date}`) +
      t(480, 190, 11, `${check.institutionName}`) +
      t(24, 280, 10, `Check ${check.checkNumber} — image kept by ${check.institutionName}`),
  );
}
