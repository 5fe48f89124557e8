import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { refreshResponse, signIn, SignInFailed } from '../sign-in-flow.js';
import { countWork } from '../work-counter.js';
import { expectConformsToContract } from './client-api-checks.js';
import { visitor } from './visitor.js';

const resets = '/api/account-recovery-manager/client-api/v1/password-resets';
const enrollmentIdentification = '/api/enrollment/client-api/v2/enrollments/backbase';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, newClient } = visitor(() => t.app, '10.30');

interface Identity {
  memberNumber: string;
  ssn: string;
  birthDate: string;
}
const demo: Identity = { memberNumber: '100245871', ssn: '111223333', birthDate: '1980-01-01' };
/** Casey is a member of the credit union without online sign-in. */
const casey: Identity = { memberNumber: '100200300', ssn: '123456789', birthDate: '1990-04-15' };

const identify = (identity: Identity, from?: string) => call('POST', resets, { body: identity, ...(from ? { from } : {}) });
const setPassword = (resetId: string, password: string) => call('PUT', `${resets}/${resetId}`, { body: { password } });
/** Enrollment's identification of the same person, whose failures count in the same lockout. */
const enrollAs = (identity: Identity) =>
  call('POST', enrollmentIdentification, {
    body: {
      identification: [{ key: 'accountNumber', value: identity.memberNumber }],
      verification: [
        { type: 'SSN', value: identity.ssn.slice(-4) },
        { type: 'DOB', value: `${identity.birthDate}T00:00:00` },
      ],
      entityLookup: { ssn: identity.ssn },
    },
  });
const answerOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() as unknown });
const unlockAll = () => t.db.query(`update identification_locks set locked_until = now() - interval '1 second'`);

const mismatch = { status: 400, body: { message: 'Identification does not match', key: 'enrollment.identification.mismatch', errors: [] } };
const expired = { status: 404, body: { message: 'The reset link has expired', key: 'password-reset.expired', errors: [] } };

async function resetIdFor(identity: Identity): Promise<string> {
  const response = await identify(identity);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ resetId: string }>().resetId;
}

describe('identifying for a password reset (POST password-resets)', () => {
  it('identifies demo by member number, SSN and date of birth and answers a reset id, the username and when it expires', async () => {
    const response = await identify(demo);
    expect(response.statusCode, response.body).toBe(201);
    const body = expectConformsToContract('POST', resets.slice(4), response) as { resetId: string; username: string; expiresAt: string };
    expect(body.username).toBe('demo');
    expect(body.resetId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(body.resetId).not.toBe(await resetIdFor(demo));
    const [row] = await t.db.query<{ minutes: number }>(
      `select round(extract(epoch from expires_at - created_at) / 60)::integer as minutes from password_resets where id = $1`,
      [body.resetId],
    );
    expect(row?.minutes).toBe(15);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers an unknown member number, a wrong SSN, a wrong date of birth and a member without online sign-in exactly like enrollment’s mismatch, with the same work', async () => {
    const answers = [];
    for (const identity of [{ ...demo, memberNumber: '555000111' }, { ...demo, ssn: '111223334' }, { ...demo, birthDate: '1980-01-02' }, casey]) {
      const { answer, work } = await countWork(t.db, () => identify(identity));
      answers.push({ ...answerOf(answer), work });
    }
    // One scrypt comparison and the same statements on every path (no time measured: bench/sign-in-timing.ts does).
    const same = { ...mismatch, work: answers[0]?.work };
    expect(answers).toEqual([same, same, same, same]);
    expect(answers[0]?.work).toMatchObject({ hashes: 1, queries: expect.any(Number) as number });
    expect(answers[0]?.work.queries).toBeGreaterThan(2);
    const enrollment = await enrollAs({ ...demo, memberNumber: '555000111' });
    expect(answerOf(enrollment)).toEqual(mismatch);
    await t.db.query('delete from identification_failures');
  });

  it('needs the anti-forgery header, but no sign-in', async () => {
    const response = await t.app.inject({ method: 'POST', url: resets, payload: demo, headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(403);
    expect((await identify(demo)).statusCode).toBe(201);
  });

  it('refuses a malformed identification', async () => {
    expect((await identify({ ...demo, memberNumber: '12' })).statusCode).toBe(400);
    expect((await identify({ ...demo, ssn: '1112233' })).statusCode).toBe(400);
    expect((await identify({ ...demo, birthDate: '01/01/1980' })).statusCode).toBe(400);
  });
});

describe('the lockout shared with enrollment', () => {
  const expectLockedOut = (response: LightMyRequestResponse) => {
    expect(answerOf(response)).toEqual({ status: 429, body: { message: 'Locked out', key: 'enrollment.locked-out', errors: [] } });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(800);
  };
  it('counts failed enrollments and failed resets together: 3 + 2 failures lock the member number for both', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await enrollAs({ ...demo, birthDate: '1981-01-01' })).statusCode).toBe(400);
    for (let attempt = 0; attempt < 2; attempt++) expect((await identify({ ...demo, birthDate: '1981-01-01' })).statusCode).toBe(400);
    expectLockedOut(await identify(demo));
    expectLockedOut(await enrollAs(demo));
    await unlockAll();
    expect((await identify(demo)).statusCode).toBe(201);
  });

  it('counts asking for a member without online sign-in as a failure', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect(answerOf(await identify(casey))).toEqual(mismatch);
    expectLockedOut(await identify(casey));
    expectLockedOut(await enrollAs(casey));
    await unlockAll();
  });

  it('locks a client that tries many member numbers, even for a right one', async () => {
    const from = newClient();
    for (let attempt = 0; attempt < 5; attempt++) expect((await identify({ ...demo, memberNumber: `77700${attempt}` }, from)).statusCode).toBe(400);
    expectLockedOut(await identify(demo, from));
    expect((await identify(demo)).statusCode).toBe(201);
    await unlockAll();
  });
});

