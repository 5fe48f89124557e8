import type { Mailbox } from '../../src/platform/index.js';

export const mailboxes: readonly Mailbox[] = ['inbox', 'outbox', 'drafts'];

/** The addresses of the messages pages under the route's base path (routes.json more/messages). */
export interface MessagesPaths {
  list(mailbox: Mailbox): string;
  conversation(mailbox: Mailbox, id: string): string;
  compose: string;
}

export function messagesPaths(basePath: string): MessagesPaths {
  return {
    list: (mailbox) => `/${basePath}/${mailbox}/list`,
    conversation: (mailbox, id) => `/${basePath}/${mailbox}/conversation/${encodeURIComponent(id)}`,
    compose: `/${basePath}/compose`,
  };
}
