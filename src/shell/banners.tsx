import { Alert, Button } from 'antd';
import { usePlatform, useUserProfile } from '../platform/index.js';
import { useFlag, useMessages } from '../runtime/index.js';

/**
 * Shown on every page while a support agent acts for a member (the access token carries `act`).
 * Stopping ends the agent's session for this member: the agent signs in again and picks a member.
 */
export function ImpersonationBanner() {
  const t = useMessages();
  const { session } = usePlatform();
  const acting = session?.claims()?.act !== undefined;
  const profile = useUserProfile(acting);
  if (!acting) return null;
  const memberName = profile.data?.fullName;
  return (
    <Alert
      type="warning"
      banner
      role="status"
      data-testid="impersonation-banner"
      title={memberName ? t('shell.impersonation.text', { memberName }) : t('shell.impersonation.textUnnamed')}
      action={
        <Button size="small" danger onClick={() => session?.logout()}>
          {t('shell.impersonation.stop')}
        </Button>
      }
    />
  );
}

/** The maintenance notice, switched on by the remote flag show_maintenance_banner (off by default). */
export function MaintenanceBanner() {
  const t = useMessages();
  const on = useFlag('show_maintenance_banner');
  if (!on) return null;
  return <Alert type="info" banner role="status" data-testid="maintenance-banner" title={t('shell.maintenance.text')} />;
}
