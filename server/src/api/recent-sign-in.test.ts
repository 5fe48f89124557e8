import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../http/access-token.js';
import { ApiError } from '../http/errors.js';
import { recentSignInRequiredKey, requireRecentSignIn } from './recent-sign-in.js';

const settings = { signIn: { recentSignInMinutes: 5 } } as Parameters<typeof requireRecentSignIn>[0];
const now = () => Math.floor(Date.now() / 1000);

async function check(authTime: number | undefined) {
  const headers: Record<string, string> = {};
  const reply = { header: (name: string, value: string) => ((headers[name] = value), reply) } as unknown as FastifyReply;
  const caller: Caller = { userId: 'u-demo', role: 'member', ...(authTime === undefined ? {} : { authTime }) };
  const outcome = await requireRecentSignIn(settings)({ caller } as FastifyRequest, reply).then(
    () => 'passed' as const,
    (error: unknown) => error,
  );
  return { outcome, challenge: headers['WWW-Authenticate'] };
}

describe('requireRecentSignIn', () => {
  it('lets a change through when the password was entered within the configured minutes', async () => {
    expect(await check(now() - 4 * 60)).toEqual({ outcome: 'passed', challenge: undefined });
  });

  it.each([
    ['entered more than 5 minutes ago', now() - 5 * 60 - 2],
    ['not said by the token', undefined],
  ])('answers the RFC 9470 step-up challenge when the password was %s', async (_case, authTime) => {
    const { outcome, challenge } = await check(authTime);
    expect(outcome).toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({ statusCode: 401, key: recentSignInRequiredKey });
    expect(challenge).toMatch(/^Bearer error="insufficient_user_authentication", error_description="[^"]+", max_age="300"$/);
  });
});
