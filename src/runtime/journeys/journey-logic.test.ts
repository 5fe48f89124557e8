// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { JourneyDefinition, JourneyFacts } from './journey-definition.js';
import { holds, progressOf, reachableStep, shownSteps, stepAfter, stepBefore } from './journey-logic.js';

const facts = (over: Partial<JourneyFacts> = {}): JourneyFacts => ({ data: {}, results: {}, context: {}, ...over });

/** A journey shaped like account opening: an optional step for checking, a validated review, a terminal outcome. */
const journey: JourneyDefinition = {
  exitPath: 'list',
  steps: [
    { id: 'terms', titleKey: 't.terms', form: 'terms', primary: { labelKey: 'next' } },
    { id: 'courtesy', titleKey: 't.courtesy', widget: 'courtesy', when: { '==': [{ var: 'context.checking' }, true] }, primary: { labelKey: 'next' } },
    {
      id: 'amount',
      titleKey: 't.amount',
      form: 'amount',
      primary: {
        labelKey: 'review',
        action: 'validate',
        next: [
          { when: { '>': [{ var: 'data.amount.value' }, 1000] }, step: 'large' },
          { step: 'review' },
        ],
        onError: 'amount-problem',
      },
    },
    { id: 'amount-problem', titleKey: 't.problem', widget: 'problem', when: { '==': [{ var: 'results.validate.ok' }, false] } },
    { id: 'large', titleKey: 't.large', widget: 'large', primary: { labelKey: 'next', next: 'review' } },
    { id: 'review', titleKey: 't.review', widget: 'review', requires: { '!!': [{ var: 'results.validate' }] }, primary: { labelKey: 'confirm', action: 'submit' } },
    { id: 'done', titleKey: 't.done', widget: 'done', terminal: true, requires: { '!!': [{ var: 'results.submit' }] } },
  ],
};

const ids = (steps: readonly { id: string }[]) => steps.map((step) => step.id);
const step = (id: string) => {
  const found = journey.steps.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(id);
  return found;
};

describe('holds', () => {
  it('is the default when there is no rule', () => {
    expect(holds(undefined, facts())).toBe(true);
    expect(holds(undefined, facts(), false)).toBe(false);
  });

  it('evaluates json-logic over data, results and context', () => {
    expect(holds({ '==': [{ var: 'context.checking' }, true] }, facts({ context: { checking: true } }))).toBe(true);
    expect(holds({ '==': [{ var: 'context.checking' }, true] }, facts({ context: { checking: false } }))).toBe(false);
    expect(holds({ '!!': [{ var: 'results.validate' }] }, facts({ results: { validate: { ok: false, error: 'x' } } }))).toBe(true);
  });

  it('treats a rule that cannot be evaluated as not holding, so no step is reached by mistake', () => {
    expect(holds({ bogusOperator: [1] } as never, facts())).toBe(false);
  });
});

describe('shownSteps', () => {
  it('leaves out the steps whose `when` is false, keeping the file order', () => {
    expect(ids(shownSteps(journey, facts()))).toEqual(['terms', 'amount', 'large', 'review', 'done']);
    expect(ids(shownSteps(journey, facts({ context: { checking: true } })))).toEqual(['terms', 'courtesy', 'amount', 'large', 'review', 'done']);
  });
});

describe('reachableStep', () => {
  it('finds a shown step whose requirement holds', () => {
    expect(reachableStep(journey, 'terms', facts())?.id).toBe('terms');
    expect(reachableStep(journey, 'review', facts({ results: { validate: { ok: true, value: 1 } } }))?.id).toBe('review');
  });

  it('refuses an unknown step, a hidden step and a step whose requirement fails', () => {
    expect(reachableStep(journey, 'nope', facts())).toBeUndefined();
    expect(reachableStep(journey, undefined, facts())).toBeUndefined();
    expect(reachableStep(journey, 'courtesy', facts({ context: { checking: false } }))).toBeUndefined();
    expect(reachableStep(journey, 'review', facts())).toBeUndefined();
  });
});

describe('stepAfter', () => {
  it('goes to the next shown step when the button names no target', () => {
    expect(stepAfter(journey, step('terms'), facts())).toBe('amount');
    expect(stepAfter(journey, step('terms'), facts({ context: { checking: true } }))).toBe('courtesy');
  });

  it('follows the first branch whose guard holds', () => {
    expect(stepAfter(journey, step('amount'), facts({ data: { amount: { value: 5000 } } }))).toBe('large');
    expect(stepAfter(journey, step('amount'), facts({ data: { amount: { value: 50 } } }))).toBe('review');
  });

  it('follows a plain `next`', () => {
    expect(stepAfter(journey, step('large'), facts())).toBe('review');
  });

  it('follows `onError` after a failed action, and stays (undefined) when there is none', () => {
    expect(stepAfter(journey, step('amount'), facts(), true)).toBe('amount-problem');
    expect(stepAfter(journey, step('review'), facts(), true)).toBeUndefined();
  });

  it('leaves the journey (undefined) when no branch holds', () => {
    const only: JourneyDefinition = { exitPath: 'x', steps: [{ id: 'a', titleKey: 'a', form: 'f', primary: { labelKey: 'n', next: [{ when: false, step: 'b' }] } }, { id: 'b', titleKey: 'b', form: 'f' }] };
    expect(stepAfter(only, only.steps[0]!, facts())).toBeUndefined();
  });

  it('is undefined after the last step', () => {
    expect(stepAfter(journey, step('done'), facts())).toBeUndefined();
  });
});

describe('stepBefore', () => {
  it('returns to the previous shown step, skipping hidden ones', () => {
    expect(stepBefore(journey, step('amount'), facts())).toBe('terms');
    expect(stepBefore(journey, step('amount'), facts({ context: { checking: true } }))).toBe('courtesy');
  });

  it('is undefined on the first step (the journey exit)', () => {
    expect(stepBefore(journey, step('terms'), facts())).toBeUndefined();
  });
});

describe('progressOf', () => {
  it('counts the shown steps without the terminal one', () => {
    expect(progressOf(journey, step('terms'), facts())).toEqual({ current: 1, total: 4 });
    expect(progressOf(journey, step('amount'), facts({ context: { checking: true } }))).toEqual({ current: 3, total: 5 });
  });

  it('gives the terminal step no position', () => {
    expect(progressOf(journey, step('done'), facts()).current).toBe(0);
  });
});
