import { randomUUID } from 'node:crypto';
import { loadPublishedFile } from '../config/published-file.js';
import type { Database } from '../db/database.js';
import { recordEvent } from './accounts.js';

/** What of config/app.json the notice needs: the catalogue's locale and the phone to call. */
interface CreditUnionIdentity {
  locale: string;
  phone: string;
}

/** Where the notice leads in the member app: Login & Security, to change the password. */
export const loginSecurityWhereTo = 'login-security-view';

/**
 * Tells a user that their username has had `failures` wrong passwords in a row from one client
 * (the strangers' shared count, or one of their own browsers): a notification in the app's notification centre,
 * worded by the tenant's catalogue (signIn.failures.notice.*), and an entry in their sign-in
 * history (audit_events `sign-in.repeated-failures`). The caller calls it once per series: when
 * the count reaches the threshold.
 */
export async function noticeRepeatedFailures(
  db: Database,
  source: { configDir: string; tenant: string },
  userId: string,
  details: { failures: number; ip: string },
): Promise<void> {
  const app = await loadPublishedFile<CreditUnionIdentity>(db, source.configDir, source.tenant, 'app.json');
  const catalogue = await loadPublishedFile<Record<string, string>>(db, source.configDir, source.tenant, `messages/${app.locale}.json`);
  const values: Record<string, string> = { failures: String(details.failures), phone: app.phone };
  const fill = (key: string) => (catalogue[key] ?? key).replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into notifications (id, user_id, title, message, level, origin, created_on, where_to, data)
       values ($1, $2, $3, $4, 'WARNING', 'passbook', now(), $5, '{}'::jsonb)`,
      [`ntf-sign-in-${randomUUID()}`, userId, fill('signIn.failures.notice.title'), fill('signIn.failures.notice.message'), loginSecurityWhereTo],
    );
    await recordEvent(tx, { subjectId: userId, action: 'sign-in.repeated-failures', details });
  });
}
