import type { ReactNode } from 'react';
import { ErrorState } from '../../src/banking-ui/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import type { ProfileProps } from './definition.js';
import { AddressPage, EmailPage, PhonePage } from './entry-pages.js';
import { profileSettingsOf } from './profile-settings.js';
import { ProfileView } from './profile-view.js';

/**
 * Personal information (spec/2 §2.9, User Profiles.Manage User Profiles): the member's email
 * addresses, phone numbers and addresses, and the pages that add and change them. Limits, types
 * and US states come from config/profile.json, which the platform enforces alike.
 */
export default function Profile({ page, profilePath }: ProfileProps): ReactNode {
  const t = useMessages();
  const settings = profileSettingsOf(useRuntime().config);
  if (!settings) return <ErrorState title={t('profile.loadFailed')} />;
  if (page === 'email') return <EmailPage settings={settings} profilePath={profilePath} />;
  if (page === 'phone') return <PhonePage settings={settings} profilePath={profilePath} />;
  if (page === 'address') return <AddressPage settings={settings} profilePath={profilePath} />;
  return <ProfileView settings={settings} profilePath={profilePath} />;
}
