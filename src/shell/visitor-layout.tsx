import { Grid, Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { useMessages, useRuntime } from '../runtime/index.js';

/**
 * The frame of visitor pages (routes.json `layout: "visitor"`: enrollment, password reset): the
 * credit union's banner and one centred column, no menu and nothing that needs a session. The
 * page brings its own heading (enrollment greets an invited member by name).
 */
export function VisitorLayout() {
  const t = useMessages();
  const { config } = useRuntime();
  const phone = !Grid.useBreakpoint().md;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a className="pb-skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12, paddingInline: phone ? 12 : 24, background: config.app.theme.colorPrimary }}>
        {/* The name beside it says who this is, so the logo is decoration for a screen reader. */}
        {config.app.theme.logoUrl ? <img src={config.app.theme.logoUrl} alt="" height={32} width={32} /> : null}
        <strong style={{ color: '#fff', fontSize: 18, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
          {phone ? config.app.shortName : config.app.name}
        </strong>
      </Layout.Header>
      <Layout.Content id="main-content" tabIndex={-1} className="pb-visitor-content" style={{ padding: phone ? 12 : 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
