import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Descriptions, Dropdown, Flex, List, message, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../../src/banking-ui/index.js';
import {
  changeProfileEntry,
  isPlatformError,
  isStepUpChallenge,
  keepDraftAndStepUp,
  removeProfileEntry,
  useKeptDraft,
  usePlatform,
  type PersonalProfile,
} from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import { entryActions, kindOf, type EntryAction, type Noun } from './entry-actions.js';
import { addUrl, changeUrl } from './profile-paths.js';
import { conflictMessageKey, formatPhone } from './profile-rules.js';
import type { ProfileSettings } from './profile-settings.js';
import { entriesOf, unchangedRequest, usePersonalProfile, useRefreshProfile, type ProfileEntry } from './profile-source.js';

type Translate = ReturnType<typeof useMessages>;

const nouns: readonly Noun[] = ['email', 'phone', 'address'];
const limitOf = (settings: ProfileSettings, noun: Noun) =>
  noun === 'email' ? settings.limits.emailAddresses : noun === 'phone' ? settings.limits.phoneNumbers : settings.limits.postalAddresses;

/** One line for an entry: the address, the number or the postal address on one line. */
export function entryText(entry: ProfileEntry): string {
  if ('address' in entry) return entry.address;
  if ('number' in entry) return formatPhone(entry.number);
  const place = [entry.townName, [entry.countrySubDivision, entry.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [entry.buildingNumber ?? entry.addressLine, entry.streetName, place].filter(Boolean).join(', ');
}

/** A removal waiting for the member's confirmation (kept through a step-up, so it is asked again on return). */
interface PendingRemoval {
  noun: Noun;
  key: string;
}
const isPendingRemoval = (value: unknown): value is PendingRemoval =>
  typeof value === 'object' && value !== null && nouns.includes((value as PendingRemoval).noun) && typeof (value as PendingRemoval).key === 'string';
const removalDraftKey = 'profile.remove';

/** Support agents see whose profile it is and who they are (spec §2.9 admin details view). */
function AdminDetails({ profile, t }: { profile: PersonalProfile; t: Translate }): ReactNode {
  const agent = usePlatform().session?.claims()?.act?.sub;
  if (agent === undefined) return null;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      title={t('profile.admin.heading')}
      data-testid="profile-admin-details"
      items={[
        { key: 'user', label: t('profile.admin.userId'), children: profile.userId ?? '' },
        { key: 'member', label: t('profile.admin.memberNumber'), children: profile.memberNumber ?? '' },
        { key: 'agent', label: t('profile.admin.agent'), children: agent },
      ]}
    />
  );
}

interface SectionProps {
  noun: Noun;
  entries: ProfileEntry[];
  settings: ProfileSettings;
  profilePath: string;
  onAction: (noun: Noun, entry: ProfileEntry, action: EntryAction) => void;
  busy: boolean;
}

function EntrySection({ noun, entries, settings, profilePath, onAction, busy }: SectionProps): ReactNode {
  const t = useMessages();
  const navigate = useNavigate();
  const full = entries.length >= limitOf(settings, noun);
  const headingId = `pb-profile-${noun}`;
  return (
    <section aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} id={headingId} style={{ margin: 0 }}>
          {t(`profile.${noun}.heading`)}
        </Typography.Title>
        <Button icon={<PlusOutlined aria-hidden />} disabled={full} onClick={() => void navigate(addUrl(profilePath, noun))}>
          {t(`profile.${noun}.add`)}
        </Button>
      </Flex>
      {full ? <Typography.Text type="secondary">{t('profile.limitReached')}</Typography.Text> : null}
      {entries.length === 0 ? (
        <EmptyState notice title={t(`profile.${noun}.empty`)} />
      ) : (
        <List
          dataSource={entries}
          rowKey="key"
          renderItem={(entry) => {
            const text = entryText(entry);
            const actions = entryActions(noun, entry, entries.length);
            return (
              <List.Item
                actions={[
                  <Dropdown
                    key="menu"
                    trigger={['click']}
                    disabled={busy}
                    menu={{
                      items: actions.map((action) => ({ key: action, label: t(`profile.menu.${action}`), danger: action === 'remove' })),
                      onClick: ({ key }) => onAction(noun, entry, key as EntryAction),
                    }}
                  >
                    <Button type="text" icon={<EllipsisOutlined aria-hidden />} aria-label={t('profile.menu.label', { name: text })} />
                  </Dropdown>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <span>
                      {text} {entry.primary ? <Typography.Text strong>{t('profile.primary')}</Typography.Text> : null}
                    </span>
                  }
                  description={entry.type ? t(`profile.type.${entry.type}`) : undefined}
                />
              </List.Item>
            );
          }}
        />
      )}
    </section>
  );
}

/** The Personal information page (spec §2.9): the name, then the three lists with their row menus. */
export function ProfileView({ settings, profilePath }: { settings: ProfileSettings; profilePath: string }): ReactNode {
  const t = useMessages();
  const { http, session } = usePlatform();
  const { config } = useRuntime();
  const navigate = useNavigate();
  const { data, error, mutate } = usePersonalProfile();
  const refresh = useRefreshProfile();
  // Back from a step-up: ask again about the removal the member had started.
  const keptRemoval = useKeptDraft(removalDraftKey, isPendingRemoval);
  const [removal, setRemoval] = useState<PendingRemoval | undefined>(keptRemoval);
  const [busy, setBusy] = useState(false);
  const notice = { duration: config.app.notifications.ttlMs / 1000 };

  const failed = async (caught: unknown, draft: PendingRemoval | undefined) => {
    if (isStepUpChallenge(caught)) {
      await keepDraftAndStepUp(removalDraftKey, draft ?? null, session, caught);
      return;
    }
    void message.error({ ...notice, content: t(conflictMessageKey(isPlatformError(caught) ? caught.key : undefined)) });
  };

  const makePrimary = async (noun: Noun, entry: ProfileEntry) => {
    setBusy(true);
    try {
      await changeProfileEntry(http, kindOf[noun], entry.key, { ...unchangedRequest(entry), primary: true });
      void message.success({ ...notice, content: t(`profile.notice.${noun}.madePrimary`) });
      await refresh();
    } catch (caught) {
      await failed(caught, undefined);
    } finally {
      setBusy(false);
    }
  };

  const remove = async ({ noun, key }: PendingRemoval) => {
    setBusy(true);
    try {
      await removeProfileEntry(http, kindOf[noun], key);
      setRemoval(undefined);
      void message.success({ ...notice, content: t(`profile.notice.${noun}.removed`) });
      await refresh();
    } catch (caught) {
      setRemoval(undefined);
      await failed(caught, { noun, key });
    } finally {
      setBusy(false);
    }
  };

  const onAction = (noun: Noun, entry: ProfileEntry, action: EntryAction) => {
    if (action === 'change') void navigate(changeUrl(profilePath, noun, entry.key));
    else if (action === 'makePrimary') void makePrimary(noun, entry);
    else setRemoval({ noun, key: entry.key });
  };

  if (error) return <ErrorState title={t('profile.loadFailed')} retryText={t('profile.retry')} onRetry={() => void mutate()} />;
  if (!data) return <LoadingState label={t('profile.loading')} rows={6} />;
  const removing = removal ? entriesOf(data, removal.noun).find((entry) => entry.key === removal.key) : undefined;
  return (
    <Flex vertical gap="large" className="pb-profile">
      <Descriptions column={1} items={[{ key: 'name', label: t('profile.fullName'), children: data.fullName }]} />
      <AdminDetails profile={data} t={t} />
      {nouns.map((noun) => (
        <EntrySection key={noun} noun={noun} entries={entriesOf(data, noun)} settings={settings} profilePath={profilePath} onAction={onAction} busy={busy} />
      ))}
      <Modal
        open={removal !== undefined && removing !== undefined}
        title={removal ? t('profile.remove.title', { what: t(`profile.what.${removal.noun}`) }) : undefined}
        okText={t('profile.remove.confirm')}
        okButtonProps={{ danger: true, loading: busy }}
        cancelText={t('profile.remove.cancel')}
        onOk={() => (removal ? void remove(removal) : undefined)}
        onCancel={() => setRemoval(undefined)}
      >
        {removing ? t('profile.remove.body', { value: entryText(removing) }) : null}
      </Modal>
    </Flex>
  );
}
