import type { FastifyRequest } from 'fastify';
import { loadPublishedFile } from '../config/published-file.js';
import { loadTenantDirectory } from '../config/tenants.js';
import type { Queryable } from '../db/database.js';
import { accountStatementPdf, taxFormPdf, type Issuer } from '../exports/account-statement-pdf.js';
import { badRequest, notFound } from '../http/errors.js';
import { localMoment, systemClock, type Clock } from '../payments/calendar.js';
import {
  interestPaidInYear,
  lastDayOf,
  monthTitle,
  needsTaxForm,
  parseStatementUid,
  statementAccounts,
  statementCatalogue,
  statementMonths,
  statementsConfigFile,
  type StatementEntry,
  type StatementsConfig,
} from '../statements/catalogue.js';
import { statementPeriod } from '../statements/period.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { actingServiceAgreementOf, requirePermission } from './request-context.js';
import type { BodyOf, QueryOf } from '../../../schemas/api/generated/api-types.js';

const prefix = '/account-statement/client-api/v2/account/statements';
const downloadPath = `/api${prefix}/download/`;

/** What statements print of config/app.json: the issuer and the zone "today" is in. */
interface AppFile {
  name: string;
  address?: string[];
  timezone: string;
  currency: string;
}

const orderKeys: Record<'date' | 'category' | 'description', (entry: StatementEntry) => string> = {
  date: (entry) => entry.date,
  category: (entry) => entry.category,
  description: (entry) => entry.description,
};

function answerOf(entry: StatementEntry) {
  const { uid, ...listed } = entry;
  return { ...listed, documents: [{ url: `${downloadPath}${uid}`, contentType: 'application/pdf' }] };
}

async function memberNameOf(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.query<{ full_name: string }>('select full_name from users where id = $1', [userId]);
  return row?.full_name ?? '';
}

const noSuchStatement = () => notFound('The statement could not be found.', 'statements.not-found');

/**
 * account-statement (NOTES §2 account-statement v2): the member's monthly statements and tax
 * forms, each a PDF rendered from the ledger when downloaded, and the choice of e-statements or
 * paper per account. Only the accounts of the agreement the member acts in; another member's
 * statement or account is 404. Which accounts get statements, under which document type, how
 * many months are kept and the 1099-INT's threshold come from the tenant's published
 * config/statements.json; the issuer's name and address from its app.json.
 */
