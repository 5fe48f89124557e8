import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { ReactNode } from 'react';
import type { MenuIcon } from '../runtime/index.js';

/**
 * The icon names menu.json may use (its schema lists the same names). Decoration beside the
 * group's name, hidden from screen readers: a menu may own menu items and groups only.
 */
export const menuIcons: Readonly<Record<MenuIcon, ReactNode>> = {
  accounts: <BankOutlined aria-hidden />,
  'move-money': <SwapOutlined aria-hidden />,
  analytics: <LineChartOutlined aria-hidden />,
  'self-service': <UserOutlined aria-hidden />,
  more: <AppstoreOutlined aria-hidden />,
};
