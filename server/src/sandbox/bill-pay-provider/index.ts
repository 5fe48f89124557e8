import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.js';
import { standInPageHeaders } from '../stand-in-headers.js';
import { exchangeArtifact } from './artifacts.js';
import { billPayStyles, providerPage, providerPages, refusalPage, type PayeeRow, type PaymentRow, type ProviderPage } from './pages.js';

export { issueArtifact, exchangeArtifact, artifactLifetimeSeconds } from './artifacts.js';
export { seedBillPay } from './seed.js';

/** Where the stand-in answers, below the server's root: the demo config's provider URL points here. */
export const billPayProviderPrefix = '/sandbox/bill-pay';

const isProviderPage = (value: string): value is ProviderPage => (providerPages as readonly string[]).includes(value);

/**
 * The sandbox's stand-in for the bill-pay provider: `GET <prefix>/pp/sso/eu/<Page>?artifactId=…`,
 * the shape of the real provider's embed URL, so pointing the app at a real provider is a change
 * of config/bill-pay.json only. The artifact is exchanged once; the page shows that member's
 * payees and payments. A missing, unknown, used or expired artifact gets a refusal page (403).
 */
export const billPayProvider: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Params: { page: string }; Querystring: { artifactId?: string } }>(
    '/pp/sso/eu/:page',
    {
      schema: {
        params: { type: 'object', required: ['page'], properties: { page: { type: 'string', maxLength: 64 } } },
        querystring: {
          type: 'object',
          properties: { artifactId: { type: 'string', maxLength: 256 } },
        },
      },
    },
    async (request, reply) => {
      standInPageHeaders(reply, { formAction: 'none', styles: billPayStyles });
      const requested = request.params.page;
      if (!isProviderPage(requested)) return reply.code(404).send(refusalPage('not-found'));
      const exchange = await exchangeArtifact(db, request.query.artifactId);
      if (!exchange.ok) return reply.code(403).send(refusalPage(exchange.reason));
      // A session created for the external-transfers dashboard opens on it whatever the path says.
      const page: ProviderPage = exchange.page === 'p2p' ? 'SendMoneyDashboard' : requested;
      const [member] = await db.query<{ full_name: string }>('select full_name from users where id = $1', [exchange.userId]);
      const payees = await db.query<PayeeRow>(
        'select id, name, nickname, account_ending, kind from bill_pay_payees where user_id = $1 order by name',
        [exchange.userId],
      );
      const payments = await db.query<PaymentRow>(
        `select p.id, y.name as payee_name, y.kind, p.amount::text as amount, p.currency,
                to_char(p.send_date, 'YYYY-MM-DD') as send_date, to_char(p.deliver_date, 'YYYY-MM-DD') as deliver_date, p.status
           from bill_pay_payments p join bill_pay_payees y on y.id = p.payee_id
          where y.user_id = $1
          order by p.send_date desc, y.name`,
        [exchange.userId],
      );
      return reply.send(providerPage({ page, memberName: member?.full_name ?? '', payees, payments }));
    },
  );
};
