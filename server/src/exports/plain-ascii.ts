/**
 * Letters and punctuation with a customary ASCII spelling that Unicode decomposition does not give
 * (decomposition turns "é" into "e" plus an accent, but "–" or "ß" into nothing useful).
 */
const spelled: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u2022': '*',
  '\u00A0': ' ',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u00DF': 'ss',
  '\u00C6': 'AE',
  '\u00E6': 'ae',
  '\u00D8': 'O',
  '\u00F8': 'o',
  '\u0152': 'OE',
  '\u0153': 'oe',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u00DE': 'TH',
  '\u00FE': 'th',
  '\u00D0': 'D',
  '\u00F0': 'd',
  '\u20AC': 'EUR',
  '\u00A3': 'GBP',
  '\u00A5': 'JPY',
  '\u00A9': '(c)',
  '\u00AE': '(R)',
  '\u2122': 'TM',
};

/**
 * Text spelled in printable ASCII, for file formats whose readers accept nothing else (OFX:
 * libofx parses every OFX file against an SGML declaration whose character set is ASCII, and
 * rejects both raw UTF-8 bytes and character references above 127). Accents are dropped
 * ("Café" → "Cafe"), typographic punctuation gets its ASCII form, control characters become
 * spaces, and anything left without an ASCII spelling becomes "?" rather than vanishing.
 */
export function plainAscii(text: string): string {
  let out = '';
  for (const character of text.normalize('NFC')) {
    const code = character.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) out += ' ';
    else if (code < 0x80) out += character;
    else if (spelled[character] !== undefined) out += spelled[character];
    else {
      const decomposed = character.normalize('NFKD').replace(/\p{M}/gu, '');
      out += /^[\x20-\x7e]+$/.test(decomposed) ? decomposed : '?';
    }
  }
  return out;
}
