/*
 * The cross-checks of config/journeys/*.json, on files that passed schemas/journey.schema.json:
 * step ids are unique, every step a button leads to exists, the forms, routes and message keys
 * named exist, every guard is json-logic the runtime can evaluate, and the step widgets and
 * platform actions named are ones the widget hosting the journey provides.
 */
import jsonLogic from 'json-logic-js';
import { isRecord } from './json.js';
import { addRuleOperations } from './json-logic-operations.js';
import type { References } from './references.js';
import { didYouMean } from './schema-errors.js';
import type { WidgetCatalogue } from './widget-catalogue.js';

interface Step {
  readonly id: string;
  readonly titleKey: string;
  readonly progressKey?: string;
  readonly widget?: string;
  readonly form?: string;
  readonly when?: unknown;
  readonly requires?: unknown;
  readonly terminal?: boolean;
  readonly primary?: { labelKey: string; action?: string; next?: unknown; onError?: unknown; enabledWhen?: unknown };
  readonly back?: { labelKey?: string; hidden?: boolean; clearResults?: readonly string[] };
}

interface Journey {
  readonly exitPath: string;
  readonly discard?: Readonly<Record<string, string>>;
  readonly steps: readonly Step[];
}

function logicProblem(rule: unknown): string | undefined {
  addRuleOperations();
  try {
    jsonLogic.apply(rule as jsonLogic.RulesLogic, { data: {}, context: {}, results: {} });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Which widget hosts each journey: the routes whose widget's props name it (`"journey": "open-new-account"`). */
function hostsOf(refs: References): Map<string, string[]> {
  const hosts = new Map<string, string[]>();
  for (const { node } of refs.flat) {
    const journey = isRecord(node.props) ? node.props.journey : undefined;
    if (node.widget === undefined || typeof journey !== 'string') continue;
    hosts.set(journey, [...(hosts.get(journey) ?? []), node.widget]);
  }
  return hosts;
}

export function checkJourneys(refs: References, valid: ReadonlySet<string>, catalogue: WidgetCatalogue): void {
  const hosts = hostsOf(refs);
  const journeyNames = new Set(Object.keys(refs.bundle).filter((key) => key.startsWith('journeys/')).map((key) => key.slice('journeys/'.length)));
  for (const [name] of hosts) {
    if (journeyNames.size > 0 && !journeyNames.has(name)) {
      refs.add('routes.json', '', `a route hosts journey "${name}", but config/journeys/${name}.json does not exist${didYouMean(name, [...journeyNames])}`);
    }
  }
  for (const name of journeyNames) {
    const key = `journeys/${name}`;
    if (!valid.has(key)) continue;
    const file = `${key}.json`;
    const journey = refs.bundle[key] as Journey;
    const ids = journey.steps.map((step) => step.id);
    // Each hosting widget once: two routes may host the same journey (add-account/:type and its :step child).
    const provided = [...new Set(hosts.get(name) ?? [])].map((widget) => catalogue.getIfExists(widget)?.journey).filter((entry) => entry !== undefined);
    const stepWidgets = provided.flatMap((entry) => entry.steps);
    const actions = provided.flatMap((entry) => entry.actions);
    const usedActions = journey.steps.flatMap((step) => (step.primary?.action === undefined ? [] : [step.primary.action]));

    refs.routeExists(file, '/exitPath', journey.exitPath, 'exit route');
    // The texts the journey host shows of its own (journey-host.tsx), which no file names: without
    // this check a catalogue lacking them passed config:check and the member read the raw keys.
    for (const hostKey of ['journey.progress', 'journey.unavailable', 'journey.loadFailed', 'journey.retry']) refs.messageExists(file, '', hostKey);
    const defaultBack = journey.steps.findIndex((step) => step.terminal !== true && step.back?.hidden !== true && step.back?.labelKey === undefined);
    if (defaultBack >= 0) refs.messageExists(file, `/steps/${defaultBack}`, 'journey.back');
    for (const [field, messageKey] of Object.entries(journey.discard ?? {})) refs.messageExists(file, `/discard/${field}`, messageKey);
    const targetExists = (pointer: string, target: unknown) => {
      const branches = typeof target === 'string' ? [{ step: target }] : Array.isArray(target) ? (target as { step: string; when?: unknown }[]) : [];
      branches.forEach((branch, index) => {
        const at = typeof target === 'string' ? pointer : `${pointer}/${index}`;
        if (!ids.includes(branch.step)) refs.add(file, typeof target === 'string' ? at : `${at}/step`, `step "${branch.step}" is not a step of this journey${didYouMean(branch.step, ids)}; steps: ${ids.join(', ')}`);
        if (branch.when !== undefined) logicAt(`${at}/when`, branch.when);
      });
    };
    const logicAt = (pointer: string, rule: unknown) => {
      const problem = logicProblem(rule);
      if (problem !== undefined) refs.add(file, pointer, `the rule cannot be evaluated: ${problem}`);
    };

    journey.steps.forEach((step, index) => {
      const at = `/steps/${index}`;
      if (ids.indexOf(step.id) !== index) refs.add(file, `${at}/id`, `step "${step.id}" appears twice; a step's id is its URL name and must be unique`);
      refs.messageExists(file, `${at}/titleKey`, step.titleKey);
      if (step.progressKey !== undefined) refs.messageExists(file, `${at}/progressKey`, step.progressKey);
      if (step.widget === undefined && step.form === undefined) refs.add(file, at, 'a step shows a step widget, a form, or both; this one names neither');
      if (step.form !== undefined && !(`forms/${step.form}` in refs.bundle)) refs.add(file, `${at}/form`, `form "${step.form}" is not in config/forms/`);
      if (step.widget !== undefined && provided.length > 0 && !stepWidgets.includes(step.widget)) {
        refs.add(file, `${at}/widget`, `step widget "${step.widget}" is not provided by the widget hosting this journey${didYouMean(step.widget, stepWidgets)}; step widgets: ${stepWidgets.join(', ')}`);
      }
      if (step.when !== undefined) logicAt(`${at}/when`, step.when);
      if (step.requires !== undefined) logicAt(`${at}/requires`, step.requires);
      const primary = step.primary;
      if (primary !== undefined) {
        refs.messageExists(file, `${at}/primary/labelKey`, primary.labelKey);
        if (primary.action !== undefined && provided.length > 0 && !actions.includes(primary.action)) {
          refs.add(file, `${at}/primary/action`, `action "${primary.action}" is not provided by the widget hosting this journey${didYouMean(primary.action, actions)}; actions: ${actions.join(', ')}`);
        }
        if (primary.next !== undefined) targetExists(`${at}/primary/next`, primary.next);
        if (primary.onError !== undefined) targetExists(`${at}/primary/onError`, primary.onError);
        if (primary.enabledWhen !== undefined) logicAt(`${at}/primary/enabledWhen`, primary.enabledWhen);
      }
      if (step.back?.labelKey !== undefined) refs.messageExists(file, `${at}/back/labelKey`, step.back.labelKey);
      (step.back?.clearResults ?? []).forEach((action, position) => {
        if (!usedActions.includes(action)) refs.add(file, `${at}/back/clearResults/${position}`, `no step of this journey calls the action "${action}"${didYouMean(action, usedActions)}`);
      });
    });
    if (hosts.get(name) === undefined) refs.add(file, '', `no route hosts this journey: give a route's widget the prop "journey": "${name}"`);
  }
}
