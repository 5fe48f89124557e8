import type { FastifyInstance } from 'fastify';
import { alertBudgetsAfterBooking } from '../budgets/alerts.js';
import type { Database } from '../db/database.js';
import type { AccessTokenVerifier } from '../http/access-token.js';
import { ApiError, badRequest } from '../http/errors.js';
import { loadPublishedFile } from '../config/published-file.js';
import { loadTenantDirectory } from '../config/tenants.js';
import { presentCheck } from '../checks/presentment.js';
import { stopChecksConfigFile, type StopChecksConfig } from '../checks/stop-payments.js';
import { toCents } from '../ledger/index.js';
import { localMoment } from '../payments/calendar.js';
import { loadPaymentsConfig } from '../payments/config.js';
import { operatorOnly } from './operator-only.js';
import type { ServerSettings } from '../settings.js';

export const checkClearingPrefix = '/sandbox/checks';

interface PresentBody {
  arrangementId: string;
  checkNumber: string;
  amount: string;
  payee: string;
}

const presentBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['arrangementId', 'checkNumber', 'amount', 'payee'],
  properties: {
    arrangementId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' },
    checkNumber: { type: 'string', pattern: '^[0-9]{1,10}$' },
    amount: { type: 'string', pattern: '^(0|[1-9][0-9]{0,9})(\\.[0-9]{1,2})?$' },
    payee: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
  },
} as const;

/**
 * The stand-in for the check clearing network: presents a check written on a member's account
 * for payment, as another bank would after the payee deposits it. The check is paid (a booked
 * debit) unless an active stop payment covers it, in which case it is returned unpaid and
 * recorded against the stop. A sandbox tool, not a member's: only an operator's own access token
 * may present a check (never a member's, an agent's or a preview's).
 */
export async function checkClearing(
  app: FastifyInstance,
  { db, settings, verifier }: { db: Database; settings: ServerSettings; verifier: AccessTokenVerifier },
): Promise<void> {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  app.addHook('onRequest', operatorOnly(verifier, 'present checks', 'checks.present.forbidden'));

  app.post<{ Body: PresentBody }>('/present', { bodyLimit: 4 * 1024, schema: { body: presentBodySchema } }, async (request) => {
    const body = request.body;
    const tenant = tenants.forHost(request.hostname).id;
    const config = await loadPublishedFile<StopChecksConfig>(db, settings.configDir, tenant, stopChecksConfigFile);
    const [account] = await db.query<{ kind_uri: string; is_external: boolean }>(
      `select pk.kind_uri, a.is_external from arrangements a join product_kinds pk on pk.id = a.product_kind_id where a.id = $1`,
      [body.arrangementId],
    );
    if (!account) throw new ApiError(404, 'arrangement.not-found', 'The account could not be found.');
    if (account.is_external || !config.accountKinds.includes(account.kind_uri)) {
      throw badRequest('Checks are drawn on checking accounts only.', [], 'checks.account.not-eligible');
    }
    if (toCents(body.amount) <= 0n) throw badRequest('A check is for an amount above zero.', [], 'checks.amount.invalid');
    const today = localMoment(new Date(), (await loadPaymentsConfig(db, settings.configDir, tenant)).calendar.timeZone).date;
    const presented = await presentCheck(db, { ...body, today });
    // Once committed, as for card purchases: a paid check may use up a budget.
    if (presented.outcome === 'POSTED') {
      await alertBudgetsAfterBooking(db, { configDir: settings.configDir, tenant }, [presented.transactionId], new Date()).catch(
        (error: unknown) => request.log.error({ err: error }, 'budget alerts after a paid check failed'),
      );
    }
    return presented;
  });
}
