import { isRecord } from './json.js';

/** A widget nests another, as account-details' `content`, by an object with a `widget` name (and its own `props`). */
export function isNestedWidget(value: unknown): value is { widget: string; props?: unknown; widgetVersion?: string } {
  return isRecord(value) && typeof value.widget === 'string' && (value.widgetVersion === undefined || typeof value.widgetVersion === 'string');
}
