import BellOutlined from '@ant-design/icons/BellOutlined';
import { Button, Popover } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useUnreadNotificationCount } from '../platform/index.js';
import { useMessages, useRuntime } from '../runtime/index.js';

// The list loads when the bell is first opened, not with the first screen.
const NotificationList = lazy(() => import('./notification-list.js').then((module) => ({ default: module.NotificationList })));

/**
 * The top bar's bell: the unread count (refreshed every app.json refresh.unreadNotificationsSeconds
 * and after each change) and, on a click, the member's notifications.
 */
export function NotificationBell(): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const unread = useUnreadNotificationCount(config.app.refresh.unreadNotificationsSeconds);
  const count = unread.data ?? 0;
  const [open, setOpen] = useState(false);
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        title={t('shell.notifications.title')}
        content={
          open ? (
            <Suspense fallback={null}>
              <NotificationList onClose={() => setOpen(false)} />
            </Suspense>
          ) : null
        }
        styles={{ container: { width: 'min(380px, calc(100vw - 24px))' } }}
      >
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={count > 0 ? t('shell.topBar.notificationsUnread', { count: String(count) }) : t('shell.topBar.notifications')}
        />
      </Popover>
      {count > 0 ? (
        <span className="pb-badge" aria-hidden="true" data-testid="notification-badge">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </span>
  );
}
