import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { browserKey, signIn } from '../sign-in-flow.js';
import { countWork } from '../work-counter.js';
import { expectConformsToContract } from './client-api-checks.js';
import { visitor, type VisitorCall } from './visitor.js';

const base = '/api/enrollment/client-api/v2/enrollments';
const backbase = `${base}/backbase`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, newClient } = visitor(() => t.app, '10.20');

interface Person {
  memberNumber: string;
  ssn: string;
  dob: string;
  uuid?: string;
}
const casey: Person = { memberNumber: '100200300', ssn: '123456789', dob: '1990-04-15' };
const jamie: Person = { memberNumber: '100200400', ssn: '987654321', dob: '1985-11-02', uuid: 'invite-0001-jamie' };
const demo: Person = { memberNumber: '100245871', ssn: '111223333', dob: '1980-01-01' };
const morgan: Person = { memberNumber: '300400500', ssn: '555667777', dob: '1975-06-30' };

/** The enrollment record the app sends (spec/3 §3): last four of the SSN, DOB at midnight. */
const recordOf = ({ memberNumber, ssn, dob, uuid }: Person, last4 = ssn.slice(-4)) => ({
  identification: [{ key: 'accountNumber', value: memberNumber }],
  verification: [
    { type: 'SSN', value: last4 },
    { type: 'DOB', value: `${dob}T00:00:00` },
  ],
  entityLookup: { ssn },
  ...(uuid ? { uuid } : {}),
});

const identifyAs = (person: Person, options: Omit<VisitorCall, 'body'> = {}) => call('POST', backbase, { ...options, body: recordOf(person) });

const accountFor = (person: Person, overrides: Record<string, unknown> = {}) => ({
  username: 'casey.rivera',
  password: 'Casey-Pass-1!',
  profile: { emailAddress: 'casey.rivera@example.com' },
  entities: ['le-casey-rivera'],
  ...recordOf(person),
  serviceAgreementType: 'JOINT_ONLY',
  ...overrides,
});

const mismatch = { message: 'Identification does not match', key: 'enrollment.identification.mismatch', errors: [] };
const duplicate = {
  message: 'A user has already been enrolled with this identification information. Duplicates are not enabled',
  key: 'enrollment.duplicate',
  errors: [],
};
const answerOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() as unknown });
const unlockAll = () => t.db.query(`update identification_locks set locked_until = now() - interval '1 second'`);

describe('identifying a member (POST backbase)', () => {
  it('identifies Casey by member number, SSN and date of birth, suggesting a username and naming her entity', async () => {
    const response = await identifyAs(casey);
    expect(response.statusCode, response.body).toBe(200);
    expect(expectConformsToContract('POST', backbase.slice(4), response)).toEqual({
      preferredUsername: 'casey.rivera',
      entities: { entities: [{ entityId: 'le-casey-rivera', type: 'PERSONAL' }] },
      metadata: { firstName: 'Casey', lastName: 'Rivera' },
    });
    const [enrollment] = await t.db.query<{ status: string }>(`select status from enrollments where member_number = '100200300'`);
    expect(enrollment?.status).toBe('STARTED');
  });

  it('answers an unknown member number, a wrong SSN, a wrong date of birth and a disagreeing last four exactly alike, with the same work', async () => {
    const answers = [];
    for (const body of [recordOf({ ...casey, memberNumber: '999000111' }), recordOf({ ...casey, ssn: '123456780' }), recordOf({ ...casey, dob: '1990-04-16' }), recordOf(casey, '0000')]) {
      const { answer, work } = await countWork(t.db, () => call('POST', backbase, { body }));
      answers.push({ ...answerOf(answer), work });
    }
    // One scrypt comparison and the same statements on every path (no time measured: bench/sign-in-timing.ts does).
    expect(answers[0]?.work.queries).toBeGreaterThan(2);
    for (const answer of answers) expect(answer).toEqual({ status: 400, body: mismatch, work: { hashes: 1, queries: answers[0]?.work.queries } });
    await t.db.query(`delete from identification_failures`);
  });

  it('accepts the date of birth as a plain date too, and refuses a malformed record with the fields named', async () => {
    const plain = await call('POST', backbase, { body: { ...recordOf(casey), verification: [{ type: 'SSN', value: '6789' }, { type: 'DOB', value: '1990-04-15' }] } });
    expect(plain.statusCode).toBe(200);
    const malformed = await call('POST', backbase, { body: { ...recordOf(casey), entityLookup: { ssn: '12345' } } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ key: string }>().key).toBe('request.invalid');
    const withoutDob = await call('POST', backbase, { body: { ...recordOf(casey), verification: [{ type: 'SSN', value: '6789' }, { type: 'SSN', value: '6789' }] } });
    expect(withoutDob.json<{ errors: { key: string }[] }>().errors.map((error) => error.key)).toEqual(['enrollment.verification.dob-missing']);
  });

  it('needs the anti-forgery header like every other /api write, but no sign-in', async () => {
    const response = await t.app.inject({ method: 'POST', url: backbase, payload: recordOf(casey), remoteAddress: newClient() });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ key: string }>().key).toBe('xsrf.invalid');
  });

  it('answers an already enrolled member with the duplicate message, but only once identified', async () => {
    expect(answerOf(await identifyAs(demo))).toEqual({ status: 400, body: duplicate });
    expect(answerOf(await identifyAs({ ...demo, dob: '1980-01-02' }))).toEqual({ status: 400, body: mismatch });
  });

  it('refuses self-enrollment in a credit union not upgraded yet; its members enroll from an invitation', async () => {
    const refused = await identifyAs(morgan, { host: 'mesa-peak.localhost' });
    expect(answerOf(refused)).toEqual({
      status: 403,
      body: { message: 'Enrollment is not supported until invited', key: 'enrollment.not-invited', errors: [] },
    });
    // The default credit union does not know mesa-peak's member at all.
    expect(answerOf(await identifyAs(morgan))).toEqual({ status: 400, body: mismatch });
    await t.db.query(`insert into invitations (uuid, tenant, member_number) values ('invite-mesa-morgan', 'mesa-peak', '300400500')`);
    const invited = await identifyAs({ ...morgan, uuid: 'invite-mesa-morgan' }, { host: 'mesa-peak.localhost' });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json<{ preferredUsername: string }>().preferredUsername).toBe('morgan.ellis');
  });
});

