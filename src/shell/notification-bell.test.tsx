import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { holdAnswersToContract } from '../../tests/contract-answer-watch.js';
import { stubResizeObserver } from '../../tests/stub-resize-observer.js';
import type { EntitlementFacts } from '../runtime/index.js';
import { NotificationBell } from './notification-bell.js';
import { apiRoot, renderShell, shellConfig, text } from './shell-test-kit.js';

const notificationsUrl = `${apiRoot}/notifications-service/client-api/v3/notifications`;

const server = setupServer();
holdAnswersToContract(server, apiRoot);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  stubResizeObserver();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface StoredNotification {
  id: string;
  title: string;
  message: string;
  level: string;
  createdOn: string;
  read: boolean;
  origin: string;
  routing?: { 'where-to': string; data: { id?: string; arrangementId?: string } };
}

const stored = (id: string, title: string, read: boolean, routing?: StoredNotification['routing'], level = 'INFO'): StoredNotification => ({
  id,
  title,
  message: `${title}: the details`,
  level,
  createdOn: '2026-11-20T16:30:00.000Z',
  read,
  origin: 'passbook',
  ...(routing ? { routing } : {}),
});

/** The notifications service over `state.notifications`, recording each change. */
function platform(state: { notifications: StoredNotification[]; changes: string[] }) {
  server.use(
    http.get(`${notificationsUrl}/unread-count`, () => HttpResponse.json({ unread: state.notifications.filter((entry) => !entry.read).length })),
    http.get(notificationsUrl, ({ request }) => {
      const size = Number(new URL(request.url).searchParams.get('size'));
      return HttpResponse.json(state.notifications.slice(0, size), { headers: { 'X-Total-Count': String(state.notifications.length) } });
    }),
    http.put(`${notificationsUrl}/read`, () => {
      state.changes.push('all read');
      state.notifications = state.notifications.map((entry) => ({ ...entry, read: true }));
      return HttpResponse.json({ allReadStatus: true });
    }),
    http.put(`${notificationsUrl}/:id/read`, async ({ params, request }) => {
      const { isRead } = (await request.json()) as { isRead: boolean };
      state.changes.push(`read ${String(params.id)}`);
      state.notifications = state.notifications.map((entry) => (entry.id === params.id ? { ...entry, read: isRead } : entry));
      return HttpResponse.json({ isRead, notificationId: String(params.id) });
    }),
    http.delete(`${notificationsUrl}/:id`, ({ params }) => {
      state.changes.push(`delete ${String(params.id)}`);
      state.notifications = state.notifications.filter((entry) => entry.id !== params.id);
      return HttpResponse.json({ notificationId: String(params.id) });
    }),
  );
}

/** The member may see their accounts (the transaction and account pages). */
const facts: EntitlementFacts = { permissions: [{ resource: 'ProductSummary', function: 'ProductSummary', permissions: { view: true } }], flags: {} };

const bell = (unread: number) => screen.findByRole('button', { name: unread > 0 ? text('shell.topBar.notificationsUnread', { count: String(unread) }) : text('shell.topBar.notifications') });
const items = () => screen.findAllByTestId('notification');

function demoNotifications() {
  return [
    stored('ntf-purchase', 'Large purchase on your Visa', false, { 'where-to': 'transaction-view', data: { id: 'tx-9', arrangementId: 'arr-visa' } }, 'WARNING'),
    stored('ntf-loan', 'Auto loan payment past due', false, { 'where-to': 'arrangement-view', data: { arrangementId: 'arr-loan' } }, 'ALERT'),
    stored('ntf-offer', 'A new offer', false, { 'where-to': 'offer-view', data: { id: 'o-1' } }),
    stored('ntf-welcome', 'Welcome', true),
  ];
}

describe('the notification bell', () => {
  it('lists the member’s notifications, opens only what config allows and the member may see, and reading one lowers the count', async () => {
    const state = { notifications: demoNotifications(), changes: [] as string[] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderShell({ children: <NotificationBell />, facts, config: shellConfig({ notificationBell: { allowedRoutes: ['transaction-view', 'arrangement-view', 'conversation-view'], pageSize: 10 } }) });
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('3');
    await user.click(await bell(3));
    const [purchase, loan, offer, welcome] = await items();
    expect(within(purchase as HTMLElement).getByText(text('shell.notifications.level.WARNING'))).toBeInTheDocument();
    expect(within(loan as HTMLElement).getByText(text('shell.notifications.level.ALERT'))).toBeInTheDocument();
    expect(within(loan as HTMLElement).getByText('Auto loan payment past due: the details')).toBeInTheDocument();
    // A where-to the app has no page for shows without a link.
    expect(within(offer as HTMLElement).queryByRole('button', { name: 'A new offer' })).toBeNull();
    expect(within(welcome as HTMLElement).queryByRole('button', { name: text('shell.notifications.markReadLabel', { title: 'Welcome' }) })).toBeNull();

    await user.click(within(loan as HTMLElement).getByRole('button', { name: text('shell.notifications.markReadLabel', { title: 'Auto loan payment past due' }) }));
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
    expect(state.changes).toEqual(['read ntf-loan']);

    await user.click(within(purchase as HTMLElement).getByRole('button', { name: 'Large purchase on your Visa' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-accounts/transactions/arr-visa/detail/tx-9'));
    expect(state.changes).toEqual(['read ntf-loan', 'read ntf-purchase']);
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('1'));
  });

  it('does not link a notification to a page the member may not open', async () => {
    const state = { notifications: demoNotifications(), changes: [] as string[] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderShell({ children: <NotificationBell />, facts: { permissions: [], flags: {} } });
    await user.click(await bell(3));
    const [purchase] = await items();
    expect(within(purchase as HTMLElement).queryByRole('button', { name: 'Large purchase on your Visa' })).toBeNull();
  });

  it('marks all read and deletes one, the list and the count following', async () => {
    const state = { notifications: demoNotifications(), changes: [] as string[] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderShell({ children: <NotificationBell />, facts });
    await user.click(await bell(3));
    await items();
    await user.click(screen.getByRole('button', { name: text('shell.notifications.markAllRead') }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(await bell(0)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('shell.notifications.markAllRead') })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: text('shell.notifications.deleteLabel', { title: 'A new offer' }) }));
    await waitFor(async () => expect(await items()).toHaveLength(3));
    expect(screen.queryByText('A new offer')).toBeNull();
    expect(state.changes).toEqual(['all read', 'delete ntf-offer']);
  });

  it('shows the newest page and reads more on request', async () => {
    const many = Array.from({ length: 12 }, (_, index) => stored(`ntf-${index}`, `Notice ${index}`, true));
    platform({ notifications: many, changes: [] });
    const user = userEvent.setup({ delay: null });
    renderShell({ children: <NotificationBell />, facts, config: shellConfig({ notificationBell: { allowedRoutes: [], pageSize: 5 } }) });
    await user.click(await bell(0));
    expect(await items()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: text('shell.notifications.more') }));
    await waitFor(async () => expect(await items()).toHaveLength(10));
  });
});
