/**
 * What else the demo members have: contacts (payees), notifications, secure-message topics and
 * conversations. Contacts with a member number point at real arrangements of other demo members,
 * so a transfer to them moves money on the ledger.
 */
import type { ContactAccount } from '../api/contact-manager.js';
import type { Queryable } from '../db/database.js';
import { insertRows } from './bulk-insert.js';
import { addDays } from '../payments/calendar.js';
import { seedToday, timestampOn } from './dates.js';
import { centsToAmount, type BookedHistory, type BookedTransaction } from './history.js';
import type { AccountNumbers } from './index.js';
import type { Random } from './random.js';

export interface MemberDataContext {
  random: Random;
  numbers: AccountNumbers;
  history: BookedHistory;
}

const creditUnion = 'Front Range Credit Union';

/** A time `daysAgo` days before the seed's today, at a local time of day. */
function ago(daysAgo: number, minute = 10 * 60): string {
  return timestampOn(addDays(seedToday, -daysAgo), minute);
}

export async function seedMemberData(tx: Queryable, { random, numbers, history }: MemberDataContext): Promise<void> {
  const memberNumber = (arrangementId: string) => {
    const value = numbers.bban.get(arrangementId);
    if (!value) throw new Error(`No account number for ${arrangementId}`);
    return value;
  };
  const contacts: { id: string; userId: string; name: string; alias: string | null; accounts: ContactAccount[]; createdDaysAgo: number }[] = [
    { id: 'contact-demo-riley', userId: 'u-demo', name: 'Riley Chen', alias: 'Riley', createdDaysAgo: 40, accounts: [{ name: 'Riley Chen', accountType: 'ACCOUNT', accountNumber: memberNumber('arr-newbie-checking'), bankName: creditUnion }] },
    { id: 'contact-demo-sam', userId: 'u-demo', name: 'Sam Patel', alias: null, createdDaysAgo: 210, accounts: [{ name: 'Sam Patel', accountType: 'ACCOUNT', accountNumber: memberNumber('arr-limited-checking'), bankName: creditUnion }] },
    { id: 'contact-demo-business', userId: 'u-demo', name: 'Smith Family Business LLC', alias: 'Business', createdDaysAgo: 300, accounts: [{ name: 'Smith Family Business LLC', accountType: 'ACCOUNT', accountNumber: memberNumber('arr-biz-checking'), bankName: creditUnion }] },
    { id: 'contact-demo-taylor', userId: 'u-demo', name: 'Taylor Smith', alias: 'Sis', createdDaysAgo: 120, accounts: [{ name: 'Taylor Smith', accountType: 'IBAN', IBAN: 'GB33BUKB20201555555555', bankName: 'Barclays Bank UK' }] },
    { id: 'contact-demo-alex', userId: 'u-demo', name: 'Alex Johnson', alias: null, createdDaysAgo: 75, accounts: [{ name: 'Alex Johnson', accountType: 'EMAIL', email: 'alex.johnson@example.com' }] },
    { id: 'contact-demo-priya', userId: 'u-demo', name: 'Priya Natarajan', alias: 'Priya', createdDaysAgo: 18, accounts: [{ name: 'Priya Natarajan', accountType: 'PHONE', phoneNumber: '+17205550178' }] },
    { id: 'contact-newbie-jordan', userId: 'u-newbie', name: 'Jordan Smith', alias: null, createdDaysAgo: 30, accounts: [{ name: 'Jordan Smith', accountType: 'ACCOUNT', accountNumber: memberNumber('arr-demo-checking'), bankName: creditUnion }] },
    { id: 'contact-limited-jordan', userId: 'u-limited', name: 'Jordan Smith', alias: 'Jordan', createdDaysAgo: 500, accounts: [{ name: 'Jordan Smith', accountType: 'ACCOUNT', accountNumber: memberNumber('arr-demo-checking'), bankName: creditUnion }] },
  ];
  await insertRows(
    tx,
    'contacts',
    ['id', 'user_id', 'name', 'alias', 'accounts', 'created_at'],
    contacts.map((contact) => [contact.id, contact.userId, contact.name, contact.alias, contact.accounts, ago(contact.createdDaysAgo)]),
  );

  const topics = [
    { id: 'topic-general', code: 'GENERAL', name: 'General question' },
    { id: 'topic-accounts', code: 'ACCOUNTS', name: 'Accounts' },
    { id: 'topic-cards', code: 'CARDS', name: 'Cards' },
    { id: 'topic-loans', code: 'LOANS', name: 'Loans' },
    { id: 'topic-disputes', code: 'DISPUTES', name: 'Transaction disputes' },
    { id: 'topic-online-banking', code: 'ONLINE_BANKING', name: 'Online banking' },
  ];
  await insertRows(tx, 'message_topics', ['id', 'code', 'name'], topics.map((topic) => [topic.id, topic.code, topic.name]));

  const staff = 'Member Services';
  const conversations: {
    id: string;
    userId: string;
    subject: string;
    topicId: string;
    mailbox: 'inbox' | 'outbox' | 'drafts';
    read: boolean;
    important: boolean;
    messages: { body: string; mine: boolean; daysAgo: number; minute: number }[];
  }[] = [
    {
      id: 'conv-demo-auto-loan',
      userId: 'u-demo',
      subject: 'Your auto loan payment is past due',
      topicId: 'topic-loans',
      mailbox: 'inbox',
      read: false,
      important: true,
      messages: [
        { body: 'Hello Jordan, we have not received the November payment of $512.37 on your auto loan, due November 5. Please make the payment to avoid a late fee. If you have already paid, thank you and please disregard this message.', mine: false, daysAgo: 4, minute: 9 * 60 + 12 },
      ],
    },
    {
      id: 'conv-demo-deposit-hold',
      userId: 'u-demo',
      subject: 'Question about a pending deposit',
      topicId: 'topic-accounts',
      mailbox: 'inbox',
      read: false,
      important: false,
      messages: [
        { body: 'Hi, I deposited a check from my sister with the mobile app. When will the money be available?', mine: true, daysAgo: 1, minute: 19 * 60 + 5 },
        { body: 'Hi Jordan, mobile deposits made before 6 p.m. on a business day are usually available the next business day. Yours should be available tomorrow morning.', mine: false, daysAgo: 0, minute: 8 * 60 + 40 },
      ],
    },
    {
      id: 'conv-demo-travel',
      userId: 'u-demo',
      subject: 'Travel notice for my Visa card',
      topicId: 'topic-cards',
      mailbox: 'inbox',
      read: true,
      important: false,
      messages: [
        { body: 'I will be traveling to Chicago from December 12 to December 16. Please make sure my Visa card works there.', mine: true, daysAgo: 9, minute: 12 * 60 + 30 },
        { body: 'Thanks for letting us know, Jordan. We added a travel notice to your Visa Platinum Rewards card for December 12–16. Safe travels!', mine: false, daysAgo: 8, minute: 10 * 60 + 2 },
      ],
    },
    {
      id: 'conv-demo-fees',
      userId: 'u-demo',
      subject: 'Updated fee schedule from January 1',
      topicId: 'topic-general',
      mailbox: 'inbox',
      read: true,
      important: false,
      messages: [
        { body: 'Dear member, from January 1 the fee for using an ATM outside our network will stay at $3.00, and incoming domestic wires will be free. The full fee schedule is on our website.', mine: false, daysAgo: 21, minute: 7 * 60 },
      ],
    },
    {
      id: 'conv-demo-dispute',
      userId: 'u-demo',
      subject: 'Duplicate charge at Target',
      topicId: 'topic-disputes',
      mailbox: 'outbox',
      read: true,
      important: false,
      messages: [
        { body: 'I see two identical charges at Target on my debit card last week. I only made one purchase. Could you look into it?', mine: true, daysAgo: 3, minute: 20 * 60 + 14 },
      ],
    },
    {
      id: 'conv-demo-limit-draft',
      userId: 'u-demo',
      subject: 'Credit limit increase',
      topicId: 'topic-cards',
      mailbox: 'drafts',
      read: true,
      important: false,
      messages: [{ body: 'Hello, I would like to ask for a credit limit increase on my Cash Back Mastercard to', mine: true, daysAgo: 2, minute: 22 * 60 }],
    },
    {
      id: 'conv-newbie-welcome',
      userId: 'u-newbie',
      subject: 'Welcome to Front Range Credit Union',
      topicId: 'topic-online-banking',
      mailbox: 'inbox',
      read: false,
      important: false,
      messages: [
        { body: 'Welcome, Riley! Your Everyday Money Checking account is open. You can open more accounts any time from Open a New Account in online banking.', mine: false, daysAgo: 60, minute: 11 * 60 },
      ],
    },
  ];
  const userNames: Record<string, string> = { 'u-demo': 'Jordan Smith', 'u-newbie': 'Riley Chen', 'u-limited': 'Sam Patel' };
  await insertRows(
    tx,
    'conversations',
    ['id', 'user_id', 'subject', 'topic_id', 'mailbox', 'read', 'important', 'updated_at'],
    conversations.map((conversation) => {
      const last = conversation.messages[conversation.messages.length - 1]!;
      return [
        conversation.id, conversation.userId, conversation.subject, conversation.topicId, conversation.mailbox,
        conversation.read, conversation.important, ago(last.daysAgo, last.minute),
      ];
    }),
  );
  await insertRows(
    tx,
    'messages',
    ['id', 'conversation_id', 'body', 'sender_name', 'is_my_message', 'created_at'],
    conversations.flatMap((conversation) =>
      conversation.messages.map((message, index) => [
        `${conversation.id.replace(/^conv-/, 'msg-')}-${index + 1}`,
        conversation.id,
        message.body,
        message.mine ? userNames[conversation.userId]! : staff,
        message.mine,
        ago(message.daysAgo, message.minute),
      ]),
    ),
  );

  const latest = (arrangementId: string, matches: (txn: BookedTransaction) => boolean): BookedTransaction => {
    const found = history.transactions.filter((txn) => txn.arrangementId === arrangementId && matches(txn)).at(-1);
    if (!found) throw new Error(`No matching transaction on ${arrangementId}`);
    return found;
  };
  const payday = latest('arr-demo-checking', (txn) => txn.details.type === 'Direct Deposit');
  const bigPurchase = history.transactions
    .filter((txn) => txn.arrangementId === 'arr-demo-visa' && !txn.isPending && txn.cents < 0)
    .slice(-60)
    .reduce((largest, txn) => (txn.cents < largest.cents ? txn : largest));
  const notifications = [
    { id: 'ntf-demo-late-loan', userId: 'u-demo', title: 'Auto loan payment past due', message: 'Your auto loan payment of $512.37 was due on November 5.', level: 'ALERT', daysAgo: 4, read: false, whereTo: 'arrangement-view', data: { arrangementId: 'arr-demo-auto-loan' } },
    { id: 'ntf-demo-message', userId: 'u-demo', title: 'New secure message', message: 'Member Services replied to "Question about a pending deposit".', level: 'INFO', daysAgo: 0, read: false, whereTo: 'conversation-view', data: { id: 'conv-demo-deposit-hold' } },
    { id: 'ntf-demo-large-purchase', userId: 'u-demo', title: 'Large purchase on your Visa', message: `A purchase of $${centsToAmount(-bigPurchase.cents)} at ${bigPurchase.details.description} was charged to your Visa Platinum Rewards.`, level: 'WARNING', daysAgo: 0, read: false, whereTo: 'transaction-view', data: { id: bigPurchase.id, arrangementId: bigPurchase.arrangementId } },
    { id: 'ntf-demo-low-balance', userId: 'u-demo', title: 'Low balance', message: 'Your Bills Checking balance is below $500.00.', level: 'WARNING', daysAgo: 2, read: false, whereTo: 'arrangement-view', data: { arrangementId: 'arr-demo-checking-bills' } },
    { id: 'ntf-demo-payday', userId: 'u-demo', title: 'Direct deposit received', message: 'Your Acme Engineering payroll was deposited to Everyday Checking.', level: 'SUCCESS', daysAgo: 7, read: true, whereTo: 'transaction-view', data: { id: payday.id, arrangementId: payday.arrangementId } },
    { id: 'ntf-demo-card-due', userId: 'u-demo', title: 'Card payment due', message: 'The minimum payment on your Cash Back Mastercard was due on November 8.', level: 'WARNING', daysAgo: 12, read: true, whereTo: 'arrangement-view', data: { arrangementId: 'arr-demo-mastercard' } },
    { id: 'ntf-demo-statement', userId: 'u-demo', title: 'Your statement is ready', message: 'Your October statement for Everyday Checking is available.', level: 'INFO', daysAgo: 19, read: true, whereTo: 'statement-view', data: { arrangementId: 'arr-demo-checking' } },
    { id: 'ntf-demo-welcome', userId: 'u-demo', title: 'Welcome to the new online banking', message: 'Online banking has a new look. Your accounts, transfers and messages are where you left them.', level: 'INFO', daysAgo: 45, read: true, whereTo: null, data: {} },
    { id: 'ntf-newbie-welcome', userId: 'u-newbie', title: 'Welcome, Riley', message: 'Your checking account is open. Open a savings account any time.', level: 'INFO', daysAgo: 60, read: false, whereTo: 'conversation-view', data: { id: 'conv-newbie-welcome' } },
    { id: 'ntf-limited-statement', userId: 'u-limited', title: 'Your statement is ready', message: 'Your October statement is available.', level: 'INFO', daysAgo: 19, read: true, whereTo: null, data: {} },
  ];
  await insertRows(
    tx,
    'notifications',
    ['id', 'user_id', 'title', 'message', 'level', 'origin', 'created_on', 'read', 'where_to', 'data'],
    notifications.map((notification) => [
      notification.id, notification.userId, notification.title, notification.message, notification.level, 'passbook',
      ago(notification.daysAgo, random.int(7 * 60, 20 * 60)), notification.read, notification.whereTo, notification.data,
    ]),
  );
  // The preference behind the low-balance notification above (engagements mode of spec/2 §7).
  await insertRows(
    tx,
    'notification_preferences',
    ['id', 'user_id', 'general_notification_id', 'active', 'channels', 'e_type', 'e_ref', 'conditions', 'created_on', 'last_updated_at'],
    [[
      'pref-demo-bills-low-balance', 'u-demo', 'account-balance-low', true,
      [{ channel: 'IN_APP', enabled: true }, { channel: 'EMAIL', enabled: true }, { channel: 'SMS', enabled: false }],
      'ARRANGEMENT', 'arr-demo-checking-bills', { amount: '500.00' }, ago(30), ago(30),
    ]],
  );
}
