import { describe, expect, it } from 'vitest';
import { notificationTarget, type MemberNotification } from './notifications-service.js';

const notification = (whereTo: string | undefined, target: MemberNotification['target']): MemberNotification => ({
  id: 'ntf-1',
  title: 'A notice',
  message: '',
  level: 'INFO',
  createdOn: '2026-11-20T16:30:00.000Z',
  read: false,
  whereTo,
  target,
});

const everyTarget = ['conversation-view', 'transaction-view', 'arrangement-view', 'statement-view'];

describe('where a notification leads', () => {
  it('opens the conversation, the transaction, the account or the statements page', () => {
    expect(notificationTarget(notification('conversation-view', { id: 'conv-1' }), everyTarget)).toEqual({
      route: 'more/messages/inbox/conversation/:id',
      url: '/more/messages/inbox/conversation/conv-1',
    });
    expect(notificationTarget(notification('transaction-view', { id: 'tx 9', arrangementId: 'arr-visa' }), everyTarget)?.url).toBe(
      '/my-accounts/transactions/arr-visa/detail/tx%209',
    );
    expect(notificationTarget(notification('arrangement-view', { arrangementId: 'arr-loan' }), everyTarget)?.url).toBe('/my-accounts/transactions/arr-loan/details');
    expect(notificationTarget(notification('statement-view', { arrangementId: 'arr-chk' }), everyTarget)?.url).toBe('/self-service/download-statements');
  });

  it('opens nothing for a target config leaves out, an unknown one, or one missing what its page needs', () => {
    expect(notificationTarget(notification('statement-view', {}), ['conversation-view'])).toBeUndefined();
    expect(notificationTarget(notification('offer-view', { id: 'o-1' }), [...everyTarget, 'offer-view'])).toBeUndefined();
    expect(notificationTarget(notification('toString', {}), ['toString'])).toBeUndefined();
    expect(notificationTarget(notification('transaction-view', { id: 'tx-9' }), everyTarget)).toBeUndefined();
    expect(notificationTarget(notification(undefined, {}), everyTarget)).toBeUndefined();
  });
});
