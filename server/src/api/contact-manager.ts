import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import type { ServicePlugin } from './index.js';
import { requirePermission } from './request-context.js';
import { errorBody, exactBodyValidator, identifier, likePattern, noQuery, pageIndex, pageSize, searchText, withoutEmpty } from './schemas/common.js';
import { pageOf } from './paging.js';

/**
 * contact-manager (platform path /contact-manager/client-api/v2/contacts, response-shapes.txt
 * "contacts"): the member's payees. A contact belongs to the member (the token's subject), so an
 * agent acting for a member sees the member's contacts; the Contacts/Contacts privileges of the
 * acting agreement guard each operation (spec/1 §6). Contacts reached by a credit-union account
 * number are what the transfer form pays; IBAN, e-mail and phone entries are listed as stored.
 */

/** One way to reach a contact, as stored (the seed's shape) and as answered. */
interface ContactAccountRow {
  name?: string;
  alias?: string;
  accountType?: string;
  accountNumber?: string;
  IBAN?: string;
  bankName?: string;
  email?: string;
  phoneNumber?: string;
}

interface ContactRow {
  id: string;
  name: string;
  alias: string | null;
  accounts: ContactAccountRow[];
}

interface ContactBody {
  name: string;
  alias?: string;
  accounts: { name?: string; alias?: string; accountNumber: string }[];
}

const contactColumns = 'id, name, alias, accounts';

const accountResponse = {
  type: 'object',
  properties: Object.fromEntries(
    ['name', 'alias', 'accountType', 'accountNumber', 'IBAN', 'bankName', 'email', 'phoneNumber'].map((field) => [field, { type: 'string' }]),
  ),
} as const;

const contactResponse = {
  type: 'object',
  required: ['id', 'name', 'accounts'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    alias: { type: 'string' },
    phoneNumber: { type: 'string' },
    emailId: { type: 'string' },
    accounts: { type: 'array', items: accountResponse },
    accessContextScope: { type: 'string' },
    activeStatus: { type: 'string' },
  },
} as const;

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

/** What create and update take: Westerra creates member-number contacts as `{name, accounts:[{accountNumber}]}` (NOTES §1.7). */
const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'accounts'],
  properties: {
    name: text(140),
    alias: { type: 'string', maxLength: 140 },
    accounts: {
      type: 'array',
      minItems: 1,
      maxItems: 5,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['accountNumber'],
        properties: {
          name: text(140),
          alias: { type: 'string', maxLength: 140 },
          accountType: { type: 'string', enum: ['ACCOUNT'] },
          accountNumber: { type: 'string', pattern: '^[0-9]{4,17}$' },
        },
      },
    },
  },
} as const;

const idParams = { type: 'object', additionalProperties: false, required: ['contactId'], properties: { contactId: identifier } } as const;
const statusResponse = { type: 'object', required: ['status'], properties: { status: { type: 'string' } } } as const;

function contactOf(row: ContactRow) {
  const accounts = Array.isArray(row.accounts) ? row.accounts : [];
  return withoutEmpty({
    id: row.id,
    name: row.name,
    alias: row.alias,
    emailId: accounts.find((account) => account.accountType === 'EMAIL')?.email,
    phoneNumber: accounts.find((account) => account.accountType === 'PHONE')?.phoneNumber,
    accounts,
    accessContextScope: 'USER',
    activeStatus: 'ACTIVE',
  });
}

/**
 * Every account number must be a credit-union account that can receive money, as the platform's
 * contact extension checks against the core: a contact the form offers can always be paid.
 */
