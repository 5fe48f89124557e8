/**
 * The checks of config/forms/*.json (node and the server only: compiling a form's schema needs
 * ajv's compiler): the file against schemas/form.schema.json, then the form's data schema
 * compiles as draft 2020-12 with unknown keywords rejected, every message key it names is in the
 * catalogue, every field its messages, rules and server errors name is a field of the schema,
 * every rule is json-logic the runtime can evaluate, and every `ui:widget` and `ui:field` names a
 * widget or field a form can render.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import jsonLogic from 'json-logic-js';
import { fileNameOf } from './config-files.js';
import { addRuleOperations } from './json-logic-operations.js';
import type { ConfigError } from './config-types.js';
import { BUILT_IN_FORM_WIDGETS, RJSF_FIELD_NAMES, RJSF_WIDGET_NAMES } from './form-names.js';
import { isRecord, messageKeyPattern } from './json.js';
import { validateFormFile } from './generated/form-file.js';
import { describeSchemaErrors, didYouMean, escapePointerToken } from './schema-errors.js';

type Json = Record<string, unknown>;

const uiTextKeys = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);

/** Bundle keys of form files as config:check loads them (`forms/balance-alert`). */
export function formKeys(bundle: Readonly<Json>): string[] {
  return Object.keys(bundle).filter((key) => key.startsWith('forms/'));
}

function fieldExists(schema: unknown, field: string): boolean {
  let node: unknown = schema;
  for (const segment of field.split('.')) {
    if (!isRecord(node)) return false;
    // Array fields name their items' properties directly (indexes are left out of field paths).
    while (isRecord(node) && node.type === 'array' && isRecord(node.items)) node = node.items;
    const properties = isRecord(node) ? node.properties : undefined;
    if (!isRecord(properties) || !(segment in properties)) return false;
    node = properties[segment];
  }
  return true;
}

/** Message keys a uiSchema names: ui texts, enum names and the submit text. */
function uiMessageKeys(node: unknown, pointer: string, found: { pointer: string; key: string }[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => uiMessageKeys(item, `${pointer}/${index}`, found));
    return;
  }
  if (!isRecord(node)) return;
  for (const [name, value] of Object.entries(node)) {
    const at = `${pointer}/${escapePointerToken(name)}`;
    if (uiTextKeys.has(name) && typeof value === 'string' && messageKeyPattern.test(value)) found.push({ pointer: at, key: value });
    else if (name === 'ui:enumNames' && Array.isArray(value)) {
      value.forEach((item, index) => {
        if (typeof item === 'string' && messageKeyPattern.test(item)) found.push({ pointer: `${at}/${index}`, key: item });
      });
    } else if (name === 'ui:submitButtonOptions' && isRecord(value) && typeof value.submitText === 'string') {
      found.push({ pointer: `${at}/submitText`, key: value.submitText });
    } else uiMessageKeys(value, at, found);
  }
}

