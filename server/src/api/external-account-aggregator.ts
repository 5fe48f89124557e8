import { badRequest, notFound } from '../http/errors.js';
import { completeDueFlows, fastLinkPath, flowOf, startFlow, type FlowRow } from '../sandbox/aggregator/index.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { actingServiceAgreementOf, arrangementOfAgreement, requirePermission } from './request-context.js';
import type { AggregationFlowStartRequest } from '../../../schemas/api/generated/api-types.js';

const flowOfRow = (flow: FlowRow) => ({
  value: { id: flow.id, operation: flow.operation, status: flow.status, arrangementIds: flow.arrangement_ids },
});

/**
 * external-account-aggregator: connect accounts at other banks and refresh linked ones through
 * the sandbox's stand-in aggregator. `POST /v1/aggregation/flows` answers the platform's shape
 * `{value: {id, metadata: {accessToken, configName, fastLinkURL}}}`; the app opens fastLinkURL
 * with the access token and follows the flow with `GET /v1/aggregation/flows/{id}` (STARTED →
 * IN_PROGRESS once the member submitted the aggregator's page → COMPLETED when the accounts are
 * in the product summary). Linked accounts belong to the product summary, so both need Product
 * Summary view.
 */
export const externalAccountAggregator: ServicePlugin = async (app, { db }) => {
  const canViewProducts = requirePermission(db, 'Product Summary', 'Product Summary', 'view');

  app.post<{ Body: AggregationFlowStartRequest }>(
    '/v1/aggregation/flows',
    {
      schema: contract.route('POST', '/external-account-aggregator/client-api/v1/aggregation/flows'),
      preHandler: canViewProducts,
    },
    async (request, reply) => {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const { operation, arrangementId } = request.body;
      if (operation === 'REFRESH') {
        if (!arrangementId) {
          throw badRequest('A refresh names the linked account to refresh.', [
            { key: 'aggregation.arrangement.required', message: 'arrangementId is required when operation is REFRESH.' },
          ]);
        }
        const account = await arrangementOfAgreement(db, serviceAgreementId, arrangementId);
        if (!account) throw notFound('No such account.', 'arrangement.not-found');
        if (!account.is_external) throw badRequest('Only a linked external account can be refreshed.', [], 'arrangement.not-external');
      } else if (arrangementId) {
        throw badRequest('A connect flow does not name an account.', [
          { key: 'aggregation.arrangement.unexpected', message: 'arrangementId is only allowed when operation is REFRESH.' },
        ]);
      }
      const flow = await startFlow(db, { userId: request.caller.userId, serviceAgreementId, operation, arrangementId });
      reply.code(201).header('Cache-Control', 'no-store');
      return {
        value: {
          id: flow.id,
          metadata: { accessToken: flow.accessToken, configName: operation === 'ADD' ? 'Aggregation' : 'Refresh', fastLinkURL: fastLinkPath },
        },
      };
    },
  );

  app.get<{ Params: { flowId: string } }>(
    '/v1/aggregation/flows/:flowId',
    {
      schema: contract.route('GET', '/external-account-aggregator/client-api/v1/aggregation/flows/{flowId}'),
      preHandler: canViewProducts,
    },
    async (request, reply) => {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      // Watching a flow also finishes it when due, so a restart between submit and completion loses nothing.
      await completeDueFlows(db);
      const flow = await flowOf(db, request.params.flowId, { userId: request.caller.userId, serviceAgreementId });
      if (!flow) throw notFound('No such aggregation flow.', 'aggregation.flow.not-found');
      reply.header('Cache-Control', 'no-store');
      return flowOfRow(flow);
    },
  );
};
