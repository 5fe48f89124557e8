import { Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useMessages, useRuntime } from '../runtime/index.js';
import type { DeferredPopupProps } from './deferred-popup.js';
import { useShell } from './shell-context.js';

/** The user menu's dropdown (switch context, log out) around its button; loaded on first use (user-menu.tsx). */
export function UserMenuPopup({ open, onOpenChange, children }: DeferredPopupProps) {
  const t = useMessages();
  const { config } = useRuntime();
  const { logout } = useShell();
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: 'switch-context', label: t('shell.userMenu.switchContext') },
    { key: 'logout', label: t('shell.userMenu.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') logout();
    else navigate(`/${config.routes.selectContextPath}`);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" open={open} onOpenChange={onOpenChange}>
      {children}
    </Dropdown>
  );
}
