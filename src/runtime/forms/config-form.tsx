import { Fragment, startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Form, { Templates as antdTemplates } from '@rjsf/antd';
import {
  englishStringTranslator,
  errorId,
  TranslatableString,
  type ErrorListProps,
  type ErrorSchema,
  type FieldErrorProps,
  type FieldTemplateProps,
  type FormValidation,
  type ObjectFieldTemplateProps,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
} from '@rjsf/utils';
import { Alert, Button, Flex } from 'antd';
import { resolveMessage, type MessageParams } from '../messages.js';
import { useRuntime } from '../runtime-context.js';
import { builtInFormWidgets } from './built-in-widgets.js';
import { readFormDefinition, type FormDefinition } from './form-definition.js';
import { clearDraft, readDraft, writeDraft } from './form-drafts.js';
import { fieldKeyOf, messageKeyFor, textMessageKeyFor, translateValidationErrors, type MessageLookup } from './form-messages.js';
import { evaluateFormRules } from './form-rules.js';
import { textViolations } from './form-text.js';
import { loadFormValidator, type FormValidatorResult } from './form-validators.js';
import { registeredFormWidgets, type FormWidget } from './form-widgets.js';
import { serverFieldErrors, type ServerErrorLike, type ServerParamFormatter } from './server-errors.js';
import { FieldsBeingTyped, FieldsBeingTypedContext, typedWidget } from './typed-value.js';
import { Skeleton } from '../loading.js';
import './config-form.css';

export type FormData = Record<string, unknown>;

export interface ConfigFormProps {
  /** The form's name: config/forms/<form>.json. */
  readonly form: string;
  /** What the form starts with (e.g. the saved recipe). Read once, at the first mount without a draft. */
  readonly initialData?: FormData;
  /**
   * Keeps what the member typed across remounts for the page's life (see form-drafts.ts); cleared
   * when a submit succeeds. Without it the data still survives re-renders and errors.
   */
  readonly draftKey?: string;
  /** Called with valid data. A returned promise shows the submit as busy; a rejection keeps the draft. */
  readonly onSubmit: (data: FormData) => unknown;
  readonly onChange?: (data: FormData) => void;
  /** The platform's error body of the last submit (a PlatformError fits): mapped onto fields by the form's `serverErrors`. */
  readonly serverError?: ServerErrorLike | null;
  /** Formats values put into server error texts (e.g. a limit as money). */
  readonly formatServerParam?: ServerParamFormatter;
  /** Widgets for this form only; they win over registered and built-in widgets of the same name. */
  readonly widgets?: Readonly<Record<string, FormWidget>>;
  /** Handed to widgets as `registry.formContext` (e.g. the channels a recipe specification offers). */
  readonly formContext?: Readonly<Record<string, unknown>>;
  readonly disabled?: boolean;
  /**
   * Disables only the submit button (and refuses a submit by the Enter key), leaving every field
   * editable: for a state the member must change a field to leave, such as a blocked account pair.
   */
  readonly submitDisabled?: boolean;
  /** The submit button's text for this use of the form; wins over `ui:submitButtonOptions.submitText`. */
  readonly submitText?: string;
  /** Prefix of the fields' ids; defaults to the form name, so two forms on one page never share ids. */
  readonly idPrefix?: string;
  /** What the page hosting the form knows, for its rules as `$context` (a journey's product, the accounts' balances). */
  readonly ruleContext?: Readonly<Record<string, unknown>>;
  /** Rendered after the submit button (e.g. a Cancel button). */
  readonly children?: ReactNode;
}

const uiTextKeys = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);