describe('the identification lockout', () => {
  const expectLockedOut = (response: LightMyRequestResponse) => {
    expect(answerOf(response)).toEqual({ status: 429, body: { message: 'Locked out', key: 'enrollment.locked-out', errors: [] } });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  };

  it('locks a member number after 5 failures from any clients for 15 minutes, then lets the right data in again', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await identifyAs({ ...casey, ssn: `12345670${attempt}` })).statusCode).toBe(400);
    }
    expectLockedOut(await identifyAs(casey));
    await unlockAll();
    expect((await identifyAs(casey)).statusCode).toBe(200);
  });

  it('locks an unknown member number just like a known one', async () => {
    const unknown = { ...casey, memberNumber: '555000111' };
    for (let attempt = 0; attempt < 5; attempt++) expect((await identifyAs(unknown)).statusCode).toBe(400);
    expectLockedOut(await identifyAs(unknown));
    await unlockAll();
  });

  it('locks a client that tries many member numbers, even for a right one', async () => {
    const from = newClient();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await identifyAs({ ...casey, memberNumber: `77700${attempt}` }, { from })).statusCode).toBe(400);
    }
    expectLockedOut(await identifyAs(casey, { from }));
    expect((await identifyAs(casey)).statusCode).toBe(200);
    await unlockAll();
  });

  it('counts only failures within the window', async () => {
    for (let attempt = 0; attempt < 4; attempt++) expect((await identifyAs({ ...casey, dob: '1990-01-01' })).statusCode).toBe(400);
    await t.db.query(`update identification_failures set failed_at = failed_at - interval '16 minutes'`);
    expect((await identifyAs({ ...casey, dob: '1990-01-01' })).statusCode).toBe(400);
    expect((await identifyAs(casey)).statusCode).toBe(200);
  });
});

