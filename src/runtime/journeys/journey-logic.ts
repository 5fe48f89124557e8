import jsonLogic from 'json-logic-js';
import { addRuleOperations } from '../../config-checks/index.js';
import type { JsonLogicRule } from '../forms/form-definition.js';
import type { JourneyDefinition, JourneyFacts, JourneyStep, JourneyTarget } from './journey-definition.js';

addRuleOperations();

/** Whether a guard holds; a rule that cannot be evaluated does not (a step is never shown or reached by mistake). */
export function holds(rule: JsonLogicRule | undefined, facts: JourneyFacts, absent = true): boolean {
  if (rule === undefined) return absent;
  try {
    return jsonLogic.truthy(jsonLogic.apply(rule as jsonLogic.RulesLogic, facts));
  } catch {
    return false;
  }
}

/** The steps the member goes through with what is known now, in the file's order. */
export function shownSteps(journey: JourneyDefinition, facts: JourneyFacts): JourneyStep[] {
  return journey.steps.filter((step) => holds(step.when, facts));
}

/** The step the URL names, if the member may be there now: it exists, is shown, and what it requires holds. */
export function reachableStep(journey: JourneyDefinition, id: string | undefined, facts: JourneyFacts): JourneyStep | undefined {
  const step = shownSteps(journey, facts).find((candidate) => candidate.id === id);
  return step !== undefined && holds(step.requires, facts) ? step : undefined;
}

function resolveTarget(target: JourneyTarget, facts: JourneyFacts): string | undefined {
  if (typeof target === 'string') return target;
  return target.find((branch) => holds(branch.when, facts))?.step;
}

/** Where the primary button leads from `step`: its `next` (or `onError` after a failed action), else the next step shown. */
export function stepAfter(journey: JourneyDefinition, step: JourneyStep, facts: JourneyFacts, failed = false): string | undefined {
  const target = failed ? step.primary?.onError : step.primary?.next;
  if (target !== undefined) return resolveTarget(target, facts);
  if (failed) return undefined;
  const shown = shownSteps(journey, facts);
  return shown[shown.findIndex((candidate) => candidate.id === step.id) + 1]?.id;
}

/** The step BACK returns to: the previous one shown; undefined on the first (the journey's exit). */
export function stepBefore(journey: JourneyDefinition, step: JourneyStep, facts: JourneyFacts): string | undefined {
  const shown = shownSteps(journey, facts);
  const index = shown.findIndex((candidate) => candidate.id === step.id);
  return index > 0 ? shown[index - 1]?.id : undefined;
}

/** 'Step 2 of 5': the position among the steps shown, the terminal one not counted. */
export function progressOf(journey: JourneyDefinition, step: JourneyStep, facts: JourneyFacts): { current: number; total: number } {
  const counted = shownSteps(journey, facts).filter((candidate) => !candidate.terminal);
  return { current: counted.findIndex((candidate) => candidate.id === step.id) + 1, total: counted.length };
}

/** A form step's first data from its `prefill` rules (a suggested username); a rule that cannot be evaluated leaves its field empty. */
export function prefillOf(step: JourneyStep, facts: JourneyFacts): Record<string, unknown> | undefined {
  if (step.prefill === undefined) return undefined;
  const data: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(step.prefill)) {
    try {
      const value: unknown = jsonLogic.apply(rule as jsonLogic.RulesLogic, facts);
      if (value !== null && value !== undefined && value !== '') data[field] = value;
    } catch {
      // Nothing to suggest: the member types it.
    }
  }
  return data;
}

/** The progress bar of `progress: "steps"`: the shown steps before the outcome, and which one is current. */
export function progressSteps(journey: JourneyDefinition, step: JourneyStep, facts: JourneyFacts): { keys: string[]; current: number } {
  const counted = shownSteps(journey, facts).filter((candidate) => !candidate.terminal);
  return { keys: counted.map((candidate) => candidate.progressKey ?? candidate.titleKey), current: counted.findIndex((candidate) => candidate.id === step.id) };
}
