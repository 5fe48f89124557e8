import { Alert, Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  billPayEmbedUrl,
  createBillPaySession,
  isPlatformError,
  urlForPageHost,
  usePlatform,
} from '../../src/platform/index.js';
import { Spinner, useMessages, useRuntime } from '../../src/runtime/index.js';
import { isBillPayPage, lastSegment, readBillPayConfig } from './bill-pay-config.js';

type SessionState =
  | { kind: 'creating' }
  | { kind: 'ready'; src: string }
  | { kind: 'restricted' }
  | { kind: 'not-enrolled' }
  | { kind: 'failed'; message: string };

/** The heading of a page chosen from the URL (spec/3 §2); any other URL has none. */
export function headingKeyOf(page: string | undefined): string | undefined {
  return isBillPayPage(page) ? `billPay.heading.${page}` : undefined;
}

/**
 * Bill pay (spec/3 §2 "Bill pay", §7, §8, §9): creates a bill-pay session and embeds the provider
 * with its one-time artifact. The page is the URL's last segment; the pay-people page asks for a
 * p2p session. The loading indicator appears only when loading takes longer than the configured
 * delay; 403 means a restricted member, 404 a member the provider does not know, anything else an
 * error with a retry. The route's title (the shell's heading) is the page's heading.
 */
export default function BillPay() {
  const t = useMessages();
  const { config } = useRuntime();
  const { http } = usePlatform();
  const { pathname } = useLocation();
  const settings = useMemo(() => readBillPayConfig(config['bill-pay']), [config]);
  const page = lastSegment(pathname) ?? '';
  const p2p = settings?.p2pPages.includes(page as never) ?? false;
  const [attempt, setAttempt] = useState(0);
  // Each state remembers the request it belongs to, so a new page or attempt starts from
  // "creating" without resetting state inside an effect.
  const request = `${page}|${p2p}|${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; session: SessionState } | undefined>();
  const [framedSrc, setFramedSrc] = useState<string | undefined>();
  const [lateFor, setLateFor] = useState<string | undefined>();
  const session: SessionState = answer?.request === request ? answer.session : { kind: 'creating' };

  // One session per page and attempt: the artifact is single-use, so it is never cached or reused.
  useEffect(() => {
    if (!settings) return;
    const controller = new AbortController();
    const settle = (state: SessionState) => setAnswer({ request, session: state });
    createBillPaySession(http, { p2p, signal: controller.signal })
      .then(({ artifact }) => {
        const base = urlForPageHost(settings.embedUrls, window.location.host);
        settle({ kind: 'ready', src: billPayEmbedUrl(base, page, artifact) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isPlatformError(error) && error.status === 403) settle({ kind: 'restricted' });
        else if (isPlatformError(error) && error.status === 404) settle({ kind: 'not-enrolled' });
        else settle({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [http, settings, page, p2p, request]);

  const loadingKey =
    session.kind === 'creating' ? request : session.kind === 'ready' && framedSrc !== session.src ? session.src : undefined;
  const loading = loadingKey !== undefined;
  const late = loading && lateFor === loadingKey;
  useEffect(() => {
    if (loadingKey === undefined || !settings) return;
    const timer = setTimeout(() => setLateFor(loadingKey), settings.loadingIndicatorDelayMs);
    return () => clearTimeout(timer);
  }, [loadingKey, settings]);

  const retry = (
    <Button type="primary" onClick={() => setAttempt((value) => value + 1)}>
      {t('billPay.retry')}
    </Button>
  );

  if (!settings) {
    return <Alert type="error" showIcon role="alert" title={t('billPay.error.title')} description={t('billPay.error.body')} />;
  }
  if (session.kind === 'restricted') {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={t('billPay.restricted.title')}
        description={t('billPay.restricted.body', { phone: config.app.phone })}
      />
    );
  }
  if (session.kind === 'not-enrolled') {
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        title={t('billPay.notEnrolled.title')}
        description={t('billPay.notEnrolled.body', { phone: config.app.phone })}
      />
    );
  }
  if (session.kind === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('billPay.error.title')}
        description={
          <>
            <p style={{ margin: 0 }}>{t('billPay.error.body')}</p>
            <p className="pb-secondary" style={{ margin: 0 }}>
              {t('billPay.error.detail', { message: session.message })}
            </p>
          </>
        }
        action={retry}
      />
    );
  }

  const headingKey = headingKeyOf(page);
  return (
    <div style={{ position: 'relative' }} aria-busy={loading}>
      {loading && late ? (
        <div role="status" data-testid="bill-pay-loading" style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
          <Spinner />
          <span className="pb-secondary" style={{ marginLeft: 12 }}>
            {t('billPay.loading')}
          </span>
        </div>
      ) : null}
      {session.kind === 'ready' ? (
        <iframe
          key={session.src}
          title={headingKey ? t(headingKey) : t('billPay.frameTitle')}
          src={session.src}
          onLoad={() => setFramedSrc(session.src)}
          data-testid="bill-pay-frame"
          style={{ display: 'block', width: '100%', minHeight: settings.frameMinHeightPx, border: 0 }}
        />
      ) : null}
    </div>
  );
}
