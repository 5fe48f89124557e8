import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Flex, Typography } from 'antd';
import { useSWRConfig } from 'swr';
import { ErrorState, LoadingState } from '../../src/banking-ui/index.js';
import { acceptTerms, isPlatformError, isRecord, termsConsentKey, usePlatform, useTermsConsent } from '../../src/platform/index.js';
import { onwardPath, useMessages, useRuntime } from '../../src/runtime/index.js';
import './terms-consent.css';

interface TermsFile {
  readonly version: string;
  readonly titleKey: string;
  readonly paragraphs: readonly string[];
}

function termsOf(value: unknown): TermsFile | undefined {
  if (!isRecord(value) || typeof value.version !== 'string' || typeof value.titleKey !== 'string' || !Array.isArray(value.paragraphs)) return undefined;
  return { version: value.version, titleKey: value.titleKey, paragraphs: value.paragraphs.filter((key): key is string => typeof key === 'string') };
}

/**
 * The credit union published new online-banking terms (config/terms.json): the member reads and
 * accepts them once, before any other page, or declines and is signed out. Acceptance is recorded
 * by the platform with the version and time.
 */
export default function TermsConsent(): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const { http, session } = usePlatform();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const consent = useTermsConsent();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const terms = termsOf(config.terms);
  const onward = onwardPath(location.state, `/${config.routes.defaultPath}`);

  if (consent.error !== undefined && consent.data === undefined) {
    return <ErrorState title={t('consent.loadFailed')} retryText={t('consent.retry')} onRetry={() => void consent.mutate()} />;
  }
  if (consent.data === undefined || terms === undefined) return <LoadingState label={t('consent.loading')} />;

  const accept = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await acceptTerms(http, consent.data?.version ?? terms.version);
      await mutate(termsConsentKey);
      void navigate(onward, { replace: true });
    } catch (error) {
      setFailure(isPlatformError(error) && error.status === 403 ? t('consent.agentCannotAccept') : t('consent.acceptFailed', { phone: config.app.phone }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="pb-consent" id="main-content">
      <Typography.Title level={1}>{t(terms.titleKey)}</Typography.Title>
      <Typography.Paragraph>{t(consent.data.accepted ? 'consent.alreadyAccepted' : 'consent.intro')}</Typography.Paragraph>
      {failure ? <Alert type="error" showIcon role="alert" title={failure} className="pb-consent-alert" /> : null}
      <section className="pb-consent-terms" tabIndex={0} aria-label={t(terms.titleKey)}>
        {terms.paragraphs.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </section>
      <Flex gap="small" wrap>
        <Button type="primary" loading={busy} onClick={() => void accept()}>
          {t('consent.accept')}
        </Button>
        <Button disabled={busy} onClick={() => session?.logout()}>
          {t('consent.decline')}
        </Button>
      </Flex>
    </main>
  );
}