/** The uiSchema with its message keys replaced by the catalogue's text (a string that is no key stays as written). */
export function translateUiSchema(node: unknown, lookup: MessageLookup): unknown {
  if (Array.isArray(node)) return node.map((item) => translateUiSchema(item, lookup));
  if (node === null || typeof node !== 'object') return node;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (uiTextKeys.has(key) && typeof value === 'string') result[key] = lookup(value) ?? value;
    else if (key === 'ui:enumNames' && Array.isArray(value)) result[key] = value.map((item) => (typeof item === 'string' ? (lookup(item) ?? item) : item));
    else if (key === 'ui:submitButtonOptions' && value !== null && typeof value === 'object') {
      const options = value as Record<string, unknown>;
      result[key] = typeof options.submitText === 'string' ? { ...options, submitText: lookup(options.submitText) ?? options.submitText } : options;
    } else result[key] = translateUiSchema(value, lookup);
  }
  return result;
}

function childOf(node: unknown, segment: string): unknown {
  if (node === null || typeof node !== 'object') return undefined;
  const record = node as Record<string, unknown>;
  if (segment in record) return record[segment];
  const items = record.items;
  return items !== null && typeof items === 'object' ? (items as Record<string, unknown>)[segment] : undefined;
}

/** A field's label: its (translated) `ui:title`, else the schema's title, else its name. */
export function fieldLabel(uiSchema: unknown, schema: unknown, field: string): string {
  if (field === '') return '';
  let ui: unknown = uiSchema;
  let sub: unknown = schema;
  for (const segment of field.split('.')) {
    ui = childOf(ui, segment);
    sub = childOf(childOf(sub, 'properties') ?? childOf(sub, 'items'), segment);
  }
  const uiTitle = ui !== null && typeof ui === 'object' ? (ui as Record<string, unknown>)['ui:title'] : undefined;
  if (typeof uiTitle === 'string') return uiTitle;
  const title = sub !== null && typeof sub === 'object' ? (sub as Record<string, unknown>).title : undefined;
  return typeof title === 'string' ? title : (field.split('.').pop() ?? field);
}

/** rjsf's error handler node at a dotted path, created where the data has no value yet. */
function handlerAt(errors: FormValidation<FormData>, field: string): { addError(message: string): void } {
  let node = errors as unknown as Record<string, unknown>;
  for (const segment of field.split('.')) {
    if (node[segment] === undefined || node[segment] === null || typeof node[segment] !== 'object') {
      const created: { __errors: string[]; addError(message: string): void } = {
        __errors: [],
        addError(message: string) {
          this.__errors.push(message);
        },
      };
      node[segment] = created;
    }
    node = node[segment] as Record<string, unknown>;
  }
  return node as unknown as { addError(message: string): void };
}

function errorSchemaOf(fieldErrors: readonly { field: string; text: string }[]): ErrorSchema<FormData> | undefined {
  if (fieldErrors.length === 0) return undefined;
  const root: Record<string, unknown> = {};
  for (const { field, text } of fieldErrors) {
    let node = root;
    for (const segment of field.split('.')) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    const list = (node.__errors ??= []) as string[];
    list.push(text);
  }
  return root as ErrorSchema<FormData>;
}

const AntdFieldTemplate = antdTemplates.FieldTemplate as (props: FieldTemplateProps<FormData>) => ReactNode;

/**
 * antd's field template shows a field's help text *instead of* its errors; a field with errors
 * must say what is wrong, so while it has any the help moves to the description slot.
 */
function FieldTemplate(props: FieldTemplateProps<FormData>): ReactNode {
  if (!props.rawErrors?.length || !props.rawHelp) return <AntdFieldTemplate {...props} />;
  const description = props.rawDescription ? props.description : props.help;
  return <AntdFieldTemplate {...props} rawHelp={undefined} rawDescription={props.rawDescription || props.rawHelp} description={description} />;
}

const AntdObjectFieldTemplate = antdTemplates.ObjectFieldTemplate as (props: ObjectFieldTemplateProps<FormData>) => ReactNode;

/**
 * Every config form looks like the rest of the app: its own fields in one column of antd form
 * items, not in the theme's bare fieldset (a grey border with no legend) nor its two-column grid,
 * which leaves a hole wherever a conditional field is hidden. The page's heading names the form,
 * so the root draws no title of its own; a nested object keeps the theme's titled group.
 */
