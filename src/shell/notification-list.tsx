import { Alert, Button, Flex, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationTarget,
  swrKeys,
  usePlatform,
  type MemberNotification,
} from '../platform/index.js';
import { resolveEntitledPath, Skeleton, useMessages, useRuntime } from '../runtime/index.js';

export const notificationListKey = 'notifications-service/notifications';

const levelColours: Readonly<Record<string, string>> = { INFO: 'blue', SUCCESS: 'green', WARNING: 'gold', ALERT: 'red' };

/** A notification's level in the catalogue's words; a level the app does not know reads as information. */
const levelOf = (level: string): string => (Object.hasOwn(levelColours, level) ? level : 'INFO');

/** The URL a notification opens, when its target is allowed by config and the member may open that route. */
function useOpenableUrl(): (notification: MemberNotification) => string | undefined {
  const { config, facts } = useRuntime();
  return (notification) => {
    const target = notificationTarget(notification, config.app.notificationBell.allowedRoutes);
    if (!target) return undefined;
    return resolveEntitledPath(config.routes, config.entitlements, facts, target.route) === target.route ? target.url : undefined;
  };
}

function NotificationItem({ notification, onOpen, onRead, onDelete }: { notification: MemberNotification; onOpen?: () => void; onRead: () => void; onDelete: () => void }): ReactNode {
  const t = useMessages();
  const { app } = useRuntime().config;
  const time = new Intl.DateTimeFormat(app.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: app.timezone }).format(new Date(notification.createdOn));
  const level = levelOf(notification.level);
  const title = notification.read ? notification.title : <strong>{notification.title}</strong>;
  return (
    <li className={`pb-notification${notification.read ? '' : ' pb-notification-unread'}`} data-testid="notification">
      <Flex justify="space-between" gap={8} align="baseline">
        {onOpen ? (
          <Button type="link" onClick={onOpen} className="pb-notification-title">
            {title}
          </Button>
        ) : (
          <span className="pb-notification-title">{title}</span>
        )}
        <Tag color={levelColours[level]}>{t(`shell.notifications.level.${level}`)}</Tag>
      </Flex>
      <div>{notification.message}</div>
      <Flex justify="space-between" align="center" wrap gap={4}>
        <time dateTime={notification.createdOn} className="pb-notification-time">
          {time}
        </time>
        <span>
          {notification.read ? null : (
            <Button type="link" size="small" onClick={onRead} aria-label={t('shell.notifications.markReadLabel', { title: notification.title })}>
              {t('shell.notifications.markRead')}
            </Button>
          )}
          <Button type="link" size="small" danger onClick={onDelete} aria-label={t('shell.notifications.deleteLabel', { title: notification.title })}>
            {t('shell.notifications.delete')}
          </Button>
        </span>
      </Flex>
    </li>
  );
}

/**
 * The member's notifications, newest first, a page at a time (app.json notificationBell): read
 * one, read all, delete one, or open what it refers to. The unread count follows each change.
 */
export function NotificationList({ onClose }: { onClose: () => void }): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const { config } = useRuntime();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const openableUrl = useOpenableUrl();
  const pageSize = config.app.notificationBell.pageSize;
  const [shown, setShown] = useState(pageSize);
  const list = useSWR([notificationListKey, shown], () => listNotifications(http, { from: 0, size: shown }));
  const [failed, setFailed] = useState(false);

  const change = async (action: () => Promise<void>) => {
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
    }
    await Promise.all([list.mutate(), mutate(swrKeys.unreadCount)]);
  };

  const open = async (notification: MemberNotification, url: string) => {
    if (!notification.read) await change(() => markNotificationRead(http, notification.id));
    onClose();
    navigate(url);
  };

  if (list.isLoading) {
    return (
      <div aria-busy="true">
        <Skeleton title={false} rows={3} />
        <span className="pb-visually-hidden">{t('shell.notifications.loading')}</span>
      </div>
    );
  }
  if (list.error || !list.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('shell.notifications.loadError')}
        action={<Button onClick={() => void list.mutate()}>{t('shell.notifications.retry')}</Button>}
      />
    );
  }
  const { notifications, total } = list.data;
  const anyUnread = notifications.some((notification) => !notification.read);
  return (
    <Flex vertical gap={8} className="pb-notification-list">
      <Flex justify="flex-end">
        <Button size="small" disabled={!anyUnread} onClick={() => void change(() => markAllNotificationsRead(http))}>
          {t('shell.notifications.markAllRead')}
        </Button>
      </Flex>
      {failed ? <Alert type="error" showIcon title={t('shell.notifications.actionError')} /> : null}
      {notifications.length === 0 ? (
        <p>{t('shell.notifications.empty')}</p>
      ) : (
        <ul className="pb-notifications">
          {notifications.map((notification) => {
            const url = openableUrl(notification);
            return (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={url === undefined ? undefined : () => void open(notification, url)}
                onRead={() => void change(() => markNotificationRead(http, notification.id))}
                onDelete={() => void change(() => deleteNotification(http, notification.id))}
              />
            );
          })}
        </ul>
      )}
      {total > notifications.length ? (
        // 100: the largest page the contract allows.
        <Button onClick={() => setShown(Math.min(shown + pageSize, 100))}>{t('shell.notifications.more')}</Button>
      ) : null}
    </Flex>
  );
}