describe('setting the new password (PUT password-resets/{resetId})', () => {
  const ruleErrors = async (resetId: string, password: string) => {
    const response = await setPassword(resetId, password);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ key: string; errors: { key: string; context: { field: string } }[] }>();
    expect(body.key).toBe('enrollment.credentials.invalid');
    return body.errors.map((error) => error.key);
  };

  it('refuses each broken password rule, and the reset id still works afterwards', async () => {
    const resetId = await resetIdFor(demo);
    expect(await ruleErrors(resetId, '')).toEqual(['enrollment.password.required']);
    expect(await ruleErrors(resetId, 'Sh0rt-1!')).toEqual(['enrollment.password.length']);
    expect(await ruleErrors(resetId, `Aa1-${'a'.repeat(27)}`)).toEqual(['enrollment.password.length']);
    expect(await ruleErrors(resetId, 'NOLOWER-123')).toEqual(['enrollment.password.lowercase']);
    expect(await ruleErrors(resetId, 'noupper-123')).toEqual(['enrollment.password.uppercase']);
    expect(await ruleErrors(resetId, 'No-Digits-Here')).toEqual(['enrollment.password.digit']);
    expect(await ruleErrors(resetId, 'NoSpecial123')).toEqual(['enrollment.password.special']);
    expect(await ruleErrors(resetId, 'Has Space-12')).toEqual(['enrollment.password.characters']);
    const done = await setPassword(resetId, 'Fresh-Start-9!');
    expect(done.statusCode, done.body).toBe(200);
    expect(expectConformsToContract('PUT', `${resets.slice(4)}/{resetId}`, done)).toEqual({ username: 'demo', status: 'COMPLETE' });
  });

  it('answers an unknown, a used and an expired reset id alike', async () => {
    expect(answerOf(await setPassword('pr-unknown', 'Fresh-Start-9!'))).toEqual(expired);

    const used = await resetIdFor(demo);
    expect((await setPassword(used, 'Fresh-Start-9!')).statusCode).toBe(200);
    expect(answerOf(await setPassword(used, 'Another-Start-8!'))).toEqual(expired);

    const late = await resetIdFor(demo);
    await t.db.query(`update password_resets set expires_at = now() - interval '1 second' where id = $1`, [late]);
    expect(answerOf(await setPassword(late, 'Fresh-Start-9!'))).toEqual(expired);

    const inTime = await resetIdFor(demo);
    await t.db.query(`update password_resets set created_at = created_at - interval '14 minutes', expires_at = expires_at - interval '14 minutes' where id = $1`, [inTime]);
    expect((await setPassword(inTime, 'Fresh-Start-9!')).statusCode).toBe(200);
  });

  it('after a reset the old password is refused and the new one signs in; earlier sign-ins end and the member is told', async () => {
    const resetId = await resetIdFor(demo);
    expect((await setPassword(resetId, 'Before-Reset-1!')).statusCode).toBe(200);
    const before = await signIn(t.app, { username: 'demo', password: 'Before-Reset-1!' });
    // A sign-in lockout in progress is cleared too.
    await t.db.query(`insert into sign_in_failures (username, client, failures) values ('demo', 'unknown', 4), ('demo', 'signed-in', 2)`);

    const second = await resetIdFor(demo);
    expect((await setPassword(second, 'After-Reset-2!')).statusCode).toBe(200);

    await expect(signIn(t.app, { username: 'demo', password: 'Before-Reset-1!' })).rejects.toBeInstanceOf(SignInFailed);
    const refused = await refreshResponse(t.app, before.refresh_token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'invalid_grant' });
    const sessions = await t.db.query(`select 1 from oidc_models where model = 'Session' and payload->>'accountId' = 'u-demo'`);
    expect(sessions).toEqual([]);

    const after = await signIn(t.app, { username: 'demo', password: 'After-Reset-2!' });
    expect(after.access_token).toBeTruthy();
    expect(await t.db.query(`select 1 from sign_in_failures where username = 'demo'`)).toEqual([]);

    // Told by secure message, unread in the inbox from the credit union, with a notification that opens it.
    const messages = await t.db.query<{ subject: string; body: string; sender_name: string; mailbox: string; read: boolean }>(
      `select c.subject, m.body, m.sender_name, c.mailbox, c.read from conversations c join messages m on m.conversation_id = c.id
        where c.id = $1 and c.user_id = 'u-demo'`,
      [`conv-${second}`],
    );
    expect(messages).toEqual([
      expect.objectContaining({ subject: 'Your password was changed', sender_name: 'Front Range Credit Union', mailbox: 'inbox', read: false }),
    ]);
    expect(messages[0]?.body).toMatch(/^Your online banking password was changed on [A-Z][a-z]+ \d{1,2}, \d{4}\. If this wasn't you, call us at \(303\) 555-0142\.$/);
    const notices = await t.db.query<{ where_to: string; data: { id: string } }>(`select where_to, data from notifications where id = $1 and user_id = 'u-demo'`, [
      `ntf-conv-${second}`,
    ]);
    expect(notices).toEqual([{ where_to: 'conversation-view', data: { id: `conv-${second}` } }]);
  });
});
