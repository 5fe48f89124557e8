import jsonLogic from 'json-logic-js';
import { addRuleOperations } from '../../config-checks/index.js';
import type { FormRule } from './form-definition.js';

/** A rule that holds for the data: `field` is wrong and shows the catalogue key `message` with `params`. */
export interface RuleViolation {
  readonly field: string;
  readonly message: string;
  readonly params: Readonly<Record<string, string | number>>;
}

addRuleOperations();

function paramsOf(rule: FormRule, facts: object): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, logic] of Object.entries(rule.params ?? {})) {
    try {
      const value: unknown = jsonLogic.apply(logic as jsonLogic.RulesLogic, facts);
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    } catch {
      // A value that cannot be computed leaves its placeholder visible rather than hiding the error.
    }
  }
  return params;
}

/**
 * Evaluates a form's cross-field rules (json-logic) against its data, and `$context`: what the
 * journey hosting the form knows (the product's minimum, the accounts' balances). A rule that
 * cannot be evaluated (an unknown operator slipped past config:check) counts as violated: a form
 * that cannot check a rule must not let the data through as if it had.
 */
export function evaluateFormRules(rules: readonly FormRule[] | undefined, data: unknown, context?: Readonly<Record<string, unknown>>): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const facts = { ...(data !== null && typeof data === 'object' ? data : {}), ...(context === undefined ? {} : { $context: context }) };
  for (const rule of rules ?? []) {
    let holds: boolean;
    try {
      holds = jsonLogic.truthy(jsonLogic.apply(rule.when as jsonLogic.RulesLogic, facts));
    } catch {
      holds = true;
    }
    if (holds) violations.push({ field: rule.field, message: rule.message, params: paramsOf(rule, facts) });
  }
  return violations;
}
