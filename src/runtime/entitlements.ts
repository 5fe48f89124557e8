import jsonLogic from 'json-logic-js';

/** One row of the platform's permission summary (access-control), as the platform sends it. */
export interface PermissionEntry {
  readonly resource: string;
  readonly function: string;
  readonly permissions: Readonly<Record<string, boolean | undefined>>;
}

/** What entitlements are decided on. */
export interface EntitlementFacts {
  readonly permissions: readonly PermissionEntry[];
  /** Remote flags over flags.json defaults; only `true` counts as on. */
  readonly flags: Readonly<Record<string, unknown>>;
  /**
   * What the server decided about the member (the profile's `additions` that read 'true', e.g.
   * eligibleForNewAccount, spec/1 §6): features offered by eligibility rather than by permission.
   */
  readonly eligibility?: Readonly<Record<string, boolean>>;
}

export const PRIVILEGES = ['create', 'view', 'edit', 'delete', 'approve', 'cancel', 'execute'] as const;

/**
 * The platform names permissions with spaces ("Product Summary", "A2A Transfer") while rules are
 * usually written without ("ProductSummary"). Spaces are ignored; case is not, so a typo in
 * case denies rather than matching something unintended.
 */
function sameName(a: string, b: string): boolean {
  return a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
}

function isFacts(value: unknown): value is EntitlementFacts {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as { permissions?: unknown; flags?: unknown };
  return Array.isArray(candidate.permissions) && candidate.flags !== null && typeof candidate.flags === 'object';
}

function holdsPermission(facts: unknown, resource: unknown, fn: unknown, privilege: unknown): boolean {
  if (!isFacts(facts) || typeof resource !== 'string' || typeof fn !== 'string' || typeof privilege !== 'string') {
    return false;
  }
  return facts.permissions.some(
    (entry: unknown) =>
      entry !== null &&
      typeof entry === 'object' &&
      typeof (entry as PermissionEntry).resource === 'string' &&
      typeof (entry as PermissionEntry).function === 'string' &&
      sameName((entry as PermissionEntry).resource, resource) &&
      sameName((entry as PermissionEntry).function, fn) &&
      (entry as PermissionEntry).permissions !== null &&
      typeof (entry as PermissionEntry).permissions === 'object' &&
      (entry as PermissionEntry).permissions[privilege] === true,
  );
}

function flagIsOn(facts: unknown, name: unknown): boolean {
  return isFacts(facts) && typeof name === 'string' && Object.hasOwn(facts.flags, name) && facts.flags[name] === true;
}

function isEligible(facts: unknown, name: unknown): boolean {
  if (!isFacts(facts) || typeof name !== 'string' || facts.eligibility === undefined) return false;
  return Object.hasOwn(facts.eligibility, name) && facts.eligibility[name] === true;
}

// json-logic binds the data (our facts) to `this` for custom operations.
jsonLogic.add_operation('permission', function permission(this: unknown, resource: unknown, fn: unknown, privilege: unknown) {
  return holdsPermission(this, resource, fn, privilege);
});
jsonLogic.add_operation('flag', function flag(this: unknown, name: unknown) {
  return flagIsOn(this, name);
});
jsonLogic.add_operation('eligible', function eligible(this: unknown, name: unknown) {
  return isEligible(this, name);
});

/** The operators a rule may use; anything else denies (and fails config:check). */
export const ENTITLEMENT_OPERATORS: ReadonlySet<string> = new Set(['permission', 'flag', 'eligible', 'and', 'or', '!']);

function usesOnlyKnownOperators(rule: unknown): boolean {
  if (typeof rule === 'boolean') return true;
  if (Array.isArray(rule)) return rule.every(usesOnlyKnownOperators);
  if (rule === null || typeof rule !== 'object') return false;
  const keys = Object.keys(rule);
  if (keys.length !== 1) return false;
  const operator = keys[0] as string;
  if (!ENTITLEMENT_OPERATORS.has(operator)) return false;
  const args = (rule as Record<string, unknown>)[operator];
  if (operator === 'permission') return Array.isArray(args) && args.length === 3 && args.every((arg) => typeof arg === 'string');
  if (operator === 'flag' || operator === 'eligible') return typeof args === 'string';
  return Array.isArray(args) ? args.every(usesOnlyKnownOperators) : usesOnlyKnownOperators(args);
}

/** The json-logic rule of a named entitlement, or undefined when the name is not defined. */
export function ruleOf(rules: unknown, name: string): unknown {
  if (rules === null || typeof rules !== 'object' || name === '$schema' || !Object.hasOwn(rules, name)) return undefined;
  const entry = (rules as Record<string, unknown>)[name];
  if (entry === null || typeof entry !== 'object' || !Object.hasOwn(entry, 'rule')) return undefined;
  return (entry as { rule: unknown }).rule;
}

/**
 * Decides a named entitlement from entitlements.json for the given facts.
 *
 * Fails closed: an unknown rule name, an operator other than permission/flag/eligible/and/or/!, a
 * malformed rule, facts that are missing or malformed, or anything that throws all mean `false`.
 * Only a result of exactly `true` grants.
 */
export function evaluateEntitlement(rules: unknown, name: string, facts: EntitlementFacts | undefined): boolean {
  const rule = ruleOf(rules, name);
  if (rule === undefined || !isFacts(facts) || !usesOnlyKnownOperators(rule)) return false;
  try {
    return jsonLogic.apply(rule as jsonLogic.RulesLogic, facts) === true;
  } catch {
    return false;
  }
}

/** Flag names referenced by `flag` operators anywhere in a rule. */
export function flagsUsedBy(rule: unknown): string[] {
  if (Array.isArray(rule)) return rule.flatMap(flagsUsedBy);
  if (rule === null || typeof rule !== 'object') return [];
  return Object.entries(rule).flatMap(([operator, args]) =>
    operator === 'flag' && typeof args === 'string' ? [args] : flagsUsedBy(args),
  );
}
