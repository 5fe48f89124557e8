import { Alert, Button, Flex, Radio, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { ErrorState, LoadingState, openNamedWindow, postToWindow, type AccountChoice } from '../../src/banking-ui/index.js';
import { isPlatformError, ssoSession, urlForPageHost, useProductSummary, usePlatform, type ProductSummary } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import type { ProviderHandOffProps } from './definition.js';
import { readProvider } from './provider-config.js';

type State = { kind: 'idle' } | { kind: 'handing-off' } | { kind: 'opened' } | { kind: 'failed'; message: string | undefined };

/** The member's accounts of the provider's groups, as the picker lists them (name and the number's last digits). */
function accountChoices(summary: ProductSummary | undefined, groups: readonly string[]): AccountChoice[] {
  return (summary?.groups ?? [])
    .filter((group) => groups.includes(group.id))
    .flatMap((group) => group.products)
    // An account at another bank, linked for viewing, is none of the credit union's to hand over (the server refuses it too).
    .filter((product) => product.financialInstitutionName === undefined)
    .map((product) => {
      const name = product.displayName ?? product.name ?? product.id;
      return { value: product.id, label: product.BBAN ? `${name} ${product.BBAN.slice(-4)}` : name };
    });
}

/**
 * A page that hands the member over to a third-party provider (spec/1 §2 billpay, §6: credit
 * score, appointments, direct deposit switch, loan applications, authorized users, communication
 * preferences), as the loan servicer's More Details does: on a click it opens the provider's named
 * window (within the click, so no pop-up blocker stops it), asks the platform for a one-time key
 * and posts it to the provider's login URL for the page's host (config/providers.json). The page
 * first says where the member is going, because they leave online banking. A provider that works
 * on an account has the member choose it first. A refusal closes the window and shows why.
 */
export default function ProviderHandOff({ provider: providerId }: ProviderHandOffProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const { http } = usePlatform();
  const provider = useMemo(() => readProvider(config.providers, providerId), [config, providerId]);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [accountId, setAccountId] = useState<string | undefined>();
  const takesAccount = provider?.accountGroups !== undefined;
  const summary = useProductSummary({ isPaused: () => !takesAccount });

  if (!provider) return <ErrorState title={t('providerHandOff.unavailable')} />;
  const choices = provider.accountGroups ? accountChoices(summary.data, provider.accountGroups) : [];

  const handOff = async () => {
    const target = openNamedWindow(provider.windowName);
    setState({ kind: 'handing-off' });
    try {
      const { ssourl: key } = await ssoSession(http, { name: provider.application, ...(accountId ? { internalArrangementId: accountId } : {}) });
      postToWindow(urlForPageHost(provider.loginUrls, window.location.host), { [provider.keyField]: key, ...provider.fields }, provider.windowName);
      setState({ kind: 'opened' });
    } catch (error) {
      target?.close();
      setState({ kind: 'failed', message: isPlatformError(error) ? error.platformMessage : undefined });
    }
  };

  return (
    <Flex vertical gap="middle" align="flex-start" className="pb-provider-hand-off">
      <Typography.Paragraph>{t(provider.introKey)}</Typography.Paragraph>
      {takesAccount && summary.data === undefined && summary.error === undefined && <LoadingState label={t('providerHandOff.account.loading')} rows={1} />}
      {takesAccount && summary.error !== undefined && <Alert type="error" showIcon role="alert" title={t('providerHandOff.account.failed')} />}
      {takesAccount && summary.data !== undefined && (
        // A member has a handful of deposit accounts: radios show them all at once, no list to open.
        <Radio.Group
          aria-label={t('providerHandOff.account.label')}
          value={accountId}
          onChange={(event) => setAccountId(String(event.target.value))}
          options={choices.map((choice) => ({ value: choice.value, label: choice.label }))}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
      )}
      {state.kind === 'opened' && <Alert type="info" showIcon role="status" title={t('providerHandOff.opened')} />}
      {state.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={state.message ? t('providerHandOff.failed', { message: state.message.replace(/\.$/, '') }) : t('providerHandOff.failedNoMessage')}
        />
      )}
      <Button
        type="primary"
        loading={state.kind === 'handing-off'}
        disabled={takesAccount && accountId === undefined}
        onClick={() => void handOff()}
      >
        {t(provider.continueKey)}
      </Button>
    </Flex>
  );
}
