import { ConfigProvider } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SWRConfig, useSWRConfig } from 'swr';
import {
  currentPage,
  dropEarly,
  eligibilityOf,
  type HttpClient,
  PlatformProvider,
  type ServiceAgreement,
  serviceAgreementContext,
  type Session,
  swrKeys,
  usePermissionSummary,
  usePlatform,
  useRemoteFlags,
  useTermsConsent,
  useUserProfile,
} from '../platform/index.js';
import {
  clearFormDrafts,
  discardJourneyDrafts,
  flagDefaults,
  mergeRemoteFlags,
  RuntimeProvider,
  useMessages,
  usePrefersReducedMotion,
  type ConfigBundle,
  type WidgetRegistry,
} from '../runtime/index.js';
import { FullPageStatus } from './full-page-status.js';
import { InactivityModal } from './inactivity-modal.js';
import { RejectedPaymentOrders } from './rejected-payment-orders.js';
import { asksTermsConsent } from './session-reads.js';
import { ShellProvider, type GlobalErrorReport, type Shell } from './shell-context.js';
import { AfterLoginPending } from './after-login-overlays.js';
import { themeFromConfig } from './theme.js';

type Router = ReturnType<typeof createBrowserRouter>;

type ContextState = { status: 'checking' } | { status: 'none' } | { status: 'valid'; serviceAgreement: ServiceAgreement };

function Checking() {
  const t = useMessages();
  return <FullPageStatus label={t('app.loading')} />;
}

/**
 * Everything that changes during a signed-in session: the service-agreement context (validated
 * once, then remembered), the permission summary of that context and the remote flags over
 * flags.json defaults, the inactivity monitor. The router reads them through the runtime.
 */
function SignedInSession({
  config,
  registry,
  session,
  router,
  initialContext,
}: {
  config: ConfigBundle;
  registry: WidgetRegistry;
  session: Session;
  router: Router;
  initialContext?: Promise<ServiceAgreement | undefined>;
}) {
  const { http } = usePlatform();
  const { mutate } = useSWRConfig();
  const [context, setContext] = useState<ContextState>({ status: 'checking' });
  const [globalError, setGlobalError] = useState<GlobalErrorReport | undefined>(undefined);
  const [afterLoginDue, setAfterLoginDue] = useState(false);

  useEffect(() => {
    let current = true;
    // Boot usually started the check already (startSessionReads), with the reads it unlocks.
    const check = initialContext ?? serviceAgreementContext(http).then((serviceAgreement) => serviceAgreement, () => undefined);
    void check.then((serviceAgreement) => {
      if (current) setContext(serviceAgreement ? { status: 'valid', serviceAgreement } : { status: 'none' });
    });
    return () => {
      current = false;
    };
  }, [http, initialContext]);

  const hasContext = context.status === 'valid';
  const flags = useRemoteFlags(true, { shouldRetryOnError: false, revalidateOnFocus: false });
  const permissions = usePermissionSummary(hasContext, { shouldRetryOnError: false, revalidateOnFocus: false });
  const profile = useUserProfile(hasContext, { shouldRetryOnError: false, revalidateOnFocus: false });
  // A read that fails does not lock the member out of their money: the terms are asked at the next sign-in.
  const asksConsent = asksTermsConsent(config, session);
  const consent = useTermsConsent(hasContext && asksConsent, { shouldRetryOnError: false, revalidateOnFocus: false });
  const consentSettled = !asksConsent || consent.data !== undefined || consent.error !== undefined;
  const termsPending = consent.data?.accepted === false;

  const facts = useMemo(() => {
    const flagsSettled = flags.data !== undefined || flags.error !== undefined;
    const permissionsSettled = permissions.data !== undefined || permissions.error !== undefined;
    const profileSettled = profile.data !== undefined || profile.error !== undefined;
    if (!hasContext || !flagsSettled || !permissionsSettled || !profileSettled) return undefined;
    // A failed summary leaves no permission and a failed profile no eligibility: entitlements fail closed.
    return {
      permissions: permissions.data ?? [],
      flags: mergeRemoteFlags(flagDefaults(config.flags), flags.data ?? {}),
      eligibility: eligibilityOf(profile.data),
    };
  }, [hasContext, flags.data, flags.error, permissions.data, permissions.error, profile.data, profile.error, config.flags]);

  const endSession = useCallback(
    (returnTo?: string) => {
      // What the member typed must not greet the next person at this computer.
      discardJourneyDrafts();
      clearFormDrafts();
      session.logout(returnTo);
    },
    [session],
  );
  const logout = useCallback(() => endSession(), [endSession]);
  // Spec/1 §4, issue 12: the session ends at the provider as well, whether or not the token is
  // still valid, so the password is asked for again; then the member is back on this page.
  const expire = useCallback(() => endSession(currentPage()), [endSession]);

  const shell = useMemo<Shell>(
    () => ({
      serviceAgreement: context.status === 'valid' ? context.serviceAgreement : undefined,
      contextChosen: (serviceAgreement) => {
        // Everything cached but the flags belongs to the previous context: dropped, and what is
        // on screen reloads. So do reads boot started in that context and nobody took yet.
        dropEarly([swrKeys.flags]);
        void mutate((key) => key !== swrKeys.flags, undefined, { revalidate: true });
        setContext({ status: 'valid', serviceAgreement });
        // Spec/1 §2: the landing page opens with the after-login overlays, once per context chosen;
        // not in the studio's preview, where the operator only looks.
        if (!session.isPreview()) setAfterLoginDue(true);
      },
      afterLoginDue,
      afterLoginShown: () => setAfterLoginDue(false),
      logout,
      reportGlobalError: setGlobalError,
      clearGlobalError: () => setGlobalError(undefined),
      globalError,
    }),
    [context, logout, globalError, mutate, session, afterLoginDue],
  );

  // The shell is drawn once everything it depends on is known. Drawn while the permissions, flags
  // or profile were still on their way, it was drawn with a spinner for its page and then again in
  // full a moment later: on every page load, twice the work before the member saw their accounts.
  return (
    <RuntimeProvider config={config} registry={registry} facts={facts} session={{ isAuthenticated: true, hasContext, termsPending }}>
      <ShellProvider shell={shell}>
        {context.status === 'checking' || (hasContext && (!consentSettled || facts === undefined)) ? (
          <>
            <Checking />
            {/* A context just chosen: the landing page's overlays are still to come. */}
            <AfterLoginPending />
          </>
        ) : (
          <RejectedPaymentOrders>
            <RouterProvider router={router} />
          </RejectedPaymentOrders>
        )}
        {/* A studio preview has no session of its own to protect: nobody is signed out of it. */}
        <InactivityModal settings={config.app.session} active={!session.isPreview()} onExpire={expire} onLogout={logout} />
      </ShellProvider>
    </RuntimeProvider>
  );
}

