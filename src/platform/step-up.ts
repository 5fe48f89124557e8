import { useEffect, useState } from 'react';
import { isPlatformError } from './errors.js';

/**
 * Re-authentication before a sensitive change (RFC 9470 step-up). The platform answers a change to
 * how a member signs in or is reached with 401 and `WWW-Authenticate: Bearer
 * error="insufficient_user_authentication", max_age="300"` when the password was entered too long
 * ago. The page keeps what the member typed, sends them through the provider's password form and,
 * back on the same page, puts the edit back. Never keep a password in a draft: session storage is
 * readable by any script on the page.
 */

/** What a step-up needs of the signed-in session (auth.ts Session.stepUp). */
export interface StepUpSession {
  stepUp(returnTo?: string, maxAgeSeconds?: number): Promise<void>;
}

const draftPrefix = 'passbook.step-up-draft.';

/** True when a WWW-Authenticate challenge asks for a more recent sign-in. */
export function isStepUpChallengeHeader(header: string | null | undefined): boolean {
  return typeof header === 'string' && /error\s*=\s*"?insufficient_user_authentication"?/i.test(header);
}

/** The challenge's max_age in seconds, when it names one. */
function maxAgeOf(header: string | undefined): number | undefined {
  const match = /max_age\s*=\s*"?(\d+)"?/i.exec(header ?? '');
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** True when a failed call asks for the password again before the change can be made. */
export function isStepUpChallenge(error: unknown): boolean {
  return isPlatformError(error) && error.status === 401 && isStepUpChallengeHeader(error.challenge);
}

/**
 * Keeps `draft` (the form's values) for this tab under `draftKey`, then sends the member to enter
 * the password again, coming back to the page they are on. `error` is the challenge, whose
 * max_age goes along to the provider. Without a session (a test, a preview) the draft is kept and
 * nothing else happens.
 */
export async function keepDraftAndStepUp(
  draftKey: string,
  draft: unknown,
  session: StepUpSession | undefined,
  error?: unknown,
): Promise<void> {
  // Session storage: the draft lives only in this tab and ends with it, as the form's values would.
  window.sessionStorage.setItem(draftPrefix + draftKey, JSON.stringify(draft));
  const challenge = isPlatformError(error) ? error.challenge : undefined;
  await session?.stepUp(window.location.pathname + window.location.search + window.location.hash, maxAgeOf(challenge));
}

/**
 * The draft kept under `draftKey`, once: it is removed as it is read. Undefined when there is
 * none or it is not the shape `isDraft` expects (kept by an older version of the page).
 */
export function takeKeptDraft<T>(draftKey: string, isDraft: (value: unknown) => value is T): T | undefined {
  const draft = readKeptDraft(draftKey, isDraft);
  forgetKeptDraft(draftKey);
  return draft;
}

/** The draft kept under `draftKey`, left in place. */
function readKeptDraft<T>(draftKey: string, isDraft: (value: unknown) => value is T): T | undefined {
  const kept = window.sessionStorage.getItem(draftPrefix + draftKey);
  if (kept === null) return undefined;
  try {
    const draft: unknown = JSON.parse(kept);
    return isDraft(draft) ? draft : undefined;
  } catch {
    return undefined;
  }
}

function forgetKeptDraft(draftKey: string): void {
  window.sessionStorage.removeItem(draftPrefix + draftKey);
}

/**
 * The draft kept for this page before a step-up, for its first render; forgotten once the page is
 * shown. Reading and forgetting in one go inside a state initializer lost it whenever React threw
 * that render away (a child still loading, strict mode) and rendered again.
 */
export function useKeptDraft<T>(draftKey: string, isDraft: (value: unknown) => value is T): T | undefined {
  const [kept] = useState(() => readKeptDraft(draftKey, isDraft));
  useEffect(() => forgetKeptDraft(draftKey), [draftKey]);
  return kept;
}
