/**
 * A strict, dependency-free reader for the OFX 2 (XML) files the export writes: parses the
 * document into a tree (rejecting anything not well formed: unclosed or misnested elements,
 * stray '<' or '&', unknown entities) and checks each aggregate's children against the order
 * the OFX 2.2 specification gives them. Used by the export tests to prove a file would import.
 */
export interface OfxNode {
  name: string;
  children: OfxNode[];
  text: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&([a-z]+);/g, (_whole, name: string) => {
    const value = entities[name];
    if (value === undefined) throw new Error(`unknown entity &${name};`);
    return value;
  });
}

/** Parses the document after the two processing instructions. */
export function parseOfx(document: string): { declaration: string; header: string; root: OfxNode } {
  const prolog = /^<\?xml ([^?]*)\?>\s*<\?OFX ([^?]*)\?>\s*/.exec(document);
  if (!prolog) throw new Error('missing <?xml?> and <?OFX?> processing instructions');
  const body = document.slice(prolog[0].length).trimEnd();
  const stack: OfxNode[] = [{ name: '#document', children: [], text: '' }];
  const token = /<(\/?)([A-Z0-9.]+)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let position = 0;
  while (position < body.length) {
    token.lastIndex = position;
    match = token.exec(body);
    if (!match) throw new Error(`not well formed at ${position}: ${body.slice(position, position + 30)}`);
    position = token.lastIndex;
    const [, closing, name, text] = match;
    const top = stack.at(-1)!;
    if (text !== undefined) {
      if (/[&](?![a-z]+;)/.test(text)) throw new Error(`bare & in "${text}"`);
      top.text += decode(text);
    } else if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
    } else {
      const node: OfxNode = { name: name!, children: [], text: '' };
      top.children.push(node);
      stack.push(node);
    }
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack.at(-1)!.name}>`);
  const [root, ...rest] = stack[0]!.children;
  if (!root || rest.length > 0 || root.name !== 'OFX') throw new Error('the document must have exactly one OFX root');
  return { declaration: prolog[1]!, header: prolog[2]!, root };
}

/**
 * Children allowed in each aggregate, in the specification's order; `!` marks required ones.
 * Aggregates not listed here are leaves (elements holding text).
 */
const aggregates: Record<string, string[]> = {
  OFX: ['!SIGNONMSGSRSV1', 'BANKMSGSRSV1', 'CREDITCARDMSGSRSV1'],
  SIGNONMSGSRSV1: ['!SONRS'],
  SONRS: ['!STATUS', '!DTSERVER', '!LANGUAGE', 'FI', 'INTU.BID'],
  STATUS: ['!CODE', '!SEVERITY', 'MESSAGE'],
  FI: ['!ORG', 'FID'],
  BANKMSGSRSV1: ['!STMTTRNRS'],
  STMTTRNRS: ['!TRNUID', '!STATUS', '!STMTRS'],
  STMTRS: ['!CURDEF', '!BANKACCTFROM', 'BANKTRANLIST', '!LEDGERBAL', 'AVAILBAL'],
  BANKACCTFROM: ['!BANKID', 'BRANCHID', '!ACCTID', '!ACCTTYPE'],
  CREDITCARDMSGSRSV1: ['!CCSTMTTRNRS'],
  CCSTMTTRNRS: ['!TRNUID', '!STATUS', '!CCSTMTRS'],
  CCSTMTRS: ['!CURDEF', '!CCACCTFROM', 'BANKTRANLIST', '!LEDGERBAL', 'AVAILBAL'],
  CCACCTFROM: ['!ACCTID'],
  BANKTRANLIST: ['!DTSTART', '!DTEND', 'STMTTRN*'],
  STMTTRN: ['!TRNTYPE', '!DTPOSTED', 'DTUSER', '!TRNAMT', '!FITID', 'CHECKNUM', 'REFNUM', '!NAME', 'MEMO'],
  LEDGERBAL: ['!BALAMT', '!DTASOF'],
  AVAILBAL: ['!BALAMT', '!DTASOF'],
};

const trnTypes = new Set(['CREDIT', 'DEBIT', 'INT', 'DIV', 'FEE', 'SRVCHG', 'DEP', 'ATM', 'POS', 'XFER', 'CHECK', 'PAYMENT', 'CASH', 'DIRECTDEP', 'DIRECTDEBIT', 'REPEATPMT', 'OTHER']);
const leafFormats: Record<string, RegExp> = {
  DTSERVER: /^\d{14}\.\d{3}\[[+-]?\d+(\.\d+)?:[A-Z]+\]$/,
  DTASOF: /^\d{14}\.\d{3}\[[+-]?\d+(\.\d+)?:[A-Z]+\]$/,
  DTSTART: /^\d{8}(\d{6}(\.\d{3})?(\[[+-]?\d+(\.\d+)?:[A-Z]+\])?)?$/,
  DTEND: /^\d{8}(\d{6}(\.\d{3})?(\[[+-]?\d+(\.\d+)?:[A-Z]+\])?)?$/,
  DTPOSTED: /^\d{8}(\d{6}(\.\d{3})?(\[[+-]?\d+(\.\d+)?:[A-Z]+\])?)?$/,
  DTUSER: /^\d{8}(\d{6}(\.\d{3})?(\[[+-]?\d+(\.\d+)?:[A-Z]+\])?)?$/,
  TRNAMT: /^-?\d+(\.\d{1,2})?$/,
  BALAMT: /^-?\d+(\.\d{1,2})?$/,
  CURDEF: /^[A-Z]{3}$/,
  ACCTTYPE: /^(CHECKING|SAVINGS|MONEYMRKT|CREDITLINE|CD)$/,
  SEVERITY: /^(INFO|WARN|ERROR)$/,
  CODE: /^\d+$/,
  LANGUAGE: /^[A-Z]{3}$/,
};
const maxLengths: Record<string, number> = { NAME: 32, MEMO: 255, FITID: 255, ACCTID: 22, CHECKNUM: 12, REFNUM: 32, ORG: 32, FID: 32, 'INTU.BID': 10 };

/** Every structural problem of the tree, as `path: message`; empty when the file is valid. */
export function ofxProblems(node: OfxNode, path = node.name): string[] {
  const problems: string[] = [];
  const allowed = aggregates[node.name];
  if (!allowed) {
    if (node.children.length > 0) problems.push(`${path}: a leaf element has children`);
    const format = leafFormats[node.name];
    if (format && !format.test(node.text)) problems.push(`${path}: "${node.text}" is not a valid ${node.name}`);
    if (node.name === 'TRNTYPE' && !trnTypes.has(node.text)) problems.push(`${path}: unknown TRNTYPE ${node.text}`);
    const max = maxLengths[node.name];
    if (max !== undefined && [...node.text].length > max) problems.push(`${path}: longer than ${max}`);
    if (node.text.trim() === '' && node.name !== 'MEMO') problems.push(`${path}: empty`);
    return problems;
  }
  if (node.text.trim() !== '') problems.push(`${path}: an aggregate holds text`);
  const names = allowed.map((entry) => entry.replace(/^!/, '').replace(/\*$/, ''));
  let cursor = 0;
  for (const child of node.children) {
    const index = names.indexOf(child.name, cursor);
    if (index === -1) {
      problems.push(`${path}: <${child.name}> not allowed here (or out of order)`);
      continue;
    }
    const repeatable = allowed[index]!.endsWith('*');
    cursor = repeatable ? index : index + 1;
    problems.push(...ofxProblems(child, `${path}/${child.name}`));
  }
  allowed.forEach((entry, index) => {
    if (entry.startsWith('!') && !node.children.some((child) => child.name === names[index])) {
      problems.push(`${path}: required <${names[index]}> missing`);
    }
  });
  return problems;
}

export function child(node: OfxNode, ...path: string[]): OfxNode {
  let current = node;
  for (const name of path) {
    const next = current.children.find((candidate) => candidate.name === name);
    if (!next) throw new Error(`no <${name}> under <${current.name}>`);
    current = next;
  }
  return current;
}

export function children(node: OfxNode, name: string): OfxNode[] {
  return node.children.filter((candidate) => candidate.name === name);
}
