import { Button, Modal, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { todayIn, usePlatform } from '../platform/index.js';
import { evaluateEntitlement, loadConfigValidators, useMessages, useRuntime, type AfterLoginConfig, type AfterLoginOverlay } from '../runtime/index.js';
import { useShell } from './shell-context.js';

/** Where this browser remembers what a member dismissed: one list of `id@version` per member. */
const storageKey = (member: string) => `passbook.afterLogin.dismissed.${member}`;
const overlayKey = (overlay: AfterLoginOverlay) => `${overlay.id}@${overlay.version}`;

function dismissedBy(member: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(member)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : []);
  } catch {
    return new Set();
  }
}

function rememberDismissed(member: string, overlay: AfterLoginOverlay): void {
  const dismissed = dismissedBy(member);
  dismissed.add(overlayKey(overlay));
  try {
    localStorage.setItem(storageKey(member), JSON.stringify([...dismissed]));
  } catch {
    // Storage full or refused (private browsing): the overlay shows again next time, nothing worse.
  }
}

/**
 * The after-login overlays that are due (after-login-overlays.tsx), one dialog after another: the
 * overlays whose window holds today, whose entitlement the member has, and that this member has
 * not dismissed in this browser.
 */
export function AfterLoginDialogs() {
  const { config, facts } = useRuntime();
  const { session } = usePlatform();
  const { afterLoginDue, afterLoginShown } = useShell();
  const t = useMessages();
  const navigate = useNavigate();
  const member = session?.claims()?.sub ?? 'member';
  const [queue, setQueue] = useState<readonly AfterLoginOverlay[]>();

  useEffect(() => {
    if (!afterLoginDue || facts === undefined || queue !== undefined) return undefined;
    let current = true;
    const file = config['after-login'];
    const pick = async (): Promise<readonly AfterLoginOverlay[]> => {
      if (file === undefined) return [];
      // Boot checks only the shell's own files; this one is checked here, and an invalid one shows nothing.
      const validate = (await loadConfigValidators(['after-login']))['after-login'];
      if (validate === undefined || !validate(file)) return [];
      const today = todayIn(config.app.timezone);
      const dismissed = dismissedBy(member);
      return (file as AfterLoginConfig).overlays.filter(
        (overlay) =>
          !dismissed.has(overlayKey(overlay)) &&
          (overlay.showFrom === undefined || overlay.showFrom <= today) &&
          (overlay.showUntil === undefined || today <= overlay.showUntil) &&
          (overlay.entitlement === undefined || evaluateEntitlement(config.entitlements, overlay.entitlement, facts)),
      );
    };
    const show = (due: readonly AfterLoginOverlay[]) => {
      if (!current) return;
      if (due.length > 0) setQueue(due);
      else afterLoginShown();
    };
    pick().then(show, () => show([]));
    return () => {
      current = false;
    };
  }, [afterLoginDue, afterLoginShown, facts, queue, config, member]);

  const overlay = queue?.[0];
  if (!afterLoginDue || overlay === undefined) return null;
  const { link } = overlay;
  const dismiss = () => {
    rememberDismissed(member, overlay);
    const rest = queue?.slice(1) ?? [];
    setQueue(rest.length > 0 ? rest : undefined);
    if (rest.length === 0) afterLoginShown();
  };
  return (
    <Modal
      open
      title={t(overlay.titleKey)}
      onCancel={dismiss}
      closable={false}
      mask={{ closable: false }}
      footer={[
        link ? (
          <Button
            key="link"
            onClick={() => {
              dismiss();
              navigate(`/${link.path}`);
            }}
          >
            {t(link.labelKey)}
          </Button>
        ) : null,
        <Button key="dismiss" type="primary" onClick={dismiss}>
          {t('afterLogin.dismiss')}
        </Button>,
      ]}
    >
      <div data-testid="after-login-overlay" data-overlay={overlayKey(overlay)}>
        <Tag color={overlay.kind === 'termsReminder' ? 'gold' : 'blue'}>{t(`afterLogin.kind.${overlay.kind}`)}</Tag>
        <p style={{ marginTop: 12 }}>{t(overlay.bodyKey)}</p>
      </div>
    </Modal>
  );
}