describe('creating the online account (PUT backbase)', () => {
  const credentialErrors = async (overrides: Record<string, unknown>) => {
    const response = await call('PUT', backbase, { body: accountFor(casey, overrides) });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ key: string; errors: { key: string; context: { field: string } }[] }>();
    expect(body.key).toBe('enrollment.credentials.invalid');
    return body.errors.map((error) => `${error.context.field} ${error.key}`);
  };

  it('refuses each broken username rule, naming the field and the rule', async () => {
    expect(await credentialErrors({ username: undefined })).toEqual(['username enrollment.username.required']);
    expect(await credentialErrors({ username: '   ' })).toEqual(['username enrollment.username.required']);
    expect(await credentialErrors({ username: 'casey' })).toEqual(['username enrollment.username.length']);
    expect(await credentialErrors({ username: 'c'.repeat(31) })).toEqual(['username enrollment.username.length']);
    expect(await credentialErrors({ username: 'casey rivera' })).toEqual(['username enrollment.username.characters']);
    expect(await credentialErrors({ username: 'casey#rivera' })).toEqual(['username enrollment.username.characters']);
    expect(await credentialErrors({ username: 'c~r' })).toEqual(['username enrollment.username.length', 'username enrollment.username.characters']);
  });

  it('refuses each broken password rule, naming the field and the rule', async () => {
    expect(await credentialErrors({ password: '' })).toEqual(['password enrollment.password.required']);
    expect(await credentialErrors({ password: 'Short-1!' })).toEqual(['password enrollment.password.length']);
    expect(await credentialErrors({ password: `Aa1!${'a'.repeat(27)}` })).toEqual(['password enrollment.password.length']);
    expect(await credentialErrors({ password: 'NO-LOWER-1' })).toEqual(['password enrollment.password.lowercase']);
    expect(await credentialErrors({ password: 'no-upper-1' })).toEqual(['password enrollment.password.uppercase']);
    expect(await credentialErrors({ password: 'No-Digits-!' })).toEqual(['password enrollment.password.digit']);
    expect(await credentialErrors({ password: 'NoSpecial123' })).toEqual(['password enrollment.password.special']);
    expect(await credentialErrors({ password: 'Has Space-1' })).toEqual(['password enrollment.password.characters']);
    expect(await credentialErrors({ username: 'ok', password: 'short' })).toEqual([
      'username enrollment.username.length',
      'password enrollment.password.length',
      'password enrollment.password.uppercase',
      'password enrollment.password.digit',
      'password enrollment.password.special',
    ]);
  });

  it('refuses a username someone has, in any case', async () => {
    for (const username of ['newbie', 'NewBie', ' LIMITED ']) {
      expect(answerOf(await call('PUT', backbase, { body: accountFor(casey, { username }) }))).toEqual({
        status: 409,
        body: { message: 'Username is not available', key: 'enrollment.username.taken', errors: [] },
      });
    }
  });

  it('re-identifies the member: a wrong SSN, another member’s entity and an enrolled member are refused', async () => {
    expect(answerOf(await call('PUT', backbase, { body: accountFor({ ...casey, ssn: '123456780' }) }))).toEqual({ status: 400, body: mismatch });
    expect(answerOf(await call('PUT', backbase, { body: accountFor(casey, { entities: ['le-jordan-smith'] }) }))).toEqual({ status: 400, body: mismatch });
    expect(answerOf(await call('PUT', backbase, { body: accountFor(demo, { username: 'jordan.again', entities: ['le-jordan-smith'] }) }))).toEqual({
      status: 400,
      body: duplicate,
    });
  });

  it('creates Casey’s sign-in: she signs in with it through the provider and sees her checking and savings', async () => {
    const created = await call('PUT', backbase, { body: accountFor(casey) });
    expect(created.statusCode, created.body).toBe(201);
    expect(expectConformsToContract('PUT', backbase.slice(4), created)).toEqual({ username: 'casey.rivera', status: 'COMPLETE' });
    const [enrollment] = await t.db.query<{ status: string }>(`select status from enrollments where member_number = '100200300'`);
    expect(enrollment?.status).toBe('COMPLETE');
    // She accepted the terms on the Create Account screen: the consent page will not ask again.
    const accepted = await t.db.query<{ version: string }>(
      `select a.version from terms_acceptances a join users u on u.id = a.user_id where u.username = 'casey.rivera'`,
    );
    expect(accepted).toEqual([{ version: '2026-11' }]);

    const tokens = await signIn(t.app, { username: 'casey.rivera', password: 'Casey-Pass-1!' });
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/arrangement-manager/client-api/v2/productsummary',
      headers: {
        authorization: `DPoP ${tokens.access_token}`,
        dpop: await browserKey.prove({ method: 'GET', url: `${t.settings.publicUrl}/api/arrangement-manager/client-api/v2/productsummary`, accessToken: tokens.access_token }),
      },
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const names = JSON.stringify(summary.json()).match(/"displayName":"[^"]+"/g);
    expect(names?.sort()).toEqual(['"displayName":"Checking"', '"displayName":"Savings"']);

    expect(answerOf(await identifyAs(casey))).toEqual({ status: 400, body: duplicate });
    expect(answerOf(await call('PUT', backbase, { body: accountFor(casey, { username: 'casey.two' }) }))).toEqual({ status: 400, body: duplicate });
  });

  it('does not say whether a username exists: the platform\u2019s public username lookup is not served', async () => {
    for (const username of ['casey.rivera', 'nobody.here']) {
      const answer = await call('GET', `${base}/backbase/user/${username}`);
      expect(answer.statusCode).toBe(404);
    }
  });
});

