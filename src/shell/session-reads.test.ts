import { afterEach, describe, expect, it } from 'vitest';
import { dropEarly, takeEarly, termsConsentKey, termsConsentPath, type HttpClient, type Session } from '../platform/index.js';
import type { ConfigBundle } from '../runtime/index.js';
import { asksTermsConsent, startSessionReads } from './session-reads.js';

/** A client that answers every read with the accepted terms and records what was asked. */
function recordingClient(asked: string[]): HttpClient {
  const answer = (path: string) => {
    asked.push(path);
    return Promise.resolve({ version: '2026-01', effective: '2026-01-01', accepted: true });
  };
  return { get: answer } as unknown as HttpClient;
}

const signedIn = { isPreview: () => false } as unknown as Session;
const preview = { isPreview: () => true } as unknown as Session;
const withConsent = { routes: { consentPath: 'consent' } } as unknown as ConfigBundle;
const withoutConsent = { routes: {} } as unknown as ConfigBundle;

afterEach(() => dropEarly());

describe('the first screen’s reads', () => {
  it('ask whether the member accepted the terms with the others, before the shell renders, where the routes ask for consent', async () => {
    const asked: string[] = [];
    await startSessionReads(recordingClient(asked), signedIn, withConsent);
    expect(asked).toContain(termsConsentPath);
    await expect(takeEarly(termsConsentKey)).resolves.toMatchObject({ accepted: true });
  });

  it('leave the terms alone where nobody is asked to accept them', async () => {
    const asked: string[] = [];
    await startSessionReads(recordingClient(asked), signedIn, withoutConsent);
    expect(asked).not.toContain(termsConsentPath);
    expect(takeEarly(termsConsentKey)).toBeUndefined();
  });

  it('ask for consent only with a consent route, and never in the studio’s preview', () => {
    expect(asksTermsConsent(withConsent, signedIn)).toBe(true);
    expect(asksTermsConsent(withConsent, preview)).toBe(false);
    expect(asksTermsConsent(withoutConsent, signedIn)).toBe(false);
  });
});
