/**
 * Entitlement rules as a tree the studio's editor shows, and back to the json-logic that
 * entitlements.json stores (schemas/entitlements.schema.json: permission, flag, and, or, !,
 * true, false). Whatever is not one of those stays as it was, so nothing an operator cannot see in
 * the editor is lost; the runtime denies it (rules fail closed) and validation names it.
 */

import { isRecord } from '../platform/index.js';

export type RuleNode =
  | { kind: 'always'; value: boolean }
  | { kind: 'permission'; resource: string; function: string; privilege: string }
  | { kind: 'flag'; name: string }
  | { kind: 'all' | 'any'; children: RuleNode[] }
  | { kind: 'not'; child: RuleNode }
  | { kind: 'other'; raw: unknown };

export type RuleKind = RuleNode['kind'];

export function ruleFromJsonLogic(rule: unknown): RuleNode {
  if (typeof rule === 'boolean') return { kind: 'always', value: rule };
  if (!isRecord(rule)) return { kind: 'other', raw: rule };
  const entries = Object.entries(rule);
  if (entries.length !== 1) return { kind: 'other', raw: rule };
  const [operator, argument] = entries[0] as [string, unknown];
  switch (operator) {
    case 'permission':
      if (Array.isArray(argument) && argument.length === 3 && argument.every((part) => typeof part === 'string')) {
        const [resource, fn, privilege] = argument as [string, string, string];
        return { kind: 'permission', resource, function: fn, privilege };
      }
      return { kind: 'other', raw: rule };
    case 'flag':
      return typeof argument === 'string' ? { kind: 'flag', name: argument } : { kind: 'other', raw: rule };
    case 'and':
    case 'or':
      return Array.isArray(argument)
        ? { kind: operator === 'and' ? 'all' : 'any', children: argument.map(ruleFromJsonLogic) }
        : { kind: 'other', raw: rule };
    case '!':
      return Array.isArray(argument) && argument.length === 1
        ? { kind: 'not', child: ruleFromJsonLogic(argument[0]) }
        : { kind: 'other', raw: rule };
    default:
      return { kind: 'other', raw: rule };
  }
}

export function ruleToJsonLogic(node: RuleNode): unknown {
  switch (node.kind) {
    case 'always':
      return node.value;
    case 'permission':
      return { permission: [node.resource, node.function, node.privilege] };
    case 'flag':
      return { flag: node.name };
    case 'all':
      return { and: node.children.map(ruleToJsonLogic) };
    case 'any':
      return { or: node.children.map(ruleToJsonLogic) };
    case 'not':
      return { '!': [ruleToJsonLogic(node.child)] };
    case 'other':
      return node.raw;
  }
}

/** A new condition of `kind`, keeping what can be kept from `from` (switching and ↔ or keeps the children). */
export function changeKind(from: RuleNode, kind: RuleKind): RuleNode {
  switch (kind) {
    case 'always':
      return { kind, value: true };
    case 'permission':
      return from.kind === 'permission' ? from : { kind, resource: '', function: '', privilege: 'view' };
    case 'flag':
      return from.kind === 'flag' ? from : { kind, name: '' };
    case 'all':
    case 'any':
      if (from.kind === 'all' || from.kind === 'any') return { kind, children: from.children };
      return { kind, children: [from.kind === 'other' ? emptyPermission() : from] };
    case 'not':
      return { kind, child: from.kind === 'not' || from.kind === 'other' ? emptyPermission() : from };
    case 'other':
      return { kind, raw: ruleToJsonLogic(from) };
  }
}

export function emptyPermission(): RuleNode {
  return { kind: 'permission', resource: '', function: '', privilege: 'view' };
}

/** Resources and functions the rules name already: offered as suggestions. */
export function knownPermissionNames(rules: readonly RuleNode[]): { resources: string[]; functions: string[] } {
  const resources = new Set<string>();
  const functions = new Set<string>();
  const visit = (node: RuleNode) => {
    if (node.kind === 'permission') {
      if (node.resource) resources.add(node.resource);
      if (node.function) functions.add(node.function);
    } else if (node.kind === 'all' || node.kind === 'any') node.children.forEach(visit);
    else if (node.kind === 'not') visit(node.child);
  };
  rules.forEach(visit);
  return { resources: [...resources].sort(), functions: [...functions].sort() };
}
