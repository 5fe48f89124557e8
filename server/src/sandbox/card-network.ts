import type { FastifyInstance } from 'fastify';
import { alertBudgetsAfterBooking } from '../budgets/alerts.js';
import { authorizeCardPurchase } from '../cards/authorization.js';
import { loadTenantDirectory } from '../config/tenants.js';
import type { Database } from '../db/database.js';
import type { AccessTokenVerifier } from '../http/access-token.js';
import { badRequest } from '../http/errors.js';
import { toCents } from '../ledger/index.js';
import { localMoment } from '../payments/calendar.js';
import { loadPaymentsConfig } from '../payments/config.js';
import { transactionCategories } from '../seed/catalog.js';
import type { ServerSettings } from '../settings.js';
import { operatorOnly } from './operator-only.js';

export const cardNetworkPrefix = '/sandbox/cards';

interface AuthorizeBody {
  cardId: string;
  amount: string;
  merchant: string;
  category?: string;
}

const authorizeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cardId', 'amount', 'merchant'],
  properties: {
    cardId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' },
    amount: { type: 'string', pattern: '^(0|[1-9][0-9]{0,9})(\\.[0-9]{1,2})?$' },
    merchant: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
    category: { type: 'string', enum: transactionCategories.filter((category) => category.type === 'EXPENSE').map((category) => category.name) },
  },
} as const;

/**
 * The stand-in for the card network: a merchant asks to authorize a purchase on a member's card.
 * An active card's purchase is held as a pending card payment; a locked card's, or one not yet
 * activated, is declined and shows as declined in the account's transactions. An operator's tool (see operatorOnly).
 */
export async function cardNetwork(
  app: FastifyInstance,
  { db, settings, verifier }: { db: Database; settings: ServerSettings; verifier: AccessTokenVerifier },
): Promise<void> {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  app.addHook('onRequest', operatorOnly(verifier, 'make card purchases', 'cards.authorize.forbidden'));

  app.post<{ Body: AuthorizeBody }>('/authorizations', { bodyLimit: 4 * 1024, schema: { body: authorizeBodySchema } }, async (request) => {
    const body = request.body;
    const tenant = tenants.forHost(request.hostname).id;
    if (toCents(body.amount) <= 0n) throw badRequest('A purchase is for an amount above zero.', [], 'cards.amount.invalid');
    const today = localMoment(new Date(), (await loadPaymentsConfig(db, settings.configDir, tenant)).calendar.timeZone).date;
    const authorization = await db.transaction((tx) =>
      authorizeCardPurchase(tx, { cardId: body.cardId, amount: body.amount, merchant: body.merchant.trim(), category: body.category ?? 'Shopping', today }),
    );
    // Once committed, so two purchases at the same moment both count towards the member's budget.
    if (authorization.outcome === 'APPROVED') {
      await alertBudgetsAfterBooking(db, { configDir: settings.configDir, tenant }, [authorization.transactionId], new Date()).catch(
        (error: unknown) => request.log.error({ err: error }, 'budget alerts after a card purchase failed'),
      );
    }
    return authorization;
  });
}
