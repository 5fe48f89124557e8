import jsonLogic from 'json-logic-js';

/**
 * An amount as whole cents, for rules that compare money ("$1,250.5" → 125050, 12 → 1200). JS
 * comparison of the texts would be wrong ("900" > "1,000.00") and of floats inexact, so rules
 * compare cents. Text that is no amount (empty, letters, three decimals) is null, which no
 * comparison holds for.
 */
export function centsOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  if (typeof value !== 'string') return null;
  const match = /^-?\$?(\d{1,3}(?:,?\d{3})*|\d+)(?:\.(\d{0,2}))?$/.exec(value.trim());
  if (!match) return null;
  const whole = Number((match[1] as string).replace(/,/g, ''));
  const cents = whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return value.trim().startsWith('-') ? -cents : cents;
}

let added = false;

/**
 * Adds the operations our rules may use beyond json-logic's own to the json-logic instance (it
 * is one per program): forms' rules and journeys' guards in the app, and config:check, which
 * must evaluate the same rules the same way.
 */
export function addRuleOperations(): void {
  if (added) return;
  jsonLogic.add_operation('cents', centsOf);
  added = true;
}
