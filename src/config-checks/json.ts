/** A JSON object (not an array, not null): what a configuration file or one of its entries must be before its keys are read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The shape of a message key (`transfers.amount`, `route.manageNotifications.title`): a string in a
 * `…Key` prop or a form's ui text is checked against the catalogue only when it looks like one,
 * so free text in those places is not reported as a missing key.
 */
export const messageKeyPattern = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9][a-zA-Z0-9-]*)+$/;
