/*
 * The names a form's uiSchema may give `ui:widget` and `ui:field`, as data, so the checks know
 * them without loading rjsf or a component. form-names.test.ts holds rjsf's lists against these;
 * the runtime's built-in widgets are typed by BUILT_IN_FORM_WIDGETS; the widgets' own names come
 * from their definitions' `formWidgets` (the generated widget catalogue).
 */

/** rjsf's widgets: its registry's names and the aliases a uiSchema uses (`"ui:widget": "textarea"`). */
export const RJSF_WIDGET_NAMES: readonly string[] = [
  'AltDateWidget', 'AltDateTimeWidget', 'CheckboxWidget', 'CheckboxesWidget', 'ColorWidget', 'DateWidget', 'DateTimeWidget',
  'EmailWidget', 'FileWidget', 'HiddenWidget', 'PasswordWidget', 'RadioWidget', 'RangeWidget', 'RatingWidget', 'SelectWidget',
  'TextWidget', 'TextareaWidget', 'TimeWidget', 'UpDownWidget', 'URLWidget',
  'text', 'password', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'data-url', 'radio', 'select', 'textarea', 'hidden', 'date',
  'datetime', 'date-time', 'alt-date', 'alt-datetime', 'time', 'color', 'file', 'files', 'updown', 'range', 'checkbox', 'checkboxes', 'rating',
];

/** rjsf's fields, by their registry names (`"ui:field": "StringField"`). */
export const RJSF_FIELD_NAMES: readonly string[] = [
  'AnyOfField', 'ArrayField', 'BooleanField', 'CyclicSchemaField', 'FallbackField', 'LayoutGridField', 'LayoutHeaderField',
  'LayoutMultiSchemaField', 'NumberField', 'ObjectField', 'OneOfField', 'OptionalDataControlsField', 'SchemaField', 'StringField', 'NullField',
];

/** The runtime's own form widgets (src/runtime/forms/built-in-widgets.tsx), available to every form. */
export const BUILT_IN_FORM_WIDGETS = ['amount', 'switch'] as const;

export type BuiltInFormWidget = (typeof BUILT_IN_FORM_WIDGETS)[number];
