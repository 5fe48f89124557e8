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
import type { ConfigBundle, WidgetRegistry } from '../runtime/index.js';

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
 * agent's banner shows), the terms' acceptance (the shell shows no page before it knows), and the
 * first widget's own data. The platform keeps the context in a cookie,
 * so the reads need not wait for the check; if it fails, the shell drops them (contextChosen).
 *
 * Resolves to the validated context, or undefined when none is selected or it is no longer valid.
 */
export function startSessionReads(
  http: HttpClient,
  session: Session,
  registry: WidgetRegistry,
  firstWidget: string | undefined,
  config: ConfigBundle,
): Promise<ServiceAgreement | undefined> {
  const context = serviceAgreementContext(http).then(
    (serviceAgreement): ServiceAgreement | undefined => serviceAgreement,
    () => undefined,
  );
  void startEarly(swrKeys.flags, () => remoteFlags(http));
  void startEarly(swrKeys.permissions, () => permissionSummary(http));
  // The profile says what the member is eligible for (entitlements' `eligible`), and names the member for an agent's banner.
  void startEarly(swrKeys.profile, () => userProfile(http));
  if (asksTermsConsent(config, session)) void startEarly(termsConsentKey, () => readTermsConsent(http));
  if (firstWidget !== undefined) registry.getIfExists(firstWidget)?.prefetch?.(http);
  return context;
}
