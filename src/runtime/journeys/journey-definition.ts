import type { JsonLogicRule } from '../forms/form-definition.js';

/** Where a primary button leads: a step id, or branches tried in order. */
export type JourneyTarget = string | readonly { readonly when?: JsonLogicRule; readonly step: string }[];

/** One step of config/journeys/<id>.json (schemas/journey.schema.json). */
export interface JourneyStep {
  readonly id: string;
  readonly titleKey: string;
  /** Its name in the progress bar of a journey with `progress: "steps"`; the title when absent. */
  readonly progressKey?: string;
  /** A step widget the hosting widget provides; shown above the form when both are given. */
  readonly widget?: string;
  readonly props?: Readonly<Record<string, unknown>>;
  /** A form of config/forms/; its data is kept as data.<step id>. */
  readonly form?: string;
  /** The form's first data, field → json-logic over the journey's facts (a suggested username): used until the member changes it. */
  readonly prefill?: Readonly<Record<string, JsonLogicRule>>;
  readonly when?: JsonLogicRule;
  readonly requires?: JsonLogicRule;
  readonly terminal?: boolean;
  readonly primary?: {
    readonly labelKey: string;
    readonly action?: string;
    readonly next?: JourneyTarget;
    readonly onError?: JourneyTarget;
    readonly enabledWhen?: JsonLogicRule;
  };
  /** BACK: its label, hidden, the results it clears, or `exit` to leave the journey (to the sign-in) instead of the step before. */
  readonly back?: { readonly labelKey?: string; readonly hidden?: boolean; readonly exit?: boolean; readonly clearResults?: readonly string[] };
}

/** config/journeys/<id>.json. */
export interface JourneyDefinition {
  readonly exitPath: string;
  readonly nextClickResetMs?: number;
  /** `count`: 'Step 2 of 4' (the default); `steps`: the shown steps by name, done, current and to come. */
  readonly progress?: 'count' | 'steps';
  readonly discard?: { readonly titleKey: string; readonly textKey: string; readonly confirmKey: string; readonly cancelKey: string };
  readonly steps: readonly JourneyStep[];
}

/** The answer of a platform action, kept as results.<action>. */
export type ActionResult = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/** What the member has done so far: form data per step and the actions' answers. */
export interface JourneyState {
  readonly data: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly results: Readonly<Record<string, ActionResult>>;
}

/** What guards, branches and actions see. */
export interface JourneyFacts extends JourneyState {
  readonly context: Readonly<Record<string, unknown>>;
}

export const emptyJourneyState: JourneyState = { data: {}, results: {} };
