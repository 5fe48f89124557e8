import { readFile } from 'node:fs/promises';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoUsers } from '../../src/seed/people.js';
import { createTestApp, type TestApp } from '../harness.js';
import { expectConformsToContract, expectErrorBody } from './client-api-checks.js';

const base = '/api/user-manager/client-api/v2/users/me/profile';
const contractBase = '/user-manager/client-api/v2/users/me/profile';
const emails = `${base}/electronic-addresses`;
const phones = `${base}/phone-addresses`;
const addresses = `${base}/postal-addresses`;

let t: TestApp;
let creditUnion: { name: string; phone: string };
/** The subjects of the notices config/profile.json sends. */
let noticeTitles: string[];
beforeAll(async () => {
  t = await createTestApp();
  creditUnion = JSON.parse(await readFile('config/app.json', 'utf8')) as { name: string; phone: string };
  const profile = JSON.parse(await readFile('config/profile.json', 'utf8')) as { notices: Record<string, Record<string, { title: string }>> };
  noticeTitles = Object.values(profile.notices).flatMap((byChange) => Object.values(byChange).map((notice) => notice.title));
});
afterAll(async () => {
  await t.close();
});

/** Every test starts from the seeded profiles of the members it changes. */
beforeEach(async () => {
  await t.db.query('delete from conversations where subject = any($1)', [noticeTitles]);
  for (const user of demoUsers.filter((candidate) => candidate.role === 'member')) {
    await t.db.query('delete from electronic_addresses where user_id = $1', [user.id]);
    await t.db.query('delete from phone_addresses where user_id = $1', [user.id]);
    await t.db.query('delete from postal_addresses where user_id = $1', [user.id]);
    for (const email of user.emails) {
      await t.db.query('insert into electronic_addresses (user_id, key, type, address, is_primary) values ($1, $2, $3, $4, $5)', [user.id, email.key, email.type, email.address, email.primary]);
    }
    for (const phone of user.phones) {
      await t.db.query('insert into phone_addresses (user_id, key, type, number, is_primary) values ($1, $2, $3, $4, $5)', [user.id, phone.key, phone.type, phone.number, phone.primary]);
    }
    for (const a of user.postalAddresses) {
      await t.db.query(
        `insert into postal_addresses (user_id, key, type, is_primary, building_number, street_name, town_name, country_sub_division, postal_code)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [user.id, a.key, a.type, a.primary, a.buildingNumber, a.streetName, a.townName, a.countrySubDivision, a.postalCode],
      );
    }
  }
});

const demo = (request: InjectOptions) => t.as('u-demo')(request);

const home = { type: 'HOME', buildingNumber: '77 Elm St', townName: 'Golden', countrySubDivision: 'CO', postalCode: '80401', country: 'US' };

/** The error items' keys by the pointer they name. */
function problemsOf(response: LightMyRequestResponse, status = 400): Record<string, string> {
  const body = expectErrorBody(response, status) as { errors: Array<{ key: string; context?: { pointer?: string } }> };
  return Object.fromEntries(body.errors.map((item) => [item.context?.pointer ?? '?', item.key]));
}

async function rowsOf(table: string, userId = 'u-demo') {
  return t.db.query<Record<string, unknown> & { key: string; type: string; is_primary: boolean }>(
    `select * from ${table} where user_id = $1 order by key`,
    [userId],
  );
}

async function noticesOf(userId: string) {
  return t.db.query<{ subject: string; body: string; sender_name: string; read: boolean }>(
    `select c.subject, m.body, m.sender_name, c.read from conversations c join messages m on m.conversation_id = c.id
      where c.user_id = $1 and c.subject = any($2)
      order by m.created_at desc`,
    [userId, noticeTitles],
  );
}

describe('reading the profile lists', () => {
  it('lists each kind wrapped in its name and answers one entry by key', async () => {
    const list = await demo({ method: 'GET', url: phones });
    expect(list.statusCode).toBe(200);
    const body = expectConformsToContract('GET', `${contractBase}/phone-addresses`, list) as { 'phone-addresses': Array<{ key: string; primary: boolean }> };
    expect(body['phone-addresses'].map((phone) => phone.key)).toEqual(['Mobile', 'Home']);
    const one = await demo({ method: 'GET', url: `${addresses}/mailing` });
    expect(expectConformsToContract('GET', `${contractBase}/postal-addresses/{key}`, one)).toMatchObject({ key: 'mailing', type: 'MAILING', primary: false, postalCode: '80218' });
  });

  it('answers 404 for another member’s entry, read, changed or removed', async () => {
    expect((await t.as('u-newbie')({ method: 'POST', url: phones, payload: { number: '7205550100', type: 'WORK' } })).statusCode).toBe(201);
    const [added] = (await rowsOf('phone_addresses', 'u-newbie')).filter((row) => row.type === 'WORK');
    const url = `${phones}/${added!.key}`;
    expectErrorBody(await demo({ method: 'GET', url }), 404);
    expectErrorBody(await demo({ method: 'PUT', url, payload: { number: '3035550100', type: 'WORK' } }), 404);
    expectErrorBody(await demo({ method: 'DELETE', url }), 404);
    expect((await rowsOf('phone_addresses', 'u-newbie')).find((row) => row.key === added!.key)?.number).toBe('+17205550100');
  });
});

describe('phone numbers', () => {
  it('adds a number typed with spaces and brackets as +1 and 10 digits, and tells the member by secure message', async () => {
    const response = await demo({ method: 'POST', url: phones, payload: { number: '+1 (303) 555-0142', type: 'WORK' } });
    expect(response.statusCode).toBe(201);
    expect(response.body).toBe('');
    const work = (await rowsOf('phone_addresses')).find((row) => row.type === 'WORK');
    expect(work).toMatchObject({ number: '+13035550142', is_primary: false });
    const [notice] = await noticesOf('u-demo');
    expect(notice).toMatchObject({ subject: 'Phone number added', sender_name: creditUnion.name, read: false });
    expect(notice!.body).toMatch(new RegExp(`^A phone number was added to your profile on [A-Z][a-z]+ \\d{1,2}, \\d{4}\\. If this wasn't you, call us at \\(303\\) 555-0142\\.$`));
    const [audit] = await t.db.query<{ actor_id: string; subject_id: string }>(
      `select actor_id, subject_id from audit_events where action = 'profile.phone.added' order by at desc limit 1`,
    );
    expect(audit).toEqual({ actor_id: 'u-demo', subject_id: 'u-demo' });
  });

  it.each([
    [{ number: '', type: 'WORK' }, { '/number': 'profile.phone.required' }],
    [{ number: '303 555 014', type: 'WORK' }, { '/number': 'profile.phone.digits' }],
    [{ number: '+1 303 555 01422', type: 'WORK' }, { '/number': 'profile.phone.digits' }],
    [{ number: '+44 20 7946 0958', type: 'WORK' }, { '/number': 'profile.phone.format' }],
    [{ number: '303-CALL-NOW', type: 'WORK' }, { '/number': 'profile.phone.format' }],
    [{ number: '3035550142' }, { '/type': 'profile.phone.type.required' }],
    [{ number: '3035550142', type: 'PAGER' }, { '/type': 'profile.phone.type.unknown' }],
  ])('refuses %j naming the field', async (payload, expected) => {
    expect(problemsOf(await demo({ method: 'POST', url: phones, payload }))).toEqual(expected);
    expect(await rowsOf('phone_addresses')).toHaveLength(2);
  });

  it('refuses a type the member already has (409 at /type), and a number past the most a member may keep', async () => {
    expect(problemsOf(await demo({ method: 'POST', url: phones, payload: { number: '3035550142', type: 'MOBILE' } }), 409)).toEqual({ '/type': 'profile.phone.type-in-use' });
    expect((await demo({ method: 'POST', url: phones, payload: { number: '3035550142', type: 'WORK' } })).statusCode).toBe(201);
    const fourth = await demo({ method: 'POST', url: phones, payload: { number: '3035550143', type: 'WORK' } });
    expect(expectErrorBody(fourth, 409).key).toBe('profile.phone.limit-reached');
    expect(await rowsOf('phone_addresses')).toHaveLength(3);
  });

  it('adds one of two numbers of the same type sent at once', async () => {
    const answers = await Promise.all(['3035550142', '3035550143'].map((number) => demo({ method: 'POST', url: phones, payload: { number, type: 'WORK' } })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await rowsOf('phone_addresses')).filter((row) => row.type === 'WORK')).toHaveLength(1);
  });

  it('changes a number and its type, but not into a type another number has', async () => {
    expect((await demo({ method: 'PUT', url: `${phones}/Home`, payload: { number: '(720) 555-0199', type: 'WORK' } })).statusCode).toBe(204);
    expect((await rowsOf('phone_addresses')).find((row) => row.key === 'Home')).toMatchObject({ number: '+17205550199', type: 'WORK' });
    expect(problemsOf(await demo({ method: 'PUT', url: `${phones}/Home`, payload: { number: '7205550199', type: 'MOBILE' } }), 409)).toEqual({ '/type': 'profile.phone.type-in-use' });
    expect((await noticesOf('u-demo'))[0]?.subject).toBe('Phone number changed');
  });

  it('never removes the last number; removing the primary one makes the next primary', async () => {
    const last = await t.as('u-newbie')({ method: 'DELETE', url: `${phones}/Mobile` });
    expect(expectErrorBody(last, 409).key).toBe('profile.phone.last-not-removable');
    expect(await rowsOf('phone_addresses', 'u-newbie')).toHaveLength(1);
    expect((await demo({ method: 'DELETE', url: `${phones}/Mobile` })).statusCode).toBe(204);
    expect((await rowsOf('phone_addresses')).map((row) => [row.key, row.is_primary])).toEqual([['Home', true]]);
    expect((await noticesOf('u-demo'))[0]?.subject).toBe('Phone number removed');
  });

  it('makes a number primary and the other not, in one change', async () => {
    expect((await demo({ method: 'PUT', url: `${phones}/Home`, payload: { number: '+17205550143', type: 'HOME', primary: true } })).statusCode).toBe(204);
    expect((await rowsOf('phone_addresses')).map((row) => [row.key, row.is_primary])).toEqual([['Home', true], ['Mobile', false]]);
    expect((await noticesOf('u-demo'))[0]?.subject).toBe('Primary phone number changed');
    const unprimary = await demo({ method: 'PUT', url: `${phones}/Home`, payload: { number: '+17205550143', type: 'HOME', primary: false } });
    expect(problemsOf(unprimary, 409)).toEqual({ '/primary': 'profile.phone.primary-required' });
  });
});

describe('addresses', () => {
  const long = 'x'.repeat(256);
  it.each([
    [{ ...home, type: 'MAILING', buildingNumber: '  ' }, { '/buildingNumber': 'profile.address.line1.required' }],
    [{ ...home, type: 'MAILING', buildingNumber: long }, { '/buildingNumber': 'profile.address.line1.too-long' }],
    [{ ...home, type: 'MAILING', streetName: long }, { '/streetName': 'profile.address.line2.too-long' }],
    [{ ...home, type: 'MAILING', townName: '' }, { '/townName': 'profile.address.city.required' }],
    [{ ...home, type: 'MAILING', townName: 'y'.repeat(36) }, { '/townName': 'profile.address.city.too-long' }],
    [{ ...home, type: 'MAILING', countrySubDivision: '' }, { '/countrySubDivision': 'profile.address.state.required' }],
    [{ ...home, type: 'MAILING', countrySubDivision: 'XX' }, { '/countrySubDivision': 'profile.address.state.unknown' }],
    [{ ...home, type: 'MAILING', postalCode: '' }, { '/postalCode': 'profile.address.postal-code.required' }],
    [{ ...home, type: 'MAILING', postalCode: '8040' }, { '/postalCode': 'profile.address.postal-code.format' }],
    [{ ...home, type: 'MAILING', postalCode: '804011234' }, { '/postalCode': 'profile.address.postal-code.format' }],
    [{ ...home, buildingNumber: 'P.O. Box 12' }, { '/buildingNumber': 'profile.address.home-po-box' }],
    [{ ...home, streetName: 'post office box 9' }, { '/streetName': 'profile.address.home-po-box' }],
    [{ ...home, type: undefined }, { '/type': 'profile.address.type.required' }],
    [{ ...home, type: 'WORK' }, { '/type': 'profile.address.type.unknown' }],
  ])('refuses %j naming the field', async (payload, expected) => {
    // Newbie has a home address only, so each body would otherwise be added.
    expect(problemsOf(await t.as('u-newbie')({ method: 'POST', url: addresses, payload }))).toEqual(expected);
    expect(await rowsOf('postal_addresses', 'u-newbie')).toHaveLength(1);
  });

  it('adds a mailing P.O. box with a ZIP+4 and a second line, not a second address of a type', async () => {
    const mailing = { ...home, type: 'MAILING', buildingNumber: 'PO Box 4410', streetName: 'Attn: Riley', postalCode: '80401-4410' };
    expect(problemsOf(await t.as('u-newbie')({ method: 'POST', url: addresses, payload: { ...home } }), 409)).toEqual({ '/type': 'profile.address.type-in-use' });
    expect((await t.as('u-newbie')({ method: 'POST', url: addresses, payload: mailing })).statusCode).toBe(201);
    const added = (await rowsOf('postal_addresses', 'u-newbie')).find((row) => row.type === 'MAILING');
    expect(added).toMatchObject({ building_number: 'PO Box 4410', street_name: 'Attn: Riley', postal_code: '80401-4410', country: 'US', is_primary: false });
    expect((await noticesOf('u-newbie'))[0]?.subject).toBe('Address added');
  });

  it('refuses an address past the most a member may keep', async () => {
    const third = await demo({ method: 'POST', url: addresses, payload: { ...home, type: 'MAILING' } });
    expect(expectErrorBody(third, 409).key).toBe('profile.address.limit-reached');
  });

  it('never removes the primary address; making another primary un-primaries it, then it can go', async () => {
    const refused = await demo({ method: 'DELETE', url: `${addresses}/home` });
    expect(expectErrorBody(refused, 409).key).toBe('profile.address.primary-not-removable');
    const mailing = { type: 'MAILING', buildingNumber: 'PO Box 18422', townName: 'Denver', countrySubDivision: 'CO', postalCode: '80218', country: 'US', primary: true };
    expect((await demo({ method: 'PUT', url: `${addresses}/mailing`, payload: mailing })).statusCode).toBe(204);
    expect((await rowsOf('postal_addresses')).map((row) => [row.key, row.is_primary])).toEqual([['home', false], ['mailing', true]]);
    expect((await noticesOf('u-demo'))[0]?.subject).toBe('Primary address changed');
    expect((await demo({ method: 'DELETE', url: `${addresses}/home` })).statusCode).toBe(204);
    expect(expectErrorBody(await demo({ method: 'DELETE', url: `${addresses}/mailing` }), 409).key).toBe('profile.address.primary-not-removable');
  });

  it('changes an address: a home address may not become a P.O. box', async () => {
    const changed = { ...home, streetName: 'Apt 2' };
    expect((await demo({ method: 'PUT', url: `${addresses}/home`, payload: changed })).statusCode).toBe(204);
    expect((await rowsOf('postal_addresses')).find((row) => row.key === 'home')).toMatchObject({ building_number: '77 Elm St', street_name: 'Apt 2', town_name: 'Golden' });
    expect(problemsOf(await demo({ method: 'PUT', url: `${addresses}/home`, payload: { ...home, buildingNumber: 'PO Box 1' } }))).toEqual({ '/buildingNumber': 'profile.address.home-po-box' });
    expect((await noticesOf('u-demo'))[0]?.subject).toBe('Address changed');
  });
});

describe('email addresses', () => {
  it.each([
    [{ address: '' }, { '/address': 'profile.email.required' }],
    [{ address: 'jordan@' }, { '/address': 'profile.email.format' }],
    [{ address: `${'j'.repeat(250)}@example.com` }, { '/address': 'profile.email.too-long' }],
  ])('refuses %j naming the field', async (payload, expected) => {
    expect(problemsOf(await demo({ method: 'PUT', url: `${emails}/Email`, payload }))).toEqual(expected);
  });

  it('changes the address but never its type, and keeps to one address', async () => {
    expect((await demo({ method: 'PUT', url: `${emails}/Email`, payload: { address: ' jordan@example.org ' } })).statusCode).toBe(204);
    expect((await rowsOf('electronic_addresses'))[0]).toMatchObject({ address: 'jordan@example.org', type: 'PERSONAL', is_primary: true });
    expect((await noticesOf('u-demo'))[0]?.subject).toBe('Email address changed');
    expect(problemsOf(await demo({ method: 'PUT', url: `${emails}/Email`, payload: { address: 'jordan@example.org', type: 'WORK' } }))).toEqual({ '/type': 'profile.email.type.fixed' });
    expect(expectErrorBody(await demo({ method: 'POST', url: emails, payload: { address: 'second@example.org' } }), 409).key).toBe('profile.email.limit-reached');
  });

  it('removes the address and adds one back, primary with the first type of config', async () => {
    expect((await demo({ method: 'DELETE', url: `${emails}/Email` })).statusCode).toBe(204);
    expect((await demo({ method: 'POST', url: emails, payload: { address: 'jordan@example.net' } })).statusCode).toBe(201);
    expect(await rowsOf('electronic_addresses')).toMatchObject([{ address: 'jordan@example.net', type: 'PERSONAL', is_primary: true }]);
    expect((await noticesOf('u-demo')).map((notice) => notice.subject).slice(0, 2).sort()).toEqual(['Email address added', 'Email address removed']);
  });

  it('refuses fields the platform does not know', async () => {
    expectErrorBody(await demo({ method: 'POST', url: emails, payload: { address: 'a@b.co', nickname: 'x' } }), 400);
  });
});

describe('a recent sign-in', () => {
  it('is needed for every change: an older one gets the step-up challenge and changes nothing', async () => {
    const signedInLongAgo = t.as('u-demo', { authTime: Math.floor(Date.now() / 1000) - 24 * 60 * 60 });
    const requests: InjectOptions[] = [
      { method: 'POST', url: phones, payload: { number: '3035550142', type: 'WORK' } },
      { method: 'PUT', url: `${addresses}/mailing`, payload: { ...home, type: 'MAILING', primary: true } },
      { method: 'DELETE', url: `${emails}/Email` },
    ];
    for (const request of requests) {
      const response = await signedInLongAgo(request);
      expectErrorBody(response, 401);
      expect(response.headers['www-authenticate']).toMatch(/error="insufficient_user_authentication"/);
    }
    expect(await rowsOf('phone_addresses')).toHaveLength(2);
    expect((await rowsOf('postal_addresses')).map((row) => row.is_primary)).toEqual([true, false]);
    expect(await rowsOf('electronic_addresses')).toHaveLength(1);
    expect(await noticesOf('u-demo')).toEqual([]);
    expect((await signedInLongAgo({ method: 'GET', url: phones })).statusCode).toBe(200);
  });
});

describe('an agent acting for the member', () => {
  it('may change the profile; the audit names the agent and the member is told', async () => {
    const asAgent = t.as('u-demo', { agentId: 'u-agent' });
    expect((await asAgent({ method: 'PUT', url: `${phones}/Home`, payload: { number: '7205550111', type: 'HOME' } })).statusCode).toBe(204);
    const [audit] = await t.db.query<{ actor_id: string; subject_id: string }>(
      `select actor_id, subject_id from audit_events where action = 'profile.phone.changed' order by at desc limit 1`,
    );
    expect(audit).toEqual({ actor_id: 'u-agent', subject_id: 'u-demo' });
    expect((await noticesOf('u-demo'))[0]?.subject).toBe('Phone number changed');
  });
});
