import MenuOutlined from '@ant-design/icons/MenuOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button, Dropdown, Flex, Grid, Layout, Menu, type MenuProps } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { buildMenu, useMessages, useRuntime } from '../runtime/index.js';
import { ImpersonationBanner, MaintenanceBanner } from './banners.js';
import { ChatWindow } from './chat-window.js';
import { AfterLoginOverlays } from './after-login-overlays.js';
import { GlobalError } from './global-error.js';
import { menuIcons } from './menu-icons.js';
import { NotificationBell } from './notification-bell.js';
import { useShell } from './shell-context.js';

// The drawer exists only at phone width, and only once opened: it loads then.
const Drawer = lazy(() => import('antd/es/drawer/index.js'));

interface RouteHandle {
  fullPath?: string;
  titleKey?: string;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle => typeof handle === 'object' && handle !== null;

/**
 * The title key of the deepest matched route that has one, shown as the page's heading. Pages
 * that bring their own heading (no-access) get none from the layout, so a page has one h1.
 */
function useRouteTitleKey(noAccessPath: string): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && handle.fullPath === noAccessPath) return undefined;
    if (isRouteHandle(handle) && handle.titleKey) return handle.titleKey;
  }
  return undefined;
}

function NavigationMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useMessages();
  const runtime = useRuntime();
  const location = useLocation();
  const groups = useMemo(
    () => (runtime.facts ? buildMenu(runtime.config.menu, runtime.config.entitlements, runtime.facts) : []),
    [runtime.config, runtime.facts],
  );
  const items: MenuProps['items'] = groups.map((group) => ({
    key: group.id,
    type: 'group' as const,
    label: (
      <span>
        {group.icon ? menuIcons[group.icon] : null} {t(group.labelKey)}
      </span>
    ),
    children: group.items.map((item) => ({
      key: `/${item.path}`,
      label: (
        <Link to={`/${item.path}`} onClick={onNavigate}>
          {t(item.labelKey)}
        </Link>
      ),
    })),
  }));
  // The item whose path is the longest that holds the page: Manage Accounts, not also My Accounts above it.
  const selected = groups
    .flatMap((group) => group.items.map((item) => `/${item.path}`))
    .filter((path) => location.pathname === path || location.pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)
    .slice(0, 1);
  return (
    <nav aria-label={t('menu.label')}>
      <Menu mode="inline" items={items} selectedKeys={selected} style={{ borderInlineEnd: 'none' }} />
    </nav>
  );
}

function UserMenu() {
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
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<UserOutlined />} aria-label={t('shell.userMenu.label')} data-testid="user-menu" />
    </Dropdown>
  );
}

/**
 * The frame around every journey: skip link, top bar (menu button at phone width, name,
 * notifications badge, user menu), banners, the menu (a side column on wide screens, a drawer
 * at phone width), the page title and the journey's outlet.
 */
export function MainLayout() {
  const t = useMessages();
  const { config } = useRuntime();
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const titleKey = useRouteTitleKey(config.routes.noAccessPath);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a className="pb-skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          paddingInline: phone ? 12 : 24,
          background: config.app.theme.colorPrimary,
        }}
      >
        {phone ? (
          <Button
            type="text"
            icon={<MenuOutlined style={{ color: '#fff' }} />}
            aria-label={t('shell.menu.open')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            data-testid="menu-button"
          />
        ) : null}
        {/* The name beside it says who this is, so the logo is decoration for a screen reader. */}
        {config.app.theme.logoUrl ? <img src={config.app.theme.logoUrl} alt="" height={32} width={32} data-testid="brand-logo" /> : null}
        <strong style={{ color: '#fff', flex: 1, fontSize: 18, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
          {phone ? config.app.shortName : config.app.name}
        </strong>
        <Flex gap={8} align="center" style={{ background: '#fff', borderRadius: 20, padding: '0 4px' }}>
          <ChatWindow />
          <NotificationBell />
          <UserMenu />
        </Flex>
      </Layout.Header>
      <ImpersonationBanner />
      <MaintenanceBanner />
      <Layout>
        {phone && drawerOpen ? (
          <Suspense fallback={null}>
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            title={config.app.shortName}
            closeIcon={<span aria-label={t('shell.menu.close')}>✕</span>}
            data-testid="menu-drawer"
          >
            <NavigationMenu onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
          </Suspense>
        ) : phone ? null : (
          <Layout.Sider width={248} theme="light" data-testid="menu-sider">
            <NavigationMenu />
          </Layout.Sider>
        )}
        <Layout.Content id="main-content" tabIndex={-1} style={{ padding: phone ? 12 : 24, maxWidth: 1100, width: '100%' }}>
          <GlobalError />
          <AfterLoginOverlays />
          {titleKey ? (
            <h1 style={{ fontSize: 28, fontWeight: 600, margin: '0 0 16px' }}>{t(titleKey)}</h1>
          ) : null}
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
