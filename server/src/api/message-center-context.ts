import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import type { MessageAuthor } from '../messages/conversation-store.js';
import type { MessagesCenterConfig } from '../messages/messages-center-config.js';
import type { requirePermission } from './request-context.js';

export const messageCenterPath = '/messages-service/client-api/v5/message-center';

/** What the messages-service's route groups share. */
export interface MessagesContext {
  db: Database;
  configOf(request: FastifyRequest): Promise<MessagesCenterConfig>;
  permission(privilege: 'view' | 'create' | 'edit' | 'delete'): ReturnType<typeof requirePermission>;
}

/** Who writes through this request: an agent acting for the member writes for the credit union. */
export const authorOf = (request: FastifyRequest): MessageAuthor => ({
  memberId: request.caller.userId,
  ...(request.caller.actingAgentId !== undefined ? { agentId: request.caller.actingAgentId } : {}),
});


/**
 * The requested ids a statement changed (from its `returning id`) and the others: another
 * member's, already gone or never there, which the platform answers alike as failed.
 */
export function outcomeOf(ids: readonly string[], changed: readonly { id: string }[]): { done: string[]; failed: string[] } {
  const done = new Set(changed.map((row) => row.id));
  return { done: ids.filter((id) => done.has(id)), failed: ids.filter((id) => !done.has(id)) };
}
