import type { HttpClient } from './http.js';
import { expectRecord, stringOf } from './json.js';

/**
 * The member's acceptance of the credit union's online-banking terms (schemas/api/consent.json):
 * which version is current and whether this member accepted it. The shell asks before any page.
 */
export const termsConsentPath = '/consent/client-api/v1/terms-consent';
export const termsConsentKey = 'consent/terms-consent';

export interface TermsConsent {
  readonly version: string;
  readonly effective: string;
  readonly accepted: boolean;
  readonly acceptedAt?: string;
}

export async function readTermsConsent(http: HttpClient): Promise<TermsConsent> {
  const body = expectRecord(await http.get(termsConsentPath), 'terms consent');
  const acceptedAt = stringOf(body.acceptedAt);
  return {
    version: stringOf(body.version) ?? '',
    effective: stringOf(body.effective) ?? '',
    accepted: body.accepted === true,
    ...(acceptedAt === undefined ? {} : { acceptedAt }),
  };
}

/** Records that the member accepted `version` (the one they read). */
export async function acceptTerms(http: HttpClient, version: string): Promise<void> {
  await http.post(termsConsentPath, { version });
}
