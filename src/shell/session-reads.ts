import {
  type HttpClient,
  permissionSummary,
  readTermsConsent,
  remoteFlags,
  type ServiceAgreement,
  serviceAgreementContext,
  type Session,
  startEarly,
  swrKeys,
  termsConsentKey,
  userProfile,
} from '../platform/index.js';
import type { ConfigBundle, OpenedRoute, WidgetRegistry } from '../runtime/index.js';

/**
 * Whether the shell asks if the member accepted the terms: only where the routes send members to
 * accept them, and never in the studio's preview (the operator looks at the app as demo; the terms
 * are not theirs to accept).
 */
export function asksTermsConsent(config: ConfigBundle, session: Session): boolean {
  return config.routes.consentPath !== undefined && !session.isPreview();
}

/**
 * Everything the first screen reads, started together the moment the member's token is known
 * instead of one after another as components mount: the context check, the remote flags, the
 * permission summary of the remembered context, the profile (eligibility; the member's name an
 * agent's banner shows) and the terms' acceptance (the shell shows no page before it knows); the
 * widgets' own data beside them (startWidgetReads). The platform keeps the context in a cookie,
 * so the reads need not wait for the check; if it fails, the shell drops them (contextChosen).
 *
 * Resolves to the validated context, or undefined when none is selected or it is no longer valid.
 */
export function startSessionReads(http: HttpClient, session: Session, config: ConfigBundle): Promise<ServiceAgreement | undefined> {
  const context = serviceAgreementContext(http).then(
    (serviceAgreement): ServiceAgreement | undefined => serviceAgreement,
    () => undefined,
  );
  void startEarly(swrKeys.flags, () => remoteFlags(http));
  void startEarly(swrKeys.permissions, () => permissionSummary(http));
  // The profile says what the member is eligible for (entitlements' `eligible`), and names the member for an agent's banner.
  void startEarly(swrKeys.profile, () => userProfile(http));
  if (asksTermsConsent(config, session)) void startEarly(termsConsentKey, () => readTermsConsent(http));
  return context;
}

/**
 * Starts the data of the widgets the opened route shows (each one's `prefetch`), beside the
 * session's reads. Resolves once every widget has started its reads (one may first load the code
 * that works out what to ask for), so boot can wait for them to leave before the widgets' chunks
 * run and hold the main thread.
 */
export async function startWidgetReads(http: HttpClient, registry: WidgetRegistry, opened: OpenedRoute, config: ConfigBundle): Promise<void> {
  await Promise.allSettled(
    opened.widgets.map(({ widget, props }) => registry.getIfExists(widget)?.prefetch?.(http, { params: opened.params, search: opened.search, props, config })),
  );
}