describe('enrolling from an invitation', () => {
  const invitation = (query: Record<string, string>, from?: string) => call('GET', backbase, { query, ...(from ? { from } : {}) });
  const notThisInvitation = { status: 404, body: mismatch };

  it('greets the invited member by name, and with the SSN’s last four gives the details to verify', async () => {
    const greeting = await invitation({ uuid: 'invite-0001-jamie' });
    expect(expectConformsToContract('GET', backbase.slice(4), greeting)).toEqual({ firstName: 'Jamie', lastName: 'Brooks' });
    const verified = await invitation({ uuid: 'invite-0001-jamie', verify: '4321' });
    expect(expectConformsToContract('GET', backbase.slice(4), verified)).toEqual({
      username: 'jamie.brooks',
      metadata: { firstName: 'Jamie', lastName: 'Brooks', dob: '1985-11-02', accountNumber: '100200400' },
    });
  });

  it('answers an unknown invitation and a wrong last four alike, and locks out guessing', async () => {
    const from = newClient();
    expect(answerOf(await invitation({ uuid: 'invite-unknown' }))).toEqual(notThisInvitation);
    expect(answerOf(await invitation({ uuid: 'invite-unknown', verify: '4321' }))).toEqual(notThisInvitation);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(answerOf(await invitation({ uuid: 'invite-0001-jamie', verify: `000${attempt}` }, from))).toEqual(notThisInvitation);
    }
    expect((await invitation({ uuid: 'invite-0001-jamie', verify: '4321' }, from)).statusCode).toBe(429);
    await unlockAll();
  });

  it('answers an expired invitation like an unknown one', async () => {
    await t.db.query(`update invitations set invited_at = now() - interval '15 days' where uuid = 'invite-0001-jamie'`);
    expect(answerOf(await invitation({ uuid: 'invite-0001-jamie' }))).toEqual(notThisInvitation);
    expect(answerOf(await identifyAs(jamie))).toEqual({ status: 400, body: mismatch });
    await t.db.query(`update invitations set invited_at = now() - interval '13 days' where uuid = 'invite-0001-jamie'`);
    expect((await invitation({ uuid: 'invite-0001-jamie' })).statusCode).toBe(200);
  });

  it('creates Jamie’s sign-in from the invitation once; the used link then answers like an unknown one', async () => {
    expect((await identifyAs(jamie)).statusCode).toBe(200);
    const body = {
      userName: 'jamie.brooks',
      password: 'Jamie-Pass-2$',
      profile: { emailAddress: 'jamie.brooks@example.com' },
      entities: ['le-jamie-brooks'],
      identification: recordOf(jamie).identification,
      verification: recordOf(jamie).verification,
      ssn: jamie.ssn,
      uuid: jamie.uuid,
      serviceAgreementType: 'JOINT_ONLY',
    };
    const created = await call('PUT', backbase, { body });
    expect(answerOf(created)).toEqual({ status: 201, body: { username: 'jamie.brooks', status: 'COMPLETE' } });
    expect(answerOf(await invitation({ uuid: 'invite-0001-jamie' }))).toEqual(notThisInvitation);
    expect(answerOf(await call('PUT', backbase, { body: { ...body, userName: 'jamie.again' } }))).toEqual({ status: 400, body: mismatch });
    await signIn(t.app, { username: 'jamie.brooks', password: 'Jamie-Pass-2$' });
  });
});

describe('the stand-ins', () => {
  it('answers rebase, mx and payveris with their fixed shape', async () => {
    for (const [method, path, service] of [
      ['POST', '/backbase/rebase', 'rebase'],
      ['PUT', '/backbase/rebase', 'rebase'],
      ['GET', '/mx', 'mx'],
      ['POST', '/mx', 'mx'],
      ['GET', '/payveris', 'payveris'],
      ['POST', '/payveris', 'payveris'],
    ] as const) {
      const response = await call(method, `${base}${path}`, method === 'GET' ? {} : { body: {} });
      expect(response.statusCode, `${method} ${path}`).toBe(200);
      expect(expectConformsToContract(method, `${base.slice(4)}${path}`, response)).toMatchObject({ service, status: 'NOT_AVAILABLE' });
    }
  });
});
