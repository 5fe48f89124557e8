import jsonLogic from 'json-logic-js';
import type { FormRule } from './form-definition.js';

/** A rule that holds for the data: `field` is wrong and shows the catalogue key `message`. */
export interface RuleViolation {
  readonly field: string;
  readonly message: string;
}

/**
 * Evaluates a form's cross-field rules (json-logic) against its data. A rule that cannot be
 * evaluated (an unknown operator slipped past config:check) counts as violated: a form that
 * cannot check a rule must not let the data through as if it had.
 */
export function evaluateFormRules(rules: readonly FormRule[] | undefined, data: unknown): RuleViolation[] {
  const violations: RuleViolation[] = [];
  for (const rule of rules ?? []) {
    let holds: boolean;
    try {
      holds = jsonLogic.truthy(jsonLogic.apply(rule.when as jsonLogic.RulesLogic, data ?? {}));
    } catch {
      holds = true;
    }
    if (holds) violations.push({ field: rule.field, message: rule.message });
  }
  return violations;
}