function ObjectFieldTemplate(props: ObjectFieldTemplateProps<FormData>): ReactNode {
  if (props.fieldPathId.path.length > 0) return <AntdObjectFieldTemplate {...props} />;
  return (
    <div className="pb-form-fields">
      {props.properties
        .filter((property) => !property.hidden)
        .map((property) => (
          <Fragment key={property.name}>{property.content}</Fragment>
        ))}
    </div>
  );
}

/** Every text input of a config form paints each key at once and hands the form its text in the background. */
const BaseInputTemplate = typedWidget(antdTemplates.BaseInputTemplate as FormWidget);

/** A field's errors, each once: rjsf can list a server error from extraErrors twice once live validation runs. */
function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps<FormData>): ReactNode {
  const unique = errors.filter((error, index) => typeof error !== 'string' || errors.indexOf(error) === index);
  if (unique.length === 0) return null;
  const id = errorId(fieldPathId);
  return (
    <div id={id}>
      {unique.map((error, index) => (
        <div key={typeof error === 'string' ? error : index}>{error}</div>
      ))}
    </div>
  );
}

/** The page's copy of the data, counted among the fields being typed until it has caught up. */
const formDataKey = '(form data)';

const translatableKeys = new Map<string, string>(Object.entries(TranslatableString).map(([member, english]) => [english, member]));

/** Validators already loaded, by schema object: a remount renders the form at once, without a loading flash. */
const loadedValidators = new WeakMap<object, FormValidatorResult>();

/** The form's precompiled validator; undefined while its chunk loads. */
function useFormValidator(schema: RJSFSchema): FormValidatorResult | undefined {
  const [loaded, setLoaded] = useState<{ schema: RJSFSchema; result: FormValidatorResult } | undefined>(undefined);
  const known = loadedValidators.get(schema);
  useEffect(() => {
    if (loadedValidators.has(schema)) return;
    let current = true;
    void loadFormValidator(schema).then((result) => {
      loadedValidators.set(schema, result);
      if (current) setLoaded({ schema, result });
    });
    return () => {
      current = false;
    };
  }, [schema]);
  return known ?? (loaded?.schema === schema ? loaded.result : undefined);
}

function FormUnavailable({ title, problems }: { title: string; problems: readonly string[] }): ReactNode {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      }
    />
  );
}

/**
 * A form from config/forms/<form>.json, rendered by rjsf with the antd theme and validated by the
 * schema's precompiled validator (no schema compiler in the browser). Errors speak the form's
 * wording: messages by keyword with per-field overrides, the json-logic cross-field rules, and
 * server errors mapped onto fields by key. What the member typed is never lost: the data lives in
 * this component, in rjsf's state and the copy rjsf last reported (with `draftKey` it also outlives
 * a remount); nothing resets it but a successful submit. Load it through the runtime's lazy
 * `ConfigForm`, inside a Suspense boundary.
 */
export default function ConfigForm(props: ConfigFormProps): ReactNode {
  const { config } = useRuntime();
  const lookup = useCatalogueLookup();
  const result = useMemo(() => readFormDefinition(config, props.form), [config, props.form]);
  if (!result.ok) return <FormUnavailable title={lookup('forms.unavailable') ?? 'forms.unavailable'} problems={result.problems} />;
  return <LoadedForm {...props} definition={result.definition} lookup={lookup} />;
}

function useCatalogueLookup(): MessageLookup {
  const { messages } = useRuntime().config;
  return useCallback<MessageLookup>(
    (key: string, params?: MessageParams) =>
      messages !== null && typeof messages === 'object' && typeof (messages as Record<string, unknown>)[key] === 'string' && key !== '$schema'
        ? resolveMessage(messages, key, params)
        : undefined,
    [messages],
  );
}

