export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The text of `key` with `{name}` placeholders filled from `params`.
 *
 * A missing key returns the key itself, so the gap is visible on the page (and caught by
 * config:check for keys that config references) instead of throwing in a member's session.
 * A placeholder without a value stays as written.
 */
export function resolveMessage(messages: unknown, key: string, params?: MessageParams): string {
  const template =
    messages !== null && typeof messages === 'object' && Object.hasOwn(messages, key)
      ? (messages as Record<string, unknown>)[key]
      : undefined;
  if (typeof template !== 'string' || key === '$schema') return key;
  if (params === undefined) return template;
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
