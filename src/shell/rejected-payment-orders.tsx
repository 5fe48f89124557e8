import { useEffect, useMemo, type ReactNode } from 'react';
import { PlatformProvider, usePlatform, watchRejectedPaymentOrders } from '../platform/index.js';
import { useMessages } from '../runtime/index.js';
import { useShell } from './shell-context.js';

/**
 * Spec/1 §4, §8: a payment order the platform answers REJECTED shows the global error state, with
 * its errorDescription, else its reasonText, else the catalogue's general word. Everything below
 * talks to the platform through the watched client, so every form that sends an order is covered.
 */
export function RejectedPaymentOrders({ children }: { children: ReactNode }) {
  const platform = usePlatform();
  const { reportGlobalError } = useShell();
  const t = useMessages();
  // One watched client per platform client: SWR keys and effects below depend on its identity.
  const watch = useMemo(() => watchRejectedPaymentOrders(platform.http), [platform.http]);
  useEffect(
    () =>
      watch.onRejected((outcome) => {
        reportGlobalError({ message: outcome.errorDescription ?? outcome.reasonText ?? t('shell.globalError.paymentRejected') });
      }),
    [watch, reportGlobalError, t],
  );
  const watched = useMemo(() => ({ ...platform, http: watch.http }), [platform, watch]);
  return <PlatformProvider platform={watched}>{children}</PlatformProvider>;
}
