import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { requirePermission } from './request-context.js';
import { withoutEmpty } from './answer-fields.js';
import { likePattern } from '../db/like-pattern.js';
import { pageOf } from './paging.js';
import { checkEmail, checkIban, checkMemberNumber, checkPhone } from './contact-identifiers.js';
import type { Contact, ContactCreationRequest, QueryOf } from '../../../schemas/api/generated/api-types.js';

/**
 * contact-manager (platform path /contact-manager/client-api/v2/contacts, response-shapes.txt
 * "contacts"): the member's payees. A contact belongs to the member (the token's subject), so an
 * agent acting for a member sees the member's contacts; the Contacts/Contacts privileges of the
 * acting agreement guard each operation (spec/1 §6). Contacts reached by a credit-union account
 * number are what the transfer form pays; IBAN, e-mail and phone entries are listed as stored.
 */

/**
 * One way to reach a contact, as the contacts table stores it (the seed writes these too) and as
 * answered: the contract's accounts[] entry, told apart by its identifier type.
 */
export type ContactAccount = Contact['accounts'][number];

interface ContactRow {
  id: string;
  name: string;
  alias: string | null;
  accounts: ContactAccount[];
}

/** The spec's ways to reach a contact (spec/2 §3 Contact: accountIdentifierType): the stored accountType. */
type AccountIdentifierType = ContactAccount['accountType'];

const identifierRefused = ({ key, message }: { key: string; message: string }) =>
  badRequest(message, [{ key, message, context: { pointer: '/accountIdentifier' } }], key);

const identifierChecks = { ACCOUNT: checkMemberNumber, IBAN: checkIban, EMAIL: checkEmail, PHONE: checkPhone } as const;

/**
 * A contact given by one identifier (see contact-identifiers.ts); a member number must moreover
 * be one that can receive transfers, as in `accounts`.
 */
async function identifiedAccount(db: Queryable, name: string, identifier: string, type: AccountIdentifierType): Promise<ContactAccount> {
  const checked = identifierChecks[type](identifier);
  if ('refused' in checked) throw identifierRefused(checked.refused);
  const { value } = checked;
  switch (type) {
    case 'ACCOUNT':
      if ((await numbersThatCannotReceive(db, [value])).length > 0) throw identifierRefused({ key: 'contact.account.unknown', message: cannotReceive });
      return { name, accountType: 'ACCOUNT', accountNumber: value };
    case 'IBAN':
      return { name, accountType: 'IBAN', IBAN: value };
    case 'EMAIL':
      return { name, accountType: 'EMAIL', email: value };
    case 'PHONE':
      return { name, accountType: 'PHONE', phoneNumber: value };
  }
}

/** The accounts a create or update stores, from whichever form the body takes. */
async function accountsOf(db: Queryable, body: ContactCreationRequest): Promise<ContactAccount[]> {
  if (body.accountIdentifier !== undefined && body.accountIdentifierType !== undefined) {
    return [await identifiedAccount(db, body.name.trim(), body.accountIdentifier, body.accountIdentifierType)];
  }
  return checkedAccounts(db, body);
}

/** The identifier of a way to reach a contact, in the spec's terms (the type is the stored accountType). */
function identifierValueOf(account: ContactAccount): string {
  switch (account.accountType) {
    case 'ACCOUNT':
      return account.accountNumber;
    case 'IBAN':
      return account.IBAN;
    case 'EMAIL':
      return account.email;
    case 'PHONE':
      return account.phoneNumber;
  }
}

/** The spec's view of a contact: the identifier of its first way to reach it. */
function identifierOf(account: ContactAccount | undefined): { accountIdentifier?: string; accountIdentifierType?: AccountIdentifierType } {
  return account ? { accountIdentifier: identifierValueOf(account), accountIdentifierType: account.accountType } : {};
}

const contactColumns = 'id, name, alias, accounts';

function contactOf(row: ContactRow) {
  const accounts = Array.isArray(row.accounts) ? row.accounts : [];
  return withoutEmpty({
    id: row.id,
    name: row.name,
    alias: row.alias,
    emailId: accounts.find((account) => account.accountType === 'EMAIL')?.email,
    phoneNumber: accounts.find((account) => account.accountType === 'PHONE')?.phoneNumber,
    accounts,
    ...identifierOf(accounts[0]),
    accessContextScope: 'USER',
    activeStatus: 'ACTIVE',
  });
}

const cannotReceive = 'No account with this number can receive transfers.';

/**
 * The numbers that are not a credit-union account able to receive money: the platform's contact
 * extension checks them against the core, so a contact the form offers can always be paid.
 */
async function numbersThatCannotReceive(db: Queryable, numbers: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ clear_value: string }>(
    `select s.clear_value
       from arrangement_secrets s join arrangements a on a.id = s.arrangement_id
      where s.attribute_name = 'BBAN' and s.clear_value = any($1::text[]) and a.credit_account and not a.is_external`,
    [numbers],
  );
  const known = new Set(rows.map((row) => row.clear_value));
  return numbers.filter((number) => !known.has(number));
}

