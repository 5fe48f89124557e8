import {
  type HttpClient,
  permissionSummary,
  remoteFlags,
  type ServiceAgreement,
  serviceAgreementContext,
  type Session,
  startEarly,
  swrKeys,
  userProfile,
} from '../platform/index.js';
import type { WidgetRegistry } from '../runtime/index.js';

/**
 * Everything the first screen reads, started together the moment the member's token is known
 * instead of one after another as components mount: the context check, the remote flags, the
 * permission summary of the remembered context, the profile (eligibility; the member's name an
 * agent's banner shows), and the first widget's own data. The platform keeps the context in a cookie,
 * so the reads need not wait for the check; if it fails, the shell drops them (contextChosen).
 *
 * Resolves to the validated context, or undefined when none is selected or it is no longer valid.
 */
export function startSessionReads(
  http: HttpClient,
  session: Session,
  registry: WidgetRegistry,
  firstWidget: string | undefined,
): Promise<ServiceAgreement | undefined> {
  const context = serviceAgreementContext(http).then(
    (serviceAgreement): ServiceAgreement | undefined => serviceAgreement,
    () => undefined,
  );
  void startEarly(swrKeys.flags, () => remoteFlags(http));
  void startEarly(swrKeys.permissions, () => permissionSummary(http));
  // The profile says what the member is eligible for (entitlements' `eligible`), and names the member for an agent's banner.
  void startEarly(swrKeys.profile, () => userProfile(http));
  if (firstWidget !== undefined) registry.getIfExists(firstWidget)?.prefetch?.(http);
  return context;
}