function LoadedForm({
  form,
  definition,
  lookup,
  initialData,
  draftKey,
  onSubmit,
  onChange,
  serverError,
  formatServerParam,
  widgets,
  formContext,
  disabled,
  submitDisabled,
  submitText,
  idPrefix,
  ruleContext,
  children,
}: ConfigFormProps & { definition: FormDefinition; lookup: MessageLookup }): ReactNode {
  const schema = definition.schema as RJSFSchema;
  const validator = useFormValidator(schema);
  const [startData] = useState<FormData>(() => (readDraft(draftKey) as FormData | undefined) ?? initialData ?? {});
  // What rjsf last reported, handed back to it as its formData on every render. A state copy lags
  // rjsf while the page catches up (a transition, typed-value.tsx), and rjsf starts again from
  // whatever data a render hands it when its other props change: typed text would be lost.
  const reported = useRef<FormData>(startData);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server error the member has since edited the form after: it no longer describes the data.
  const [dismissed, setDismissed] = useState<ServerErrorLike | null | undefined>(undefined);
  const text = useCallback((key: string, params?: MessageParams) => lookup(key, params) ?? key, [lookup]);
  // Typed text reaches this form in the background (typed-value.tsx); a submit waits for the last of it.
  const [beingTyped] = useState(() => new FieldsBeingTyped());
  const fieldsRef = useRef<HTMLDivElement>(null);
  // The page's copy of the data (a transfer's draft and notices) catches up in a transition; this
  // count moves in the same transition, so its effect says when the page has caught up.
  const [pageUpdates, setPageUpdates] = useState(0);
  useEffect(() => beingTyped.settled(formDataKey), [beingTyped, pageUpdates]);
  // Set when a held submit or press goes ahead: it passes the guard once, even if something is
  // still on its way after the wait's limit.
  const released = useRef(false);
  const release = (action: () => void) => () => {
    released.current = true;
    action();
    released.current = false;
  };

  const uiSchema = useMemo(() => translateUiSchema(definition.uiSchema ?? {}, lookup) as UiSchema<FormData>, [definition.uiSchema, lookup]);
  const labelOf = useCallback((field: string) => fieldLabel(uiSchema, schema, field), [uiSchema, schema]);
  const allWidgets = useMemo(() => {
    const registered = Object.entries(registeredFormWidgets()).map(([name, { widget, typed }]) => [name, typed ? typedWidget(widget) : widget]);
    return { ...builtInFormWidgets, ...Object.fromEntries(registered), ...widgets };
  }, [widgets]);

  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) => translateValidationErrors(errors, definition, lookup, labelOf),
    [definition, lookup, labelOf],
  );
  const customValidate = useCallback(
    (formData: FormData | undefined, errors: FormValidation<FormData>) => {
      for (const violation of evaluateFormRules(definition.rules, formData, ruleContext)) {
        handlerAt(errors, violation.field).addError(text(violation.message, { ...violation.params, field: labelOf(violation.field) }));
      }
      for (const { path, field, found } of textViolations(formData, schema, definition.uiSchema)) {
        const key = found.problem === 'too-long' ? messageKeyFor(definition, field, 'maxLength') : textMessageKeyFor(definition, field);
        handlerAt(errors, path).addError(text(key, { field: labelOf(field), ...('limit' in found ? { limit: found.limit } : {}) }));
      }
      return errors;
    },
    [definition, schema, text, labelOf, ruleContext],
  );
  const extraErrors = useMemo(
    () => (serverError && serverError !== dismissed ? errorSchemaOf(serverFieldErrors(definition, serverError, lookup, formatServerParam)) : undefined),
    [definition, serverError, dismissed, lookup, formatServerParam],
  );
  const templates = useMemo(
    () => ({
      BaseInputTemplate,
      FieldTemplate,
      FieldErrorTemplate,
      ObjectFieldTemplate,
      ErrorListTemplate: ({ errors }: ErrorListProps<FormData>) => (
        <Alert
          type="error"
          showIcon
          title={text('forms.errorsHeading')}
          description={
            <ul className="pb-form-errors">
              {[...new Set(errors.map((error) => {
                const label = labelOf(fieldKeyOf(error.property));
                return label === '' ? (error.message ?? '') : `${label}: ${error.message ?? ''}`;
              }))].map((line) => (
                // rjsf may list a server error both from extraErrors and from its merged state: show each line once.
                <li key={line}>{line}</li>
              ))}
            </ul>
          }
        />
      ),
    }),
    [text, labelOf],
  );
  const translateString = useCallback(
    (english: TranslatableString, params?: string[]) => {
      const member = translatableKeys.get(english);
      const found = member === undefined ? undefined : lookup(`forms.rjsf.${member}`);
      if (found === undefined) return englishStringTranslator(english, params);
      return (params ?? []).reduce((result, value, index) => result.split(`%${index + 1}`).join(value), found);
    },
    [lookup],
  );

  const submitOptions = (uiSchema['ui:submitButtonOptions'] ?? {}) as { submitText?: string };
  const buttonText = submitText ?? submitOptions.submitText ?? text('forms.submit');
  // The same element while nothing on it changes: rjsf renders its children on every keystroke,
  // and antd buttons are not cheap to render (pass memoised `children` to keep the whole row).
  const buttons = useMemo(
    () => (
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={busy} disabled={disabled || submitDisabled}>
          {buttonText}
        </Button>
        {children}
      </Flex>
    ),
    [busy, disabled, submitDisabled, buttonText, children],
  );

  if (validator === undefined) return <Skeleton />;
  if (!validator.ok) {
    return (
      <FormUnavailable
        title={text('forms.unavailable')}
        problems={[`forms/${form}.json: its schema changed since the validators were compiled; run npx tsx scripts/compile-schemas.ts`]}
      />
    );
  }


  const submit = async (formData: FormData) => {
    setBusy(true);
    try {
      await onSubmit(formData);
      clearDraft(draftKey);
    } catch {
      // The caller shows why the submit failed (serverError, a banner); the data and draft stay.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FieldsBeingTypedContext.Provider value={beingTyped}>
      <div
        ref={fieldsRef}
        className="pb-config-form"
        onSubmitCapture={(event) => {
          if (!beingTyped.busy || released.current) return;
          // A key typed just before Enter or a press of the button is still on its way to the form:
          // submit once it has arrived, so what is sent is what the member sees.
          event.preventDefault();
          event.stopPropagation();
          beingTyped.whenSettled(release(() => fieldsRef.current?.querySelector('form')?.requestSubmit()));
        }}
        onClickCapture={(event) => {
          // The same for a button beside the submit that reads the data (Save as template): its
          // press is repeated once the text has arrived. A submit button's press goes on to the submit.
          const button = event.target instanceof Element ? event.target.closest('button') : null;
          if (!beingTyped.busy || released.current || button === null || button.type === 'submit') return;
          event.preventDefault();
          event.stopPropagation();
          beingTyped.whenSettled(release(() => button.click()));
        }}
      >
        <Form
          schema={schema}
          uiSchema={uiSchema}
          validator={validator.validator}
          // eslint-disable-next-line react-hooks/refs -- read in render on purpose: see `reported`
          formData={reported.current}
          idPrefix={idPrefix ?? form}
          widgets={allWidgets}
          templates={templates}
          formContext={formContext}
          translateString={translateString}
          transformErrors={transformErrors}
          customValidate={customValidate}
          extraErrors={extraErrors}
          showErrorList="top"
          focusOnFirstError
          noHtml5Validate
          liveValidate={attempted ? 'onChange' : undefined}
          disabled={disabled || busy}
          onChange={({ formData }) => {
            const next = (formData ?? {}) as FormData;
            reported.current = next;
            writeDraft(draftKey, next);
            if (serverError) setDismissed(serverError);
            // rjsf reports a change from its commit, where the page's update would block the next
            // key: the page around the form catches up in the background.
            beingTyped.started(formDataKey);
            startTransition(() => {
              setPageUpdates((count) => count + 1);
              onChange?.(next);
            });
          }}
          onError={() => setAttempted(true)}
          onSubmit={({ formData }) => {
            setAttempted(true);
            // Enter in a field submits even when the button is disabled in some browsers and in rjsf.
            if (submitDisabled) return;
            void submit((formData ?? {}) as FormData);
          }}
        >
          {buttons}
        </Form>
      </div>
    </FieldsBeingTypedContext.Provider>
  );
}
