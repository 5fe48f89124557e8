import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Button, Flex, Layout } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useMessages, useRuntime, useWideScreen } from '../runtime/index.js';
import { ImpersonationBanner, MaintenanceBanner } from './banners.js';
import { ChatWindow } from './chat-window.js';
import { AfterLoginOverlays } from './after-login-overlays.js';
import { GlobalError } from './global-error.js';
import { NavigationMenu } from './navigation-menu.js';
import { NotificationBell } from './notification-bell.js';
import { UserMenu } from './user-menu.js';

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

/**
 * The frame around every journey: skip link, top bar (menu button at phone width, name,
 * notifications badge, user menu), banners, the menu (a side column on wide screens, a drawer
 * at phone width), the page title and the journey's outlet.
 */
export function MainLayout() {
  const t = useMessages();
  const { config } = useRuntime();
  const phone = !useWideScreen();
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
