import { theme } from 'antd';
import { useId, useMemo, type CSSProperties } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buildMenu, useMessages, useRuntime, type VisibleMenuGroup } from '../runtime/index.js';
import { menuIcons } from './menu-icons.js';

/** The item whose path is the longest that holds the page: Manage Accounts, not also My Accounts above it. */
function selectedPath(groups: readonly VisibleMenuGroup[], pathname: string): string | undefined {
  return groups
    .flatMap((group) => group.items.map((item) => `/${item.path}`))
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}

function MenuGroup({ group, selected, onNavigate }: { group: VisibleMenuGroup; selected: string | undefined; onNavigate?: () => void }) {
  const t = useMessages();
  const titleId = useId();
  return (
    <li>
      <div className="pb-nav-group-title" id={titleId}>
        {group.icon ? menuIcons[group.icon] : null} {t(group.labelKey)}
      </div>
      <ul aria-labelledby={titleId}>
        {group.items.map((item) => {
          const path = `/${item.path}`;
          return (
            <li key={path}>
              <Link className="pb-nav-item" to={path} onClick={onNavigate} aria-current={path === selected ? 'page' : undefined}>
                {t(item.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/**
 * menu.json's groups the member may see, as links in a <nav>, the current page's one marked
 * (aria-current). Site navigation is links, not an ARIA menu; drawn with antd's tokens the way an
 * inline antd Menu is (shell.css), which keeps the Menu and its popup code out of the first screen.
 */
export function NavigationMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useMessages();
  const runtime = useRuntime();
  const location = useLocation();
  const { token } = theme.useToken();
  const groups = useMemo(
    () => (runtime.facts ? buildMenu(runtime.config.menu, runtime.config.entitlements, runtime.facts) : []),
    [runtime.config, runtime.facts],
  );
  const selected = selectedPath(groups, location.pathname);
  // The credit union's theme, as antd's Menu takes it from the same tokens.
  const colours = {
    '--pb-nav-text': token.colorText,
    '--pb-nav-group-text': token.colorTextDescription,
    '--pb-nav-hover-bg': token.colorBgTextHover,
    '--pb-nav-selected-bg': token.controlItemBgActive,
    '--pb-nav-selected-text': token.colorPrimary,
    '--pb-nav-focus': token.colorPrimaryBorder,
    '--pb-nav-focus-width': `${token.lineWidthFocus}px`,
    '--pb-nav-radius': `${token.borderRadiusLG}px`,
  } as CSSProperties;
  return (
    <nav aria-label={t('menu.label')} className="pb-nav" style={colours}>
      <ul>
        {groups.map((group) => (
          <MenuGroup key={group.id} group={group} selected={selected} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}
