import type { ValidationIssue } from './compiled-validator.js';

/** A schema problem located by JSON pointer, before the file name is attached. */
export interface LocatedMessage {
  readonly pointer: string;
  readonly message: string;
}

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** RFC 6901: `/groups/0/items` → ['groups', '0', 'items'], with `~1` and `~0` unescaped. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function quoteList(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

/** The closest candidate by edit distance, when it is close enough to be a likely typo. */
function closestMatch(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] as number;
}

export function didYouMean(word: string, candidates: readonly string[]): string {
  const suggestion = closestMatch(word, candidates);
  return suggestion === undefined ? '' : ` (did you mean "${suggestion}"?)`;
}

function parentSchemaOf(issue: ValidationIssue): Record<string, unknown> | undefined {
  const parent = (issue as { parentSchema?: unknown }).parentSchema;
  return parent !== null && typeof parent === 'object' ? (parent as Record<string, unknown>) : undefined;
}

function declaredKeys(issue: ValidationIssue): string[] {
  const properties = parentSchemaOf(issue)?.properties;
  return properties !== null && typeof properties === 'object' ? Object.keys(properties).filter((key) => key !== '$schema') : [];
}

function exampleHint(issue: ValidationIssue): string {
  const examples = parentSchemaOf(issue)?.examples;
  return Array.isArray(examples) && examples.length > 0 ? ` (e.g. ${JSON.stringify(examples[0])})` : '';
}

/**
 * Turns ajv's raw errors into messages an operator can act on: the pointer names the offending
 * key itself (not its parent), unknown keys list the allowed ones, enums list the allowed values,
 * and "one of these keys" alternatives are reported once instead of once per branch.
 */
export function describeSchemaErrors(issues: readonly ValidationIssue[]): LocatedMessage[] {
  const result: LocatedMessage[] = [];
  const consumed = new Set<ValidationIssue>();
  issues.forEach((issue, index) => {
    if (consumed.has(issue)) return;
    const at = issue.instancePath;
    const params = issue.params;
    switch (issue.keyword) {
      case 'anyOf': {
        // Branches that each only require a key: say which keys would do.
        const branchPrefix = `${issue.schemaPath}/`;
        const branches = issues
          .slice(0, index)
          .filter((other) => other.instancePath === at && other.schemaPath.startsWith(branchPrefix));
        if (branches.length > 0 && branches.every((branch) => branch.keyword === 'required')) {
          branches.forEach((branch) => consumed.add(branch));
          result.push({ pointer: at, message: `needs one of ${quoteList(branches.map((branch) => branch.params.missingProperty))}` });
        } else {
          result.push({ pointer: at, message: 'matches none of the allowed forms' });
        }
        return;
      }
      case 'required': {
        if (/\/anyOf\/\d+\/required$/.test(issue.schemaPath)) {
          const anyOf = issues.find((other, otherIndex) => otherIndex > index && other.keyword === 'anyOf' && other.instancePath === at);
          if (anyOf !== undefined) return;
        }
        const dependent = /\/dependentSchemas\/([^/]+)\/required$/.exec(issue.schemaPath);
        if (dependent !== null) {
          result.push({ pointer: `${at}/${escapePointerToken(dependent[1] as string)}`, message: `needs "${String(params.missingProperty)}" beside it` });
          return;
        }
        result.push({ pointer: at, message: `missing required key "${String(params.missingProperty)}"` });
        return;
      }
      case 'additionalProperties': {
        const key = String(params.additionalProperty);
        const allowed = declaredKeys(issue);
        result.push({
          pointer: `${at}/${escapePointerToken(key)}`,
          message: `unknown key "${key}"${didYouMean(key, allowed)}; allowed keys: ${allowed.join(', ') || '(none)'}`,
        });
        return;
      }
      case 'false schema': {
        const conflict = /\/dependentSchemas\/([^/]+)\/properties\/([^/]+)\/false schema$/.exec(issue.schemaPath);
        if (conflict === null) {
          result.push({ pointer: at, message: 'is not allowed here' });
          return;
        }
        const [, owner, key] = conflict as unknown as [string, string, string];
        // "a cannot be used with b" and "b cannot be used with a" are one problem: say it once.
        const parent = at.slice(0, at.length - key.length - 1);
        const mirrored = result.some((earlier) => earlier.pointer === `${parent}/${owner}` && earlier.message === `cannot be used together with "${key}"`);
        if (!mirrored) result.push({ pointer: at, message: `cannot be used together with "${owner}"` });
        return;
      }
      case 'enum':
        result.push({ pointer: at, message: `must be one of ${quoteList((params.allowedValues as unknown[] | undefined) ?? [])}` });
        return;
      case 'type':
        result.push({ pointer: at, message: `must be ${String(params.type).replace(',', ' or ')}` });
        return;
      case 'pattern': {
        // A key-name failure is reported once, by its propertyNames error below.
        if (typeof (issue as { propertyName?: unknown }).propertyName === 'string') return;
        result.push({ pointer: at, message: `must match ${String(params.pattern)}${exampleHint(issue)}` });
        return;
      }
      case 'propertyNames': {
        const name = String(params.propertyName);
        const cause = issues.find(
          (other) => other.instancePath === at && (other as { propertyName?: unknown }).propertyName === name && other !== issue,
        );
        const rule = cause?.keyword === 'pattern' ? `names must match ${String(cause.params.pattern)}` : 'name not allowed';
        result.push({ pointer: `${at}/${escapePointerToken(name)}`, message: `key "${name}" is not allowed: ${rule}` });
        return;
      }
      case 'format':
        result.push({ pointer: at, message: `must be a valid ${String(params.format)}` });
        return;
      case 'maxProperties':
        result.push({ pointer: at, message: `must have at most ${String(params.limit)} key${params.limit === 1 ? '' : 's'}` });
        return;
      case 'minProperties':
        result.push({ pointer: at, message: `must have at least ${String(params.limit)} key${params.limit === 1 ? '' : 's'}` });
        return;
      default:
        result.push({ pointer: at, message: issue.message ?? `fails ${issue.keyword}` });
    }
  });
  return result;
}