function ruleProblem(rule: unknown): string | undefined {
  addRuleOperations();
  try {
    jsonLogic.apply(rule as jsonLogic.RulesLogic, {});
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Every `ui:widget` and `ui:field` of a uiSchema, with its pointer. */
function uiComponentNames(node: unknown, pointer: string, found: { pointer: string; kind: 'ui:widget' | 'ui:field'; name: string }[]): void {
  if (Array.isArray(node)) node.forEach((item, index) => uiComponentNames(item, `${pointer}/${index}`, found));
  if (!isRecord(node)) return;
  for (const [name, value] of Object.entries(node)) {
    const at = `${pointer}/${escapePointerToken(name)}`;
    if ((name === 'ui:widget' || name === 'ui:field') && typeof value === 'string') found.push({ pointer: at, kind: name, name: value });
    else uiComponentNames(value, at, found);
  }
}

/**
 * `formWidgets`: the widget names the registered widgets add (their definitions' `formWidgets`);
 * rjsf's own and the runtime's built-in ones are always known.
 */
export function checkForms(bundle: Readonly<Json>, formWidgets: readonly string[]): ConfigError[] {
  const errors: ConfigError[] = [];
  const messages = isRecord(bundle.messages) ? bundle.messages : {};
  const knownWidgets = [...BUILT_IN_FORM_WIDGETS, ...formWidgets, ...RJSF_WIDGET_NAMES];
  for (const key of formKeys(bundle)) {
    const file = `${key}.json`;
    const form = bundle[key];
    if (!validateFormFile(form) || !isRecord(form)) {
      // The checks below trust the file's shape, so a file that fails its schema gets only these errors.
      for (const { pointer, message } of describeSchemaErrors(validateFormFile.errors ?? [])) errors.push({ file, pointer, message });
      continue;
    }
    const add = (pointer: string, message: string) => errors.push({ file, pointer, message });

    const ajv = new Ajv2020({ strict: true, allErrors: true, strictRequired: false, allowUnionTypes: true });
    addFormats(ajv);
    try {
      ajv.compile(form.schema as Json);
    } catch (error) {
      add('/schema', `the form schema is not valid JSON Schema 2020-12: ${error instanceof Error ? error.message : String(error)}`);
    }

    const keys: { pointer: string; key: string }[] = [{ pointer: '/title', key: form.title as string }];
    const formMessages = isRecord(form.messages) ? form.messages : {};
    for (const [keyword, message] of Object.entries(isRecord(formMessages.keywords) ? formMessages.keywords : {})) {
      keys.push({ pointer: `/messages/keywords/${keyword}`, key: message as string });
    }
    for (const [field, byKeyword] of Object.entries(isRecord(formMessages.fields) ? formMessages.fields : {})) {
      if (!fieldExists(form.schema, field)) add(`/messages/fields/${field}`, `field "${field}" is not a property of the form schema`);
      for (const [keyword, message] of Object.entries(byKeyword as Json)) keys.push({ pointer: `/messages/fields/${field}/${keyword}`, key: message as string });
    }
    (Array.isArray(form.rules) ? (form.rules as Json[]) : []).forEach((rule, index) => {
      if (!fieldExists(form.schema, rule.field as string)) add(`/rules/${index}/field`, `field "${String(rule.field)}" is not a property of the form schema`);
      const problem = ruleProblem(rule.when);
      if (problem !== undefined) add(`/rules/${index}/when`, `the rule cannot be evaluated: ${problem}`);
      for (const [name, value] of Object.entries(isRecord(rule.params) ? rule.params : {})) {
        const paramProblem = ruleProblem(value);
        if (paramProblem !== undefined) add(`/rules/${index}/params/${escapePointerToken(name)}`, `the value cannot be evaluated: ${paramProblem}`);
      }
      keys.push({ pointer: `/rules/${index}/message`, key: rule.message as string });
    });
    for (const [errorKey, mapping] of Object.entries(isRecord(form.serverErrors) ? form.serverErrors : {})) {
      const { field, message } = mapping as { field: string; message: string };
      if (!fieldExists(form.schema, field)) add(`/serverErrors/${errorKey}/field`, `field "${field}" is not a property of the form schema`);
      keys.push({ pointer: `/serverErrors/${errorKey}/message`, key: message });
    }
    uiMessageKeys(form.uiSchema, '/uiSchema', keys);
    const catalogue = fileNameOf('messages', bundle);
    for (const { pointer, key: messageKey } of keys) {
      if (typeof messages[messageKey] !== 'string') add(pointer, `message "${messageKey}" is not in ${catalogue}${didYouMean(messageKey, Object.keys(messages))}`);
    }
    const components: { pointer: string; kind: 'ui:widget' | 'ui:field'; name: string }[] = [];
    uiComponentNames(form.uiSchema, '/uiSchema', components);
    for (const { pointer, kind, name } of components) {
      const known = kind === 'ui:widget' ? knownWidgets : RJSF_FIELD_NAMES;
      if (known.includes(name)) continue;
      const what = kind === 'ui:widget' ? 'form widget' : 'form field';
      add(pointer, `${what} "${name}" is not registered${didYouMean(name, known)}; ${what}s: ${known.filter((candidate) => /^[a-z]/.test(candidate) || kind === 'ui:field').join(', ')}`);
    }
  }
  return errors;
}
