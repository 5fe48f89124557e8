import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectErrorBody, expectSecurityHeaders, expectUnauthorized, revokePrivilege } from './client-api-checks.js';

const url = '/api/contact-manager/client-api/v2/contacts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function accountNumberOf(arrangementId: string): Promise<string> {
  const [row] = await t.db.query<{ clear_value: string }>(
    `select clear_value from arrangement_secrets where arrangement_id = $1 and attribute_name = 'BBAN'`,
    [arrangementId],
  );
  if (!row) throw new Error(`no account number for ${arrangementId}`);
  return row.clear_value;
}

interface Contact {
  id: string;
  name: string;
  alias?: string;
  emailId?: string;
  phoneNumber?: string;
  accounts: { accountType?: string; accountNumber?: string; IBAN?: string }[];
  activeStatus?: string;
}

describe('GET contacts', () => {
  it('lists the member’s own contacts by name, in the platform’s shape, with the total in X-Total-Count', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    const contacts = response.json() as Contact[];
    const [count] = await t.db.query<{ total: number }>(`select count(*)::int as total from contacts where user_id = 'u-demo'`);
    expect(response.headers['x-total-count']).toBe(String(count?.total));
    // The platform's default page size is 10; demo has fewer.
    expect(contacts).toHaveLength(count?.total ?? -1);
    const names = contacts.map((contact) => contact.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const riley = contacts.find((contact) => contact.id === 'contact-demo-riley');
    expect(riley).toMatchObject({
      name: 'Riley Chen',
      alias: 'Riley',
      activeStatus: 'ACTIVE',
      accounts: [{ accountType: 'ACCOUNT', accountNumber: await accountNumberOf('arr-newbie-checking') }],
    });
    expect(contacts.find((contact) => contact.id === 'contact-demo-alex')?.emailId).toBe('alex.johnson@example.com');
    expect(contacts.find((contact) => contact.id === 'contact-demo-taylor')?.accounts[0]).toMatchObject({ accountType: 'IBAN', IBAN: 'GB33BUKB20201555555555' });
    expect(contacts.every((contact) => !contact.id.startsWith('contact-newbie') && !contact.id.startsWith('contact-limited'))).toBe(true);
  });

  it('pages with from (page index) and size, and searches name and alias with query', async () => {
    const all = (await t.as('u-demo')({ method: 'GET', url: `${url}?size=200` })).json() as Contact[];
    const first = await t.as('u-demo')({ method: 'GET', url: `${url}?from=0&size=2` });
    const second = await t.as('u-demo')({ method: 'GET', url: `${url}?from=1&size=2` });
    expect((first.json() as Contact[]).map((contact) => contact.id)).toEqual(all.slice(0, 2).map((contact) => contact.id));
    expect((second.json() as Contact[]).map((contact) => contact.id)).toEqual(all.slice(2, 4).map((contact) => contact.id));
    expect(second.headers['x-total-count']).toBe(String(all.length));

    const byAlias = await t.as('u-demo')({ method: 'GET', url: `${url}?query=sis` });
    expect((byAlias.json() as Contact[]).map((contact) => contact.id)).toEqual(['contact-demo-taylor']);
    expect(byAlias.headers['x-total-count']).toBe('1');
    // LIKE wildcards in the text match literally.
    const wildcard = await t.as('u-demo')({ method: 'GET', url: `${url}?query=%25` });
    expect(wildcard.json()).toEqual([]);
  });

  it('shows the member’s contacts, not the agent’s, when an agent acts', async () => {
    const response = await t.as('u-demo', { agentId: 'u-agent' })({ method: 'GET', url: `${url}?size=200` });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Contact[]).some((contact) => contact.id === 'contact-demo-riley')).toBe(true);
  });

  it('reads one contact, and never another member’s', async () => {
    const own = await t.as('u-demo')({ method: 'GET', url: `${url}/contact-demo-sam` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: 'contact-demo-sam', name: 'Sam Patel' });
    const foreign = await t.as('u-newbie')({ method: 'GET', url: `${url}/contact-demo-sam` });
    expectErrorBody(foreign, 404);
    const newbies = (await t.as('u-newbie')({ method: 'GET', url })).json() as Contact[];
    expect(newbies.map((contact) => contact.id)).toEqual(['contact-newbie-jordan']);
  });

  it('refuses missing, expired, foreign and tampered tokens', async () => {
    await expectUnauthorized(t, { method: 'GET', url });
  });

  it('rejects bad input with the platform’s error body', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'unknown query field', request: { method: 'GET', url: `${url}?userId=u-newbie` } },
      { name: 'negative page', request: { method: 'GET', url: `${url}?from=-1` } },
      { name: 'page too large', request: { method: 'GET', url: `${url}?size=201` } },
      { name: 'size not a number', request: { method: 'GET', url: `${url}?size=ten` } },
      { name: 'empty query', request: { method: 'GET', url: `${url}?query=` } },
      { name: 'query too long', request: { method: 'GET', url: `${url}?query=${'a'.repeat(101)}` } },
      { name: 'bad id', request: { method: 'GET', url: `${url}/not%20an%20id` } },
    ]);
  });
});

