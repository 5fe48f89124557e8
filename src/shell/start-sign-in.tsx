import { useEffect } from 'react';
import { usePlatform } from '../platform/index.js';
import { useMessages } from '../runtime/index.js';
import { FullPageStatus } from './full-page-status.js';

/** Rendered by a route that needs a signed-in member when there is none: off to the provider's sign-in. */
export function StartSignIn() {
  const t = useMessages();
  const { session } = usePlatform();
  useEffect(() => {
    void session?.restartLogin();
  }, [session]);
  return <FullPageStatus label={t('shell.signingIn')} />;
}
