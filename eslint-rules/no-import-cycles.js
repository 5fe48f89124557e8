// @ts-check
/*
 * Refuses an import that closes a cycle: a module importing one that (through any chain of static
 * imports, `export … from` or literal `import()`) imports it back. Type-only imports are left out:
 * they vanish at build time. What import-x/no-cycle checked, at a fraction of its cost: that rule
 * walked the import graph again from every file it linted (two thirds of `eslint .`), where this
 * one reads each module's imports once per lint run and finds the cycles of the whole graph in one
 * pass (Tarjan's strongly connected components), however many files are linted.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** @type {Map<string, string[]>} Each module file and the project files it imports (resolved). */
const importsOf = new Map();

const candidates = (/** @type {string} */ target) => {
  const base = target.replace(/\.(m?js|jsx)$/, '');
  return [target, `${base}.ts`, `${base}.tsx`, `${base}.js`, path.join(target, 'index.ts'), path.join(target, 'index.tsx'), path.join(target, 'index.js')];
};

/** A relative specifier as the TypeScript resolver finds it (`./x.js` → x.ts); packages are not ours. */
function resolve(/** @type {string} */ from, /** @type {string} */ specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.resolve(path.dirname(from), specifier);
  return candidates(target).find((file) => /\.(ts|tsx|js|mjs)$/.test(file) && existsSync(file) && statSync(file).isFile());
}

/** Whether an import or export names types only (`import type`, or every specifier `type`). */
function typeOnly(/** @type {ts.ImportDeclaration | ts.ExportDeclaration} */ node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly);
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
}

/** The project files a module imports at run time, read from disk once per lint run. */
function importsOfFile(/** @type {string} */ file) {
  let imports = importsOf.get(file);
  if (imports) return imports;
  imports = [];
  importsOf.set(file, imports);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  /** @type {string[]} */
  const specifiers = [];
  const visit = (/** @type {ts.Node} */ node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!typeOnly(node)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const specifier of specifiers) {
    const target = resolve(file, specifier);
    if (target) imports.push(target);
  }
  return imports;
}

/** Tarjan's algorithm over the graph reachable from the files asked about so far; state kept across files. */
const order = new Map();
const lowest = new Map();
/** @type {string[]} */
const stack = [];
const onStack = new Set();
/** @type {Map<string, number>} */
const componentOf = new Map();
let counter = 0;

function connect(/** @type {string} */ file) {
  order.set(file, counter);
  lowest.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of importsOfFile(file)) {
    if (!order.has(target)) {
      connect(target);
      lowest.set(file, Math.min(lowest.get(file), lowest.get(target)));
    } else if (onStack.has(target)) {
      lowest.set(file, Math.min(lowest.get(file), order.get(target)));
    }
  }
  if (lowest.get(file) === order.get(file)) {
    const component = order.get(file);
    for (;;) {
      const member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      componentOf.set(member, component);
      if (member === file) break;
    }
  }
}

function componentOfFile(/** @type {string} */ file) {
  if (!order.has(file)) connect(file);
  return componentOf.get(file);
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse an import that closes a dependency cycle' },
    messages: { cycle: 'Dependency cycle: {{target}} imports this module back (directly or through others).' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!existsSync(file)) return {};
    const check = (/** @type {import('estree').Node} */ node, /** @type {unknown} */ specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolve(file, specifier);
      if (!target || !importsOfFile(file).includes(target)) return;
      if (componentOfFile(target) === componentOfFile(file)) {
        context.report({ node, messageId: 'cycle', data: { target: path.relative(path.dirname(file), target) } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};
