import type { FastifyRequest } from 'fastify';
import { loadPublishedFile } from '../config/published-file.js';
import { loadTenantDirectory } from '../config/tenants.js';
import {
  activateCard,
  cardOf,
  cardOfAgreement,
  cardsConfigFile,
  listCards,
  reportCard,
  setLock,
  type ActivationProof,
  type CardsConfig,
} from '../cards/store.js';
import {
  cancelTravelNotice,
  changeTravelNotice,
  createTravelNotice,
  listTravelNotices,
  travelNoticeOf,
  type TravelNoticeInput,
} from '../cards/travel-notices.js';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { creditUnionNotice } from '../messages/credit-union-notice.js';
import { sendMemberNotice } from '../messages/member-notice.js';
import { localMoment, systemClock, type Clock } from '../payments/calendar.js';
import { loadPaymentsConfig } from '../payments/config.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { actingServiceAgreementOf, requirePermission } from './request-context.js';

const base = '/cards-presentation-service/client-api/v2';
type Privilege = 'view' | 'create' | 'edit' | 'delete';

/**
 * cards-presentation-service (NOTES: GET /cards, GET /cards/{id}, POST /cards/{id}/lock-status,
 * POST /cards/{id}/replacement, POST /cards/{id}/activation, travel-notices CRUD): the member's
 * debit and credit cards, locking and unlocking them, reporting one lost or stolen (which cancels
 * it and orders a replacement), activating the replacement, and telling the credit union about trips. Needs Personal Finance Management / Manage Cards; another
 * member's card or notice answers 404. Every change is audited; a report also messages the member.
 */
