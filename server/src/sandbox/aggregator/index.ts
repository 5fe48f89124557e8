import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.js';
import { standInPageHeaders } from '../stand-in-headers.js';
import { completeDueFlows, connectDelaySeconds, flowByToken, submitFlow } from './flows.js';
import { aggregatorStyles, connectPage, refreshPage, refusedPage, submittedPage, type Institution } from './pages.js';

export { completeDueFlows, flowOf, startFlow, type FlowRow } from './flows.js';

/** Where the stand-in aggregator answers; flows' fastLinkURL points here. */
export const aggregatorPrefix = '/sandbox/aggregator';
export const fastLinkPath = `${aggregatorPrefix}/fastlink`;

/**
 * The sandbox's stand-in for the account aggregator's connection page (the platform's FastLink):
 * `GET /fastlink?accessToken=…` shows a bank list (connect) or a confirmation (refresh) for a flow
 * the app started; the form's POST spends the token, and after a short delay the accounts are
 * added or refreshed. The app watches the flow through the client API.
 */
export const aggregatorStandIn: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });

  app.get<{ Querystring: { accessToken?: string } }>(
    '/fastlink',
    { schema: { querystring: { type: 'object', properties: { accessToken: { type: 'string', maxLength: 256 } } } } },
    async (request, reply) => {
      standInPageHeaders(reply, { formAction: 'self', styles: aggregatorStyles });
      const flow = await flowByToken(db, request.query.accessToken);
      if (!flow || flow.status !== 'STARTED' || flow.expired) return reply.code(403).send(refusedPage());
      const token = request.query.accessToken!;
      if (flow.operation === 'REFRESH') {
        const [account] = await db.query<{ name: string; institution: string }>(
          `select a.display_name as name, coalesce(fi.name, '') as institution
             from arrangements a left join financial_institutions fi on fi.id = a.financial_institution_id where a.id = $1`,
          [flow.arrangement_id],
        );
        if (!account) return reply.code(403).send(refusedPage());
        return reply.send(refreshPage(fastLinkPath, token, account));
      }
      const institutions = await db.query<Institution>('select id, name from financial_institutions order by name');
      return reply.send(connectPage(fastLinkPath, token, institutions));
    },
  );

  app.post<{ Body: { accessToken: string; institutionId?: number } }>(
    '/fastlink',
    {
      schema: {
        body: {
          type: 'object',
          required: ['accessToken'],
          properties: { accessToken: { type: 'string', maxLength: 256 }, institutionId: { type: 'integer', minimum: 1, maximum: 1_000_000 } },
        },
      },
    },
    async (request, reply) => {
      standInPageHeaders(reply, { formAction: 'self', styles: aggregatorStyles });
      const flow = await submitFlow(db, request.body.accessToken, request.body.institutionId);
      if (!flow) return reply.code(403).send(refusedPage());
      const timer = setTimeout(() => {
        timers.delete(timer);
        completeDueFlows(db).catch((error: unknown) => request.log.error({ err: error }, 'completing aggregation flows failed'));
      }, connectDelaySeconds * 1000 + 100);
      timer.unref();
      timers.add(timer);
      return reply.send(submittedPage(flow.operation));
    },
  );
};
