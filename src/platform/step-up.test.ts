// @vitest-environment jsdom
// (the browser's sessionStorage and history, which node lacks)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformError } from './errors.js';
import { isStepUpChallenge, keepDraftAndStepUp, takeKeptDraft, type StepUpSession } from './step-up.js';

const stepUpHeader = 'Bearer error="insufficient_user_authentication", error_description="A more recent sign-in is required", max_age="300"';
const failure = (status: number, challenge?: string) =>
  new PlatformError({ status, method: 'POST', path: '/user-manager/client-api/v2/users/identities/password', challenge });

const isUsernameDraft = (value: unknown): value is { username: string } =>
  typeof value === 'object' && value !== null && typeof (value as { username?: unknown }).username === 'string';

afterEach(() => window.sessionStorage.clear());

describe('isStepUpChallenge', () => {
  it('recognises a 401 whose challenge asks for a more recent sign-in', () => {
    expect(isStepUpChallenge(failure(401, stepUpHeader))).toBe(true);
    expect(isStepUpChallenge(failure(401, 'Bearer error=insufficient_user_authentication'))).toBe(true);
  });

  it.each([
    ['an expired token', failure(401, 'Bearer error="invalid_token"')],
    ['a 401 without a challenge', failure(401)],
    ['a 403', failure(403, stepUpHeader)],
    ['an error that is not the platform’s', new Error('insufficient_user_authentication')],
  ])('is not fooled by %s', (_case, error) => {
    expect(isStepUpChallenge(error)).toBe(false);
  });
});

describe('keeping a draft across the re-authentication', () => {
  it('keeps the draft, then sends the member to sign in again, back to the page they are on with the challenge’s max_age', async () => {
    window.history.replaceState(null, '', '/self-service/login-security?tab=username');
    const session: StepUpSession = { stepUp: vi.fn(async () => undefined) };
    await keepDraftAndStepUp('login-security.username', { username: 'newname1' }, session, failure(401, stepUpHeader));
    expect(session.stepUp).toHaveBeenCalledWith('/self-service/login-security?tab=username', 300);
    expect(takeKeptDraft('login-security.username', isUsernameDraft)).toEqual({ username: 'newname1' });
  });

  it('gives the draft back once only', async () => {
    await keepDraftAndStepUp('login-security.username', { username: 'newname1' }, undefined);
    expect(takeKeptDraft('login-security.username', isUsernameDraft)).toEqual({ username: 'newname1' });
    expect(takeKeptDraft('login-security.username', isUsernameDraft)).toBeUndefined();
  });

  it('gives nothing for another page’s key, or a draft of another shape', async () => {
    await keepDraftAndStepUp('profile.email', { address: 'a@b.example' }, undefined);
    expect(takeKeptDraft('login-security.username', isUsernameDraft)).toBeUndefined();
    expect(takeKeptDraft('profile.email', isUsernameDraft)).toBeUndefined();
  });
});