/** The platform's `accounts` form: every account number must be able to receive (see numbersThatCannotReceive). */
async function checkedAccounts(db: Queryable, body: ContactCreationRequest): Promise<ContactAccount[]> {
  const accounts = body.accounts ?? [];
  const unknown = await numbersThatCannotReceive(db, [...new Set(accounts.map((account) => account.accountNumber))]);
  if (unknown.length > 0) {
    throw badRequest(
      cannotReceive,
      unknown.map((number) => ({ key: 'contact.account.unknown', message: cannotReceive, context: { accountNumber: number } })),
      'contact.account.unknown',
    );
  }
  return accounts.map((account) =>
    withoutEmpty({
      name: account.name?.trim() ?? body.name.trim(),
      alias: account.alias?.trim() || undefined,
      accountType: 'ACCOUNT',
      accountNumber: account.accountNumber,
    }) as ContactAccount,
  );
}

const missing = () => notFound('The contact could not be found.', 'contact.not-found');

export const contactManager: ServicePlugin = async (app, { db }) => {
  const ownContact = async (request: FastifyRequest, id: string) => {
    const [row] = await db.query<ContactRow>(`select ${contactColumns} from contacts where id = $1 and user_id = $2`, [id, request.caller.userId]);
    if (!row) throw missing();
    return row;
  };

  app.get<{ Querystring: QueryOf<'listContacts', 'from' | 'size'> }>(
    '/v2/contacts',
    {
      schema: contract.route('GET', '/contact-manager/client-api/v2/contacts'),
      preHandler: requirePermission(db, 'Contacts', 'Contacts', 'view'),
    },
    async (request, reply) => {
      const params: unknown[] = [request.caller.userId];
      let where = 'user_id = $1';
      if (request.query.query) {
        params.push(likePattern(request.query.query));
        // Name, alias or the way to reach them: a member looks a payee up by what they remember.
        where += ` and (name ilike $${params.length} or coalesce(alias, '') ilike $${params.length}
          or exists (select 1 from jsonb_array_elements(accounts) reach
                      where coalesce(reach->>'accountNumber', reach->>'IBAN', reach->>'email', reach->>'phoneNumber') ilike $${params.length}))`;
      }
      const { rows, total } = await pageOf<ContactRow>(db, { table: 'contacts', columns: contactColumns, where, params, orderBy: 'lower(name), id', page: request.query });
      reply.header('X-Total-Count', String(total));
      return rows.map(contactOf);
    },
  );

  app.get<{ Params: { contactId: string } }>(
    '/v2/contacts/:contactId',
    {
      schema: contract.route('GET', '/contact-manager/client-api/v2/contacts/{contactId}'),
      preHandler: requirePermission(db, 'Contacts', 'Contacts', 'view'),
    },
    async (request) => contactOf(await ownContact(request, request.params.contactId)),
  );

  app.post<{ Body: ContactCreationRequest }>(
    '/v2/contacts',
    {
      bodyLimit: 16 * 1024,
      schema: contract.route('POST', '/contact-manager/client-api/v2/contacts'),
      preHandler: requirePermission(db, 'Contacts', 'Contacts', 'create'),
    },
    async (request, reply) => {
      const accounts = await accountsOf(db, request.body);
      const id = `contact-${randomUUID()}`;
      await db.query(`insert into contacts (id, user_id, name, alias, accounts) values ($1, $2, $3, $4, $5::jsonb)`, [
        id,
        request.caller.userId,
        request.body.name.trim(),
        request.body.alias?.trim() || null,
        JSON.stringify(accounts),
      ]);
      return reply.status(201).send({ id, status: 'ACTIVE' });
    },
  );

  app.put<{ Params: { contactId: string }; Body: ContactCreationRequest }>(
    '/v2/contacts/:contactId',
    {
      bodyLimit: 16 * 1024,
      schema: contract.route('PUT', '/contact-manager/client-api/v2/contacts/{contactId}'),
      preHandler: requirePermission(db, 'Contacts', 'Contacts', 'edit'),
    },
    async (request) => {
      const existing = await ownContact(request, request.params.contactId);
      const accounts = await accountsOf(db, request.body);
      const updated = await db.query(`update contacts set name = $3, alias = $4, accounts = $5::jsonb where id = $1 and user_id = $2 returning id`, [
        existing.id,
        request.caller.userId,
        request.body.name.trim(),
        request.body.alias?.trim() || null,
        JSON.stringify(accounts),
      ]);
      // Deleted between the read and the update.
      if (updated.length === 0) throw missing();
      return { status: 'ACTIVE' };
    },
  );

  app.delete<{ Params: { contactId: string } }>(
    '/v2/contacts/:contactId',
    {
      schema: contract.route('DELETE', '/contact-manager/client-api/v2/contacts/{contactId}'),
      preHandler: requirePermission(db, 'Contacts', 'Contacts', 'delete'),
    },
    async (request) => {
      const deleted = await db.query(`delete from contacts where id = $1 and user_id = $2 returning id`, [request.params.contactId, request.caller.userId]);
      if (deleted.length === 0) throw missing();
      return { status: 'DELETED' };
    },
  );
};