export function ThemedRoot({ config, children }: { config: ConfigBundle; children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => themeFromConfig(config.app.theme, reducedMotion), [config.app.theme, reducedMotion]);
  return (
    <ConfigProvider theme={theme}>{children}</ConfigProvider>
  );
}

/** The member app once configuration is valid and the member is signed in. */
export function App({
  config,
  registry,
  session,
  http,
  router,
  initialContext,
}: {
  config: ConfigBundle;
  registry: WidgetRegistry;
  session: Session;
  http: HttpClient;
  router: Router;
  /** The context check boot started (startSessionReads); the session makes its own without it. */
  initialContext?: Promise<ServiceAgreement | undefined>;
}) {
  const platform = useMemo(() => ({ http, session }), [http, session]);
  return (
    <ThemedRoot config={config}>
      <SWRConfig value={{ revalidateOnFocus: false }}>
        <PlatformProvider platform={platform}>
          <SignedInSession config={config} registry={registry} session={session} router={router} initialContext={initialContext} />
        </PlatformProvider>
      </SWRConfig>
    </ThemedRoot>
  );
}

/**
 * A visitor page (routes.json `layout: "visitor"`): the same runtime and router, nobody signed in,
 * no context, no inactivity monitor. Calls go out without a token; a page that needs a member
 * starts the sign-in (StartSignIn).
 */
export function VisitorApp({ config, registry, session, http, router }: { config: ConfigBundle; registry: WidgetRegistry; session: Session; http: HttpClient; router: Router }) {
  const platform = useMemo(() => ({ http, session }), [http, session]);
  return (
    <ThemedRoot config={config}>
      <SWRConfig value={{ revalidateOnFocus: false }}>
        <PlatformProvider platform={platform}>
          <RuntimeProvider config={config} registry={registry} facts={undefined} session={{ isAuthenticated: false, hasContext: false }}>
            <RouterProvider router={router} />
          </RuntimeProvider>
        </PlatformProvider>
      </SWRConfig>
    </ThemedRoot>
  );
}
