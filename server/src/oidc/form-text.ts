/**
 * The text a sign-in form field may hold: at most `maxLength` characters, none of them a control
 * character (C0, DEL) or half of a surrogate pair. The database refuses NUL and unpaired
 * surrogates, so such input is the sender's error (400), never a failed query (500). Ajv compiles
 * patterns with the `u` flag, where [\uD800-\uDFFF] matches only an unpaired surrogate.
 */
export const formText = (maxLength: number) =>
  ({ type: 'string', maxLength, pattern: '^[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]*$' }) as const;
