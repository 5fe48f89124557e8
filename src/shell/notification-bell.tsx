import BellOutlined from '@ant-design/icons/BellOutlined';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useUnreadNotificationCount } from '../platform/index.js';
import { useMessages, useRuntime } from '../runtime/index.js';
import { useDeferredPopup } from './deferred-popup.js';

// The popover and the list load when the member first reaches for the bell, not with the first screen.
const loadPopup = () => import('./notification-popup.js').then((module) => module.NotificationPopup);

/**
 * The top bar's bell: the unread count (refreshed every app.json refresh.unreadNotificationsSeconds
 * and after each change) and, on a click, the member's notifications.
 */
export function NotificationBell(): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const unread = useUnreadNotificationCount(config.app.refresh.unreadNotificationsSeconds);
  const count = unread.data ?? 0;
  const popup = useDeferredPopup(loadPopup);
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      {popup.wrap(
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-haspopup="dialog"
          aria-expanded={popup.open}
          aria-label={count > 0 ? t('shell.topBar.notificationsUnread', { count: String(count) }) : t('shell.topBar.notifications')}
          {...popup.triggerProps}
        />,
      )}
      {count > 0 ? (
        <span className="pb-badge" aria-hidden="true" data-testid="notification-badge">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </span>
  );
}