async function checkedAccounts(db: Queryable, body: ContactBody): Promise<ContactAccountRow[]> {
  const numbers = [...new Set(body.accounts.map((account) => account.accountNumber))];
  const rows = await db.query<{ clear_value: string }>(
    `select s.clear_value
       from arrangement_secrets s join arrangements a on a.id = s.arrangement_id
      where s.attribute_name = 'BBAN' and s.clear_value = any($1::text[]) and a.credit_account and not a.is_external`,
    [numbers],
  );
  const known = new Set(rows.map((row) => row.clear_value));
  const unknown = numbers.filter((number) => !known.has(number));
  if (unknown.length > 0) {
    throw badRequest(
      'No account with this number can receive transfers.',
      unknown.map((number) => ({ key: 'contact.account.unknown', message: 'No account with this number can receive transfers.', context: { accountNumber: number } })),
      'contact.account.unknown',
    );
  }
  return body.accounts.map((account) =>
    withoutEmpty({
      name: account.name?.trim() ?? body.name.trim(),
      alias: account.alias?.trim() || undefined,
      accountType: 'ACCOUNT',
      accountNumber: account.accountNumber,
    }) as ContactAccountRow,
  );
}

const missing = () => notFound('The contact could not be found.', 'contact.not-found');

export const contactManager: ServicePlugin = async (app, { db }) => {
  const ownContact = async (request: FastifyRequest, id: string) => {
    const [row] = await db.query<ContactRow>(`select ${contactColumns} from contacts where id = $1 and user_id = $2`, [id, request.caller.userId]);
    if (!row) throw missing();
    return row;
  };

  app.get<{ Querystring: { query?: string; from: number; size: number } }>(
    '/v2/contacts',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { query: searchText, from: pageIndex, size: pageSize(200) },
        },
        response: { 200: { type: 'array', items: contactResponse }, 403: errorBody },
      },
      preHandler: requirePermission(db, 'Contacts', 'Contacts', 'view'),
    },
    async (request, reply) => {
      const params: unknown[] = [request.caller.userId];
      let where = 'user_id = $1';
      if (request.query.query) {
        params.push(likePattern(request.query.query));
        where += ` and (name ilike $${params.length} or coalesce(alias, '') ilike $${params.length})`;
      }
      const { rows, total } = await pageOf<ContactRow>(db, { table: 'contacts', columns: contactColumns, where, params, orderBy: 'lower(name), id', page: request.query });
      reply.header('X-Total-Count', String(total));
      return rows.map(contactOf);
    },
  );

  app.get<{ Params: { contactId: string } }>(
    '/v2/contacts/:contactId',
    {
      schema: { params: idParams, querystring: noQuery, response: { 200: contactResponse, 403: errorBody, 404: errorBody } },
      preHandler: requirePermission(db, 'Contacts', 'Contacts', 'view'),
    },
    async (request) => contactOf(await ownContact(request, request.params.contactId)),
  );

  app.post<{ Body: ContactBody }>(
    '/v2/contacts',
    {
      bodyLimit: 16 * 1024,
      validatorCompiler: exactBodyValidator,
      schema: {
        querystring: noQuery,
        body: bodySchema,
        response: { 201: { type: 'object', required: ['id', 'status'], properties: { id: { type: 'string' }, status: { type: 'string' } } }, 400: errorBody, 403: errorBody },
      },
      preHandler: requirePermission(db, 'Contacts', 'Contacts', 'create'),
    },
    async (request, reply) => {
      const accounts = await checkedAccounts(db, request.body);
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

  app.put<{ Params: { contactId: string }; Body: ContactBody }>(
    '/v2/contacts/:contactId',
    {
      bodyLimit: 16 * 1024,
      validatorCompiler: exactBodyValidator,
      schema: {
        params: idParams,
        querystring: noQuery,
        body: bodySchema,
        response: { 200: statusResponse, 400: errorBody, 403: errorBody, 404: errorBody },
      },
      preHandler: requirePermission(db, 'Contacts', 'Contacts', 'edit'),
    },
    async (request) => {
      const existing = await ownContact(request, request.params.contactId);
      const accounts = await checkedAccounts(db, request.body);
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
      schema: { params: idParams, querystring: noQuery, response: { 200: statusResponse, 403: errorBody, 404: errorBody } },
      preHandler: requirePermission(db, 'Contacts', 'Contacts', 'delete'),
    },
    async (request) => {
      const deleted = await db.query(`delete from contacts where id = $1 and user_id = $2 returning id`, [request.params.contactId, request.caller.userId]);
      if (deleted.length === 0) throw missing();
      return { status: 'DELETED' };
    },
  );
};