export function createCards(clock: Clock = systemClock): ServicePlugin {
  return async (app, { db, settings }) => {
    const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
    const tenantOf = (request: FastifyRequest) => tenants.forHost(request.hostname).id;
    const configOf = (request: FastifyRequest) => loadPublishedFile<CardsConfig>(db, settings.configDir, tenantOf(request), cardsConfigFile);
    const todayOf = async (request: FastifyRequest) => localMoment(clock.now(), (await loadPaymentsConfig(db, settings.configDir, tenantOf(request))).calendar.timeZone).date;
    const can = (privilege: Privilege) => requirePermission(db, 'Personal Finance Management', 'Manage Cards', privilege);
    const route = (method: string, path: string) => contract.route(method, `${base}${path}`);

    async function audit(tx: Queryable, request: FastifyRequest, action: string, details: Record<string, unknown>) {
      const { userId, actingAgentId } = request.caller;
      await tx.query(`insert into audit_events (actor_id, subject_id, action, details) values ($1, $2, $3, $4::jsonb)`, [
        actingAgentId ?? userId,
        userId,
        action,
        JSON.stringify(details),
      ]);
    }

    app.get('/v2/cards', { schema: route('GET', '/cards'), preHandler: can('view') }, async (request, reply) => {
      const cards = await listCards(db, await actingServiceAgreementOf(db, request));
      return reply.header('Cache-Control', 'no-store').send(cards.map((card) => cardOf(card, false)));
    });

    app.get<{ Params: { id: string } }>('/v2/cards/:id', { schema: route('GET', '/cards/{id}'), preHandler: can('view') }, async (request, reply) => {
      const card = await cardOfAgreement(db, await actingServiceAgreementOf(db, request), request.params.id);
      return reply.header('Cache-Control', 'no-store').send(cardOf(card, true));
    });

    app.post<{ Params: { id: string }; Body: { lockStatus: 'LOCKED' | 'UNLOCKED' } }>(
      '/v2/cards/:id/lock-status',
      { bodyLimit: 1024, schema: route('POST', '/cards/{id}/lock-status'), preHandler: can('edit') },
      async (request) => {
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        return db.transaction(async (tx) => {
          const card = await cardOfAgreement(tx, serviceAgreementId, request.params.id, true);
          const lock = request.body.lockStatus === 'LOCKED';
          await setLock(tx, card, lock);
          await audit(tx, request, lock ? 'card.locked' : 'card.unlocked', { cardId: card.id });
          return cardOf(await cardOfAgreement(tx, serviceAgreementId, card.id), true);
        });
      },
    );

    app.post<{ Params: { id: string }; Body: { reason: 'LOST' | 'STOLEN' } }>(
      '/v2/cards/:id/replacement',
      { bodyLimit: 1024, schema: route('POST', '/cards/{id}/replacement'), preHandler: can('edit') },
      async (request) => {
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        const config = await configOf(request);
        const today = await todayOf(request);
        return db.transaction(async (tx) => {
          const card = await cardOfAgreement(tx, serviceAgreementId, request.params.id, true);
          const replacement = await reportCard(tx, card, request.body.reason, config, today);
          await audit(tx, request, `card.reported.${request.body.reason.toLowerCase()}`, { cardId: card.id, replacementCardId: replacement.id });
          const notice = await creditUnionNotice(tx, settings.configDir, tenantOf(request), config.notices[request.body.reason], {
            lastFour: card.last_four,
            newLastFour: replacement.last_four,
          });
          await sendMemberNotice(tx, request.caller.userId, notice);
          return cardOf(await cardOfAgreement(tx, serviceAgreementId, card.id), true);
        });
      },
    );

    app.post<{ Params: { id: string }; Body: ActivationProof }>(
      '/v2/cards/:id/activation',
      { bodyLimit: 1024, schema: route('POST', '/cards/{id}/activation'), preHandler: can('edit') },
      async (request) => {
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        const config = await configOf(request);
        const today = await todayOf(request);
        // A wrong try is committed before it is refused: the count must outlive the refusal.
        const { outcome, card } = await db.transaction(async (tx) => {
          const found = await cardOfAgreement(tx, serviceAgreementId, request.params.id, true);
          const tried = await activateCard(tx, found, request.body, config, today);
          await audit(tx, request, tried.outcome === 'ACTIVATED' ? 'card.activated' : 'card.activation.refused', { cardId: found.id, outcome: tried.outcome });
          return { outcome: tried, card: await cardOfAgreement(tx, serviceAgreementId, found.id) };
        });
        if (outcome.outcome === 'LOCKED') {
          throw new ApiError(429, 'cards.activation.locked', 'Too many wrong tries today. Activation is possible again tomorrow.');
        }
        if (outcome.outcome === 'WRONG') {
          throw new ApiError(422, 'cards.activation.details-wrong', 'The details do not match the card.', [
            { key: 'cards.activation.details-wrong', message: 'The details do not match the card.', context: { attemptsLeft: outcome.attemptsLeft } },
          ]);
        }
        return cardOf(card, true);
      },
    );

    app.get('/v2/travel-notices', { schema: route('GET', '/travel-notices'), preHandler: can('view') }, async (request, reply) => {
      const value = await listTravelNotices(db, await actingServiceAgreementOf(db, request), await todayOf(request));
      return reply.header('Cache-Control', 'no-store').send({ value });
    });

    app.get<{ Params: { id: string } }>('/v2/travel-notices/:id', { schema: route('GET', '/travel-notices/{id}'), preHandler: can('view') }, async (request) => ({
      value: await travelNoticeOf(db, await actingServiceAgreementOf(db, request), request.params.id),
    }));

    const actorOf = async (request: FastifyRequest) => ({
      serviceAgreementId: await actingServiceAgreementOf(db, request),
      userId: request.caller.userId,
      today: await todayOf(request),
    });

    app.post<{ Body: TravelNoticeInput }>(
      '/v2/travel-notices',
      { bodyLimit: 8 * 1024, schema: route('POST', '/travel-notices'), preHandler: can('create') },
      async (request) => {
        const config = await configOf(request);
        const actor = await actorOf(request);
        return db.transaction(async (tx) => {
          const value = await createTravelNotice(tx, config, actor, request.body);
          await audit(tx, request, 'card.travel-notice.created', { travelNoticeId: value.id });
          return { value };
        });
      },
    );

    app.put<{ Params: { id: string }; Body: TravelNoticeInput }>(
      '/v2/travel-notices/:id',
      { bodyLimit: 8 * 1024, schema: route('PUT', '/travel-notices/{id}'), preHandler: can('edit') },
      async (request) => {
        const config = await configOf(request);
        const actor = await actorOf(request);
        return db.transaction(async (tx) => {
          const value = await changeTravelNotice(tx, config, actor, request.params.id, request.body);
          await audit(tx, request, 'card.travel-notice.changed', { travelNoticeId: value.id });
          return { value };
        });
      },
    );

    app.delete<{ Params: { id: string } }>(
      '/v2/travel-notices/:id',
      { schema: route('DELETE', '/travel-notices/{id}'), preHandler: can('delete') },
      async (request, reply) => {
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        await db.transaction(async (tx) => {
          await cancelTravelNotice(tx, serviceAgreementId, request.params.id);
          await audit(tx, request, 'card.travel-notice.cancelled', { travelNoticeId: request.params.id });
        });
        return reply.status(204).send();
      },
    );
  };
}

export const cards: ServicePlugin = createCards();
