import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface SecureMessagesProps {
  view: 'list' | 'conversation' | 'compose';
  mailbox?: 'inbox' | 'outbox' | 'drafts';
  basePath?: string;
}

export const secureMessagesDefinition: WidgetDefinition<SecureMessagesProps> = {
  id: 'secure-messages',
  version: '1.0.0',
  title: 'Secure messages: inbox, outbox and drafts, a conversation, a new message',
  component: lazyWidget(() => import('./secure-messages.js')),
  // Topics come from the API; the limits the forms show and check are config/messages-center.json's.
  configFiles: ['messages-center'],
};
