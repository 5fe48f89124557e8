import { isRecord, messageKeyPattern } from './json.js';
import { isNestedWidget } from './nested-widget.js';
import type { References, WidgetReferenceAt } from './references.js';
import { describeSchemaErrors, didYouMean, escapePointerToken } from './schema-errors.js';
import { regenerateHint } from './validators.js';
import type { WidgetCatalogue } from './widget-catalogue.js';


/**
 * Checks a widget named in routes.json at `pointer`: it is registered, its props (migrated from a
 * pinned version) satisfy its props schema, and then, in the props with their defaults filled
 * in, the names that point elsewhere in the configuration, by the props' naming convention:
 * - a nested widget (`{ "widget": ..., "props": ... }`, e.g. account-details' `content`) is
 *   checked the same way, at its own pointer;
 * - every `...Key` string is a message key of the catalogue;
 * - every `...Path` string, and the `path` of each entry of a list (`links`, `loanProducts` …),
 *   is a route of routes.json (a link to a route that does not exist would be a dead end for the
 *   member); account-details' `tab` and `tabs[].path` are taken below its `tabsFrom` route.
 * The pointer of a value that came from a default is where the operator would write it.
 * A widget whose validator is not loaded (`unloaded`, the app's registry at boot) has its props
 * checked when it renders; its references are checked in the props as written.
 */
export function checkWidgetReference(refs: References, catalogue: WidgetCatalogue, pointer: string, reference: WidgetReferenceAt, depth = 0): void {
  const { widget } = reference;
  const definition = catalogue.getIfExists(widget);
  if (definition === undefined) {
    const ids = catalogue.ids();
    refs.add('routes.json', `${pointer}/widget`, `widget "${widget}" is not registered${didYouMean(widget, ids)}; registered widgets: ${ids.join(', ') || '(none)'}`);
    return;
  }
  const state = catalogue.validatorState(widget);
  const validate = catalogue.propsValidator(widget);
  if (state === 'missing' || state === 'stale') {
    const why = state === 'stale' ? 'its props schema changed since the validators were compiled' : 'it has no compiled props validator';
    refs.add('routes.json', `${pointer}/widget`, `widget "${widget}" cannot be checked: ${why}; ${regenerateHint}`);
    return;
  }
  let props: unknown = structuredClone(reference.props ?? {});
  if (reference.widgetVersion !== undefined && reference.widgetVersion !== definition.version && definition.migrateProps !== undefined) {
    try {
      props = definition.migrateProps(props);
    } catch (error) {
      refs.add('routes.json', `${pointer}/props`, `migrating props from version ${reference.widgetVersion} failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
  }
  // The app downloads a widget's validator with the widget, which checks its props when it renders
  // (and config:check checks them all): here the names they point to, as written, without defaults.
  if (validate === undefined) {
    checkPropEntries(refs, catalogue, `${pointer}/props`, props, widget, depth);
    return;
  }
  if (!validate(props)) {
    for (const issue of describeSchemaErrors(validate.errors ?? [])) {
      refs.add('routes.json', `${pointer}/props${issue.pointer}`, `${issue.message} (props of widget "${widget}")`);
    }
    return;
  }
  checkPropEntries(refs, catalogue, `${pointer}/props`, props, widget, depth);
}

/** Nested widgets end somewhere; a props object nesting deeper than this is not a layout anyone means. */
const maxNesting = 8;

function checkPropReferences(refs: References, catalogue: WidgetCatalogue, pointer: string, value: unknown, widget: string, depth: number): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkPropReferences(refs, catalogue, `${pointer}/${index}`, item, widget, depth));
    return;
  }
  if (!isRecord(value)) return;
  if (isNestedWidget(value)) {
    if (depth >= maxNesting) refs.add('routes.json', `${pointer}/widget`, `widgets nest more than ${maxNesting} deep here (inside widget "${widget}")`);
    else checkWidgetReference(refs, catalogue, pointer, { widget: value.widget, props: value.props, widgetVersion: value.widgetVersion }, depth + 1);
    return;
  }
  checkPropEntries(refs, catalogue, pointer, value, widget, depth);
}

/** How a list's entries are named in an error: `links` hold links, any other list entries of its name. */
const entryWord = (list: string) => (list === 'links' ? 'link' : `${list} entry`);

function checkPropEntries(refs: References, catalogue: WidgetCatalogue, pointer: string, value: unknown, widget: string, depth: number): void {
  if (!isRecord(value)) return;
  // account-details' tabs (`tab`, `tabs[].path`) are children of the route `tabsFrom` names, relative to it.
  const tabsFrom = typeof value.tabsFrom === 'string' ? value.tabsFrom : undefined;
  for (const [name, item] of Object.entries(value)) {
    const at = `${pointer}/${escapePointerToken(name)}`;
    if (typeof item === 'string' && name.endsWith('Key') && messageKeyPattern.test(item)) refs.messageExists('routes.json', at, item);
    else if (typeof item === 'string' && (name.endsWith('Path') || name === 'tabsFrom')) refs.routeExists('routes.json', at, item, `${name} of widget "${widget}"`, 'parameterised-allowed');
    else if (typeof item === 'string' && name === 'tab' && tabsFrom !== undefined) refs.routeExists('routes.json', at, `${tabsFrom}/${item}`, `tab of widget "${widget}"`, 'parameterised-allowed');
    else if (Array.isArray(item) && item.some((entry) => isRecord(entry) && typeof entry.path === 'string')) {
      const base = name === 'tabs' && tabsFrom !== undefined ? `${tabsFrom}/` : '';
      item.forEach((entry, index) => {
        if (isRecord(entry) && typeof entry.path === 'string') {
          refs.routeExists('routes.json', `${at}/${index}/path`, `${base}${entry.path}`, `${entryWord(name)} of widget "${widget}"`, 'parameterised-allowed');
        }
      });
      checkPropReferences(refs, catalogue, at, item, widget, depth);
    } else checkPropReferences(refs, catalogue, at, item, widget, depth);
  }
}