describe('POST, PUT and DELETE contacts', () => {
  it('creates a member-number contact the member then lists, edits and deletes; others cannot touch it', async () => {
    const number = await accountNumberOf('arr-biz-checking');
    const created = await t.as('u-newbie')({ method: 'POST', url, payload: { name: 'Pat Lee ', accounts: [{ accountNumber: number }] } });
    expect(created.statusCode, created.body).toBe(201);
    const { id, status } = created.json() as { id: string; status: string };
    expect(status).toBe('ACTIVE');
    const read = await t.as('u-newbie')({ method: 'GET', url: `${url}/${id}` });
    expect(read.json()).toMatchObject({ id, name: 'Pat Lee', accounts: [{ accountType: 'ACCOUNT', accountNumber: number, name: 'Pat Lee' }] });

    const foreignEdit = await t.as('u-demo')({ method: 'PUT', url: `${url}/${id}`, payload: { name: 'Mine now', accounts: [{ accountNumber: number }] } });
    expectErrorBody(foreignEdit, 404);
    const foreignDelete = await t.as('u-demo')({ method: 'DELETE', url: `${url}/${id}` });
    expectErrorBody(foreignDelete, 404);

    const edited = await t.as('u-newbie')({ method: 'PUT', url: `${url}/${id}`, payload: { name: 'Pat Lee', alias: 'Pat', accounts: [{ accountNumber: number }] } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ status: 'ACTIVE' });
    expect((await t.as('u-newbie')({ method: 'GET', url: `${url}?query=pat` })).json()).toMatchObject([{ id, alias: 'Pat' }]);

    const deleted = await t.as('u-newbie')({ method: 'DELETE', url: `${url}/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: 'DELETED' });
    expectErrorBody(await t.as('u-newbie')({ method: 'GET', url: `${url}/${id}` }), 404);
    expectErrorBody(await t.as('u-newbie')({ method: 'DELETE', url: `${url}/${id}` }), 404);
  });

  it('refuses an account number that no credit-union account has', async () => {
    const response = await t.as('u-newbie')({ method: 'POST', url, payload: { name: 'Nobody', accounts: [{ accountNumber: '99999999999' }] } });
    const body = expectErrorBody(response, 400);
    expect(body.key).toBe('contact.account.unknown');
    const [count] = await t.db.query<{ total: number }>(`select count(*)::int as total from contacts where name = 'Nobody'`);
    expect(count?.total).toBe(0);
  });

  it('rejects bad bodies', async () => {
    const number = await accountNumberOf('arr-biz-checking');
    await expectBadInputs(t.as('u-newbie'), [
      { name: 'no body', request: { method: 'POST', url } },
      { name: 'no name', request: { method: 'POST', url, payload: { accounts: [{ accountNumber: number }] } } },
      { name: 'blank name', request: { method: 'POST', url, payload: { name: '   ', accounts: [{ accountNumber: number }] } } },
      { name: 'name with leading whitespace', request: { method: 'POST', url, payload: { name: ' Pat', accounts: [{ accountNumber: number }] } } },
      { name: 'no accounts', request: { method: 'POST', url, payload: { name: 'A', accounts: [] } } },
      { name: 'letters in the number', request: { method: 'POST', url, payload: { name: 'A', accounts: [{ accountNumber: '12ab5678' }] } } },
      { name: 'number as a JSON number', request: { method: 'POST', url, payload: { name: 'A', accounts: [{ accountNumber: 12345678 }] } } },
      { name: 'unknown field', request: { method: 'POST', url, payload: { name: 'A', userId: 'u-demo', accounts: [{ accountNumber: number }] } } },
      { name: 'IBAN entry', request: { method: 'POST', url, payload: { name: 'A', accounts: [{ accountNumber: number, IBAN: 'GB33BUKB20201555555555' }] } } },
      { name: 'name too long', request: { method: 'POST', url, payload: { name: 'A'.repeat(141), accounts: [{ accountNumber: number }] } } },
      { name: 'query on create', request: { method: 'POST', url: `${url}?x=1`, payload: { name: 'A', accounts: [{ accountNumber: number }] } } },
    ]);
  });

  it('answers 403 without the Contacts privilege of each operation', async () => {
    const revoke = (privilege: string) => revokePrivilege(t, 'u-newbie', 'Contacts', 'Contacts', privilege);
    const number = await accountNumberOf('arr-biz-checking');
    await revoke('create');
    expectErrorBody(await t.as('u-newbie')({ method: 'POST', url, payload: { name: 'A', accounts: [{ accountNumber: number }] } }), 403);
    await revoke('edit');
    expectErrorBody(
      await t.as('u-newbie')({ method: 'PUT', url: `${url}/contact-newbie-jordan`, payload: { name: 'A', accounts: [{ accountNumber: number }] } }),
      403,
    );
    await revoke('delete');
    expectErrorBody(await t.as('u-newbie')({ method: 'DELETE', url: `${url}/contact-newbie-jordan` }), 403);
    expect((await t.as('u-newbie')({ method: 'GET', url })).statusCode).toBe(200);
    await revoke('view');
    expectErrorBody(await t.as('u-newbie')({ method: 'GET', url }), 403);
    expectErrorBody(await t.as('u-newbie')({ method: 'GET', url: `${url}/contact-newbie-jordan` }), 403);
    const [still] = await t.db.query<{ total: number }>(`select count(*)::int as total from contacts where id = 'contact-newbie-jordan'`);
    expect(still?.total).toBe(1);
  });
});

describe('contacts in the spec’s terms: name, accountIdentifier, accountIdentifierType (spec/2 §3)', () => {
  it('saves a contact by one identifier of each type and answers it in both forms', async () => {
    const call = t.as('u-demo');
    const number = await accountNumberOf('arr-biz-checking');
    const cases = [
      { accountIdentifier: number, accountIdentifierType: 'ACCOUNT', stored: { accountType: 'ACCOUNT', accountNumber: number } },
      { accountIdentifier: 'GB33 BUKB 2020 1555 5555 55', accountIdentifierType: 'IBAN', stored: { accountType: 'IBAN', IBAN: 'GB33BUKB20201555555555' } },
      { accountIdentifier: 'sam.lee@example.com', accountIdentifierType: 'EMAIL', stored: { accountType: 'EMAIL', email: 'sam.lee@example.com' } },
      { accountIdentifier: '+1 303 555 0199', accountIdentifierType: 'PHONE', stored: { accountType: 'PHONE', phoneNumber: '+13035550199' } },
    ];
    for (const { stored, ...identifier } of cases) {
      const created = await call({ method: 'POST', url, payload: { name: 'Sam Lee', ...identifier } });
      expect(created.statusCode, created.body).toBe(201);
      const contact = (await call({ method: 'GET', url: `${url}/${(created.json() as { id: string }).id}` })).json() as Record<string, unknown>;
      expect(contact.accounts).toEqual([{ name: 'Sam Lee', ...stored }]);
      expect(contact.accountIdentifierType).toBe(identifier.accountIdentifierType);
    }
  });

  it('refuses an identifier that is not what its type says, and a body with both forms', async () => {
    const number = await accountNumberOf('arr-biz-checking');
    const post = (payload: object) => ({ method: 'POST' as const, url, payload: { name: 'Sam Lee', ...payload } });
    await expectBadInputs(t.as('u-demo'), [
      { name: 'IBAN with wrong check digits', request: post({ accountIdentifier: 'GB34BUKB20201555555555', accountIdentifierType: 'IBAN' }) },
      // Valid check digits, but a German IBAN has 22 characters.
      { name: 'IBAN of the wrong length for its country', request: post({ accountIdentifier: 'DE5137040044053201300', accountIdentifierType: 'IBAN' }) },
      { name: 'IBAN of no country', request: post({ accountIdentifier: 'ZZ33BUKB20201555555555', accountIdentifierType: 'IBAN' }) },
      { name: 'not an e-mail address', request: post({ accountIdentifier: 'sam.lee', accountIdentifierType: 'EMAIL' }) },
      { name: 'e-mail address with a space', request: post({ accountIdentifier: 'sam lee@example.com', accountIdentifierType: 'EMAIL' }) },
      { name: 'e-mail address over 255', request: post({ accountIdentifier: `${'s'.repeat(244)}@example.com`, accountIdentifierType: 'EMAIL' }) },
      { name: 'not a phone number', request: post({ accountIdentifier: 'call me', accountIdentifierType: 'PHONE' }) },
      { name: 'phone number without the country code', request: post({ accountIdentifier: '303 555 0199', accountIdentifierType: 'PHONE' }) },
      { name: 'phone number over 15 digits', request: post({ accountIdentifier: '+1303555019912345', accountIdentifierType: 'PHONE' }) },
      { name: 'phone number over 30 characters', request: post({ accountIdentifier: '+1  (303)  555 - 0199 . . . . .', accountIdentifierType: 'PHONE' }) },
      { name: 'member number with letters', request: post({ accountIdentifier: '01234a6789', accountIdentifierType: 'ACCOUNT' }) },
      { name: 'member number of 11 digits', request: post({ accountIdentifier: '01234567890', accountIdentifierType: 'ACCOUNT' }) },
      { name: 'name with leading whitespace', request: post({ name: ' Sam', accountIdentifier: 'sam.lee@example.com', accountIdentifierType: 'EMAIL' }) },
      { name: 'name over 140', request: post({ name: 'S'.repeat(141), accountIdentifier: 'sam.lee@example.com', accountIdentifierType: 'EMAIL' }) },
      { name: 'account that cannot receive', request: post({ accountIdentifier: '0000000000', accountIdentifierType: 'ACCOUNT' }) },
      { name: 'unknown type', request: post({ accountIdentifier: number, accountIdentifierType: 'WIRE' }) },
      { name: 'identifier without type', request: post({ accountIdentifier: number }) },
      { name: 'both forms', request: post({ accountIdentifier: number, accountIdentifierType: 'ACCOUNT', accounts: [{ accountNumber: number }] }) },
    ]);
  });

  it('points every refused identifier at accountIdentifier, an account number that cannot receive too', async () => {
    const post = (accountIdentifier: string, accountIdentifierType: string) =>
      t.as('u-demo')({ method: 'POST', url, payload: { name: 'Sam Lee', accountIdentifier, accountIdentifierType } });
    for (const [identifier, type, key] of [
      ['0000000000', 'ACCOUNT', 'contact.account.unknown'],
      ['GB34BUKB20201555555555', 'IBAN', 'contact.iban.invalid'],
      ['12-34', 'ACCOUNT', 'contact.account.digits'],
      ['sam.lee', 'EMAIL', 'contact.email.invalid'],
      ['3035550199', 'PHONE', 'contact.phone.invalid'],
    ] as const) {
      const body = expectErrorBody(await post(identifier, type), 400);
      expect(body.key, type).toBe(key);
      expect(body.errors, type).toEqual([expect.objectContaining({ key, context: { pointer: '/accountIdentifier' } })]);
    }
  });

  it('edits a contact to another identifier type, keeps a valid name with trailing spaces trimmed, and finds it by its identifier', async () => {
    const call = t.as('u-demo');
    const created = await call({ method: 'POST', url, payload: { name: 'Lee Park', accountIdentifier: 'lee.park@example.com', accountIdentifierType: 'EMAIL' } });
    const { id } = created.json() as { id: string };
    const edited = await call({ method: 'PUT', url: `${url}/${id}`, payload: { name: 'Lee Park ', accountIdentifier: 'de89 3704 0044 0532 0130 00', accountIdentifierType: 'IBAN' } });
    expect(edited.statusCode, edited.body).toBe(200);
    const found = (await call({ method: 'GET', url: `${url}?query=DE8937` })).json() as Contact[];
    expect(found).toEqual([
      expect.objectContaining({ id, name: 'Lee Park', accountIdentifier: 'DE89370400440532013000', accountIdentifierType: 'IBAN', accounts: [{ name: 'Lee Park', accountType: 'IBAN', IBAN: 'DE89370400440532013000' }] }),
    ]);
    const refused = await call({ method: 'PUT', url: `${url}/${id}`, payload: { name: 'Lee Park', accountIdentifier: 'lee park', accountIdentifierType: 'EMAIL' } });
    expect(expectErrorBody(refused, 400).key).toBe('contact.email.invalid');
    expect((await call({ method: 'GET', url: `${url}/${id}` })).json()).toMatchObject({ accountIdentifierType: 'IBAN' });
  });
});
