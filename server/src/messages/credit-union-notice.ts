import { loadPublishedFile } from '../config/published-file.js';
import type { Queryable } from '../db/database.js';
import type { MemberNotice } from './member-notice.js';

/** What of config/app.json a notice needs: who sends it, the phone to call, how dates read. */
interface CreditUnionIdentity {
  name: string;
  phone: string;
  locale: string;
  timezone: string;
}

/**
 * A notice from the credit union about the member's online banking, from a configured subject
 * and text: {date} becomes today in the tenant's locale and time zone, {phone} its phone, and each
 * of `values` its own placeholder. Sent by the credit union (app.json name), topic ONLINE_BANKING.
 */
export async function creditUnionNotice(
  db: Queryable,
  configDir: string,
  tenant: string,
  text: { title: string; message: string },
  values: Record<string, string> = {},
): Promise<Omit<MemberNotice, 'id'>> {
  const app = await loadPublishedFile<CreditUnionIdentity>(db, configDir, tenant, 'app.json');
  const date = new Intl.DateTimeFormat(app.locale, { dateStyle: 'long', timeZone: app.timezone }).format(new Date());
  const filled: Record<string, string> = { date, phone: app.phone, ...values };
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (placeholder, name: string) => filled[name] ?? placeholder);
  return { subject: fill(text.title), body: fill(text.message), topicCode: 'ONLINE_BANKING', senderName: app.name };
}