export function createAccountStatement(clock: Clock = systemClock): ServicePlugin {
  return async (app, { db, settings }) => {
    const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
    const filesOf = async (request: FastifyRequest) => {
      const tenant = tenants.forHost(request.hostname).id;
      const [config, appFile] = await Promise.all([
        loadPublishedFile<StatementsConfig>(db, settings.configDir, tenant, statementsConfigFile),
        loadPublishedFile<AppFile>(db, settings.configDir, tenant, 'app.json'),
      ]);
      const issuer: Issuer = { name: appFile.name, address: appFile.address ?? [] };
      return { config, appFile, issuer, today: localMoment(clock.now(), appFile.timezone).date };
    };
    const canView = requirePermission(db, 'Account Statements', 'Manage Statements', 'view');

    app.get<{ Querystring: QueryOf<'listAccountStatements'> }>(
      '/v2/account/statements',
      { schema: contract.route('GET', prefix), preHandler: canView },
      async (request, reply) => {
        const query = request.query;
        const { config, today } = await filesOf(request);
        if (query.category !== undefined && !config.categories.includes(query.category)) {
          throw badRequest('There is no such document type.', [
            { key: 'statements.category.unknown', message: 'Unknown category.', context: { pointer: '/category', allowed: config.categories } },
          ]);
        }
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        const entries = await statementCatalogue(db, config, serviceAgreementId, today, await memberNameOf(db, request.caller.userId));
        const accountIds = query.accountIds ? new Set(query.accountIds) : undefined;
        if (accountIds) {
          const known = new Set((await statementAccounts(db, config, serviceAgreementId)).map((account) => account.id));
          if ([...accountIds].some((id) => !known.has(id))) throw notFound('The account could not be found.', 'arrangement.not-found');
        }
        const matching = entries.filter(
          (entry) =>
            (!accountIds || entry.accountId === '' || accountIds.has(entry.accountId)) &&
            (query.category === undefined || entry.category === query.category) &&
            (query.dateFrom === undefined || entry.date >= query.dateFrom) &&
            (query.dateTo === undefined || entry.date <= query.dateTo),
        );
        const key = orderKeys[query.orderBy ?? 'date'];
        const sign = (query.direction ?? 'DESC') === 'ASC' ? 1 : -1;
        matching.sort((a, b) => sign * key(a).localeCompare(key(b)) || b.date.localeCompare(a.date) || a.accountName.localeCompare(b.accountName));
        const size = query.size ?? config.pageSize;
        const from = query.from ?? 0;
        return reply
          .header('X-Total-Count', String(matching.length))
          .header('Cache-Control', 'no-store')
          .send(matching.slice(from * size, (from + 1) * size).map(answerOf));
      },
    );

    app.get('/v2/account/statements/categories', { schema: contract.route('GET', `${prefix}/categories`), preHandler: canView }, async (request) => {
      const { config } = await filesOf(request);
      return { categories: config.categories, additions: {} };
    });

    app.get<{ Params: { uid: string } }>(
      '/v2/account/statements/download/:uid',
      { schema: contract.route('GET', `${prefix}/download/{uid}`), preHandler: canView },
      async (request, reply) => {
        const named = parseStatementUid(request.params.uid);
        if (!named) throw noSuchStatement();
        const { config, appFile, issuer, today } = await filesOf(request);
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        const memberName = await memberNameOf(db, request.caller.userId);
        let pdf: Buffer;
        if (named.kind === '1099-INT') {
          const interest = await interestPaidInYear(db, config, serviceAgreementId, named.year);
          if (named.year !== Number(today.slice(0, 4)) - 1 || !needsTaxForm(config, interest)) throw noSuchStatement();
          pdf = await taxFormPdf({ issuer, memberName, year: named.year, currency: appFile.currency, interest });
        } else {
          const account = (await statementAccounts(db, config, serviceAgreementId)).find((candidate) => candidate.id === named.accountId);
          if (!account || !statementMonths(config, account, today).includes(named.month)) throw noSuchStatement();
          const period = await statementPeriod(db, config, account, `${named.month}-01`, lastDayOf(named.month));
          pdf = await accountStatementPdf({
            issuer,
            memberName,
            accountName: account.name,
            maskedNumber: account.maskedNumber,
            currency: account.currency,
            title: `${account.category} statement ${monthTitle(named.month)}`,
            period,
          });
        }
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `attachment; filename="statement-${request.params.uid}.pdf"`)
          .header('Cache-Control', 'no-store')
          .send(pdf);
      },
    );

    app.get('/v2/account/statements/preferences', { schema: contract.route('GET', `${prefix}/preferences`), preHandler: canView }, async (request, reply) => {
      const { config } = await filesOf(request);
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const accounts = await statementAccounts(db, config, serviceAgreementId);
      const chosen = await db.query<{ arrangement_id: string; online_statement: boolean; paper_statement: boolean }>(
        'select arrangement_id, online_statement, paper_statement from statement_preferences where user_id = $1',
        [request.caller.userId],
      );
      const choiceOf = new Map(chosen.map((row) => [row.arrangement_id, row]));
      const online = config.defaultDelivery === 'online';
      const preferences = accounts.map((account) => {
        const choice = choiceOf.get(account.id);
        return {
          accountId: account.id,
          accountName: account.name,
          accountNumber: account.maskedNumber,
          displayName: account.name,
          accountType: account.category,
          onlineStatement: choice?.online_statement ?? online,
          paperStatement: choice?.paper_statement ?? !online,
        };
      });
      return reply.header('Cache-Control', 'no-store').send(preferences);
    });

    app.post<{ Body: BodyOf<'updateStatementPreferences'> }>(
      '/v2/account/statements/preferences/bulk-update',
      {
        bodyLimit: 16 * 1024,
        schema: contract.route('POST', `${prefix}/preferences/bulk-update`),
        preHandler: requirePermission(db, 'Account Statements', 'Manage Statements', 'edit'),
      },
      async (request, reply) => {
        const changes = request.body;
        changes.forEach((change, index) => {
          if (change.onlineStatement === change.paperStatement) {
            throw badRequest('Choose e-statements or paper for each account.', [
              { key: 'statements.preferences.choose-one', message: 'Exactly one of onlineStatement and paperStatement is true.', context: { pointer: `/${index}` } },
            ], 'statements.preferences.choose-one');
          }
          if (changes.findIndex((other) => other.accountId === change.accountId) !== index) {
            throw badRequest('An account is listed twice.', [
              { key: 'statements.preferences.duplicate', message: 'The account is already in the list.', context: { pointer: `/${index}/accountId` } },
            ], 'statements.preferences.duplicate');
          }
        });
        const { config } = await filesOf(request);
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        const known = new Set((await statementAccounts(db, config, serviceAgreementId)).map((account) => account.id));
        if (changes.some((change) => !known.has(change.accountId))) throw notFound('The account could not be found.', 'arrangement.not-found');
        await db.transaction(async (tx) => {
          for (const change of changes) {
            await tx.query(
              `insert into statement_preferences (user_id, arrangement_id, online_statement, paper_statement) values ($1, $2, $3, $4)
               on conflict (user_id, arrangement_id) do update
                 set online_statement = excluded.online_statement, paper_statement = excluded.paper_statement, updated_at = now()`,
              [request.caller.userId, change.accountId, change.onlineStatement, change.paperStatement],
            );
          }
        });
        return reply.code(204).send();
      },
    );
  };
}

export const accountStatement: ServicePlugin = createAccountStatement();
