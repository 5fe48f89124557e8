/** Host names that all mean this machine: a member who opens any of them meant the server here. */
const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What to do with a page request, given the origin sign-in works at (PUBLIC_URL). */
export type PublicHostAnswer =
  | { kind: 'serve' }
  | { kind: 'redirect'; location: string }
  | { kind: 'wrong-host'; opened: string };

/**
 * The sign-in provider's issuer and redirect addresses derive from PUBLIC_URL, so a page opened at
 * another host signs in against an issuer that disagrees with it. On loopback the member meant the
 * same server: send them to PUBLIC_URL's host first (same path and query). Any other host cannot
 * be guessed right, so the page says what to set instead.
 */
export function publicHostAnswer(publicUrl: string, requestHost: string, requestUrl: string): PublicHostAnswer {
  const expected = new URL(publicUrl);
  let opened: URL;
  try {
    // Parsed with PUBLIC_URL's scheme so a default port (":80") compares equal to none.
    opened = new URL(`${expected.protocol}//${requestHost}`);
  } catch {
    return { kind: 'wrong-host', opened: requestHost };
  }
  if (opened.host === expected.host) return { kind: 'serve' };
  if (loopbackNames.has(opened.hostname) && loopbackNames.has(expected.hostname) && opened.port === expected.port) {
    return { kind: 'redirect', location: `${expected.origin}${requestUrl}` };
  }
  return { kind: 'wrong-host', opened: opened.origin };
}
