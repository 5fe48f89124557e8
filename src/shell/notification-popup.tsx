import { Popover } from 'antd';
import { useMessages } from '../runtime/index.js';
import type { DeferredPopupProps } from './deferred-popup.js';
import { NotificationList } from './notification-list.js';

/** The bell's popover with the member's notifications; loaded on first use (notification-bell.tsx). */
export function NotificationPopup({ open, onOpenChange, children }: DeferredPopupProps) {
  const t = useMessages();
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      title={t('shell.notifications.title')}
      content={open ? <NotificationList onClose={() => onOpenChange(false)} /> : null}
      styles={{ container: { width: 'min(380px, calc(100vw - 24px))' } }}
    >
      {children}
    </Popover>
  );
}
