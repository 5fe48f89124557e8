import { Alert, Button, Flex } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingState } from '../../src/banking-ui/index.js';
import { cardRewardsSession, isPlatformError, usePlatform } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import type { CardRewardsProps } from './definition.js';

type State = { kind: 'asking' } | { kind: 'opened' } | { kind: 'blocked' } | { kind: 'failed'; message: string | undefined };

/** Opens `url` in a new tab that cannot reach back into the app; false when the browser refused the tab. */
function openTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}

/**
 * cardRewards (spec/1 §2, spec/2 §1 "A rewards entry"): asks the platform for the cashback
 * provider's single sign-on (amplify, program cashback) and opens the answer's ssourl in a new
 * tab. A browser that blocks a tab opened without a click gets an "Open Card Rewards" button,
 * which opens the tab at once and asks for a fresh session (the key is short-lived). A failure
 * shows the server's message with the rewards program's sign-in link (spec/3 §8).
 */
export default function CardRewards({ enrollLink = 'cardRewards' }: CardRewardsProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const { http } = usePlatform();
  const [state, setState] = useState<State>({ kind: 'asking' });
  const asked = useRef(false);

  const failure = (error: unknown): State => ({ kind: 'failed', message: isPlatformError(error) ? error.platformMessage : undefined });

  useEffect(() => {
    // Once per visit: a second key would only expire unused.
    if (asked.current) return;
    asked.current = true;
    cardRewardsSession(http).then(
      (session) => setState(openTab(session.ssourl) ? { kind: 'opened' } : { kind: 'blocked' }),
      (error: unknown) => setState(failure(error)),
    );
  }, [http]);

  const openOnClick = async () => {
    // Opened within the click, so no pop-up blocker refuses it; it goes to the provider once the key is there.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const session = await cardRewardsSession(http);
      if (tab) tab.location.href = session.ssourl;
      else window.location.assign(session.ssourl);
      setState({ kind: 'opened' });
    } catch (error) {
      tab?.close();
      setState(failure(error));
    }
  };

  const link = config.app.externalLinks[enrollLink];
  return (
    <Flex vertical gap="middle" align="flex-start">
      {state.kind === 'asking' && <LoadingState label={t('cardRewards.opening')} rows={1} />}
      {state.kind === 'opened' && <Alert type="info" showIcon role="status" title={t('cardRewards.opened')} />}
      {state.kind === 'blocked' && <Alert type="warning" showIcon title={t('cardRewards.blocked')} />}
      {state.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={state.message ? t('cardRewards.failed', { message: state.message.replace(/\.$/, '') }) : t('cardRewards.failedNoMessage')}
          description={
            link ? (
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {t('cardRewards.signIn')}
              </a>
            ) : undefined
          }
        />
      )}
      {state.kind !== 'asking' && (
        <Button type={state.kind === 'opened' ? 'default' : 'primary'} onClick={() => void openOnClick()}>
          {t('cardRewards.open')}
        </Button>
      )}
    </Flex>
  );
}
