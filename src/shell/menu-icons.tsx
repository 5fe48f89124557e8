import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { ReactNode } from 'react';
import type { MenuIcon } from '../runtime/index.js';

/** The icon names menu.json may use (its schema lists the same names). */
export const menuIcons: Readonly<Record<MenuIcon, ReactNode>> = {
  accounts: <BankOutlined />,
  'move-money': <SwapOutlined />,
  analytics: <LineChartOutlined />,
  'self-service': <UserOutlined />,
  more: <AppstoreOutlined />,
};
