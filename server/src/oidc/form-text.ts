import { textKeyword } from '../http/text-rule.js';

/**
 * A sign-in form field: one line of the text every request keeps (src/config-checks/text-rule.ts,
 * the keyword the app's validator knows), at most `maxLength` characters. The database refuses NUL
 * and unpaired surrogates, so such input is the sender's error (400), never a failed query (500).
 */
export const formText = (maxLength: number) => ({ type: 'string', maxLength, [textKeyword]: 'line' }) as const;
