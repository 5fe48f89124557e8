import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button } from 'antd';
import { useMessages } from '../runtime/index.js';
import { useDeferredPopup } from './deferred-popup.js';

// The dropdown (antd's menu and popup code) downloads when the member first reaches for the button.
const loadPopup = () => import('./user-menu-popup.js').then((module) => module.UserMenuPopup);

/** The top bar's user button and its menu: switch context, log out. */
export function UserMenu() {
  const t = useMessages();
  const popup = useDeferredPopup(loadPopup);
  return popup.wrap(<Button type="text" icon={<UserOutlined />} aria-label={t('shell.userMenu.label')} data-testid="user-menu" {...popup.triggerProps} />);
}
