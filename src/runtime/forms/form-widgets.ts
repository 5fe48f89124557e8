import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

/** Props rjsf passes a widget: value, onChange, schema, uiSchema options, rawErrors, registry.formContext, ... */
export type FormWidgetProps = WidgetProps;
export type FormWidget = ComponentType<FormWidgetProps>;

/**
 * Custom rjsf widgets by name, as rjsf's `widgets` registry holds them: a journey registers its
 * widgets when its module loads (`registerFormWidget('account-picker', AccountPicker)`), and any
 * form's uiSchema names them with `"ui:widget": "account-picker"`. This module imports nothing of
 * rjsf at run time, so registering costs the first screen nothing.
 */
export interface FormWidgetOptions {
  /**
   * The member types into it: each key paints at once and the form takes the text in the
   * background (typed-value.tsx), so a long form never holds up a key.
   */
  readonly typed?: boolean;
}

export interface RegisteredFormWidget {
  readonly widget: FormWidget;
  readonly typed: boolean;
}

const registered = new Map<string, RegisteredFormWidget>();

export function registerFormWidget(name: string, widget: FormWidget, options: FormWidgetOptions = {}): void {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Form widget name "${name}" must be kebab-case (a-z, 0-9, -)`);
  const existing = registered.get(name);
  // Re-registering the same component (a module evaluated twice by hot reload) is harmless.
  if (existing !== undefined && existing.widget !== widget) throw new Error(`Form widget "${name}" is already registered by another component`);
  registered.set(name, { widget, typed: options.typed === true });
}

export function registeredFormWidgets(): Readonly<Record<string, RegisteredFormWidget>> {
  return Object.fromEntries(registered);
}
