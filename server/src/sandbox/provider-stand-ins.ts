import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database.js';
import { providerApplications } from '../api/sso-providers.js';
import { escapeHtml } from '../oidc/pages.js';
import { redeem } from './sso-redemption.js';
import { oneTimeTokenPattern, type OneTimeTokenRefusal as Refusal } from './one-time-tokens.js';
import { standInDocument, standInStyles } from './page-shell.js';
import { standInPageHeaders } from './stand-in-headers.js';

/**
 * Stand-ins for the providers of sso-providers.ts (bill pay, credit score, appointments, direct
 * deposit switch, loan and mortgage applications, authorized users, communication preferences):
 * the login page each provider has, which the app's hidden form posts the one-time key to (field
 * KEY, as the loan servicer's). It redeems the key once and shows who signed in and what the
 * provider would show, so a demo and the tests can follow the hand-off to its end. The words are
 * the provider's, not the credit union's, so they live here rather than in config/messages.
 */

interface ProviderPage {
  title: string;
  /** The page's heading for the member who signed in, the account when the provider took one, and the posted fields. */
  heading: (member: string, account: string | undefined, fields: Record<string, unknown>) => string;
  lead: string;
}

const pages: Readonly<Record<string, ProviderPage>> = {
  billpay: { title: 'Bill Pay', heading: (member) => `Bill pay for ${member}`, lead: 'Pay your bills and manage your payees.' },
  'credit-score': { title: 'Credit Score', heading: (member) => `Credit score for ${member}`, lead: 'Your score, what shapes it, and how to improve it.' },
  appointments: { title: 'Appointments', heading: () => 'Book an appointment', lead: 'Choose a branch, a topic and a time that suits you.' },
  'direct-deposit-switch': {
    title: 'Direct Deposit Switch',
    heading: (_member, account) => `Switch your direct deposit to account ${account ?? ''}`.trim(),
    lead: 'Find your employer or benefits provider and we will move your deposit for you.',
  },
  'retail-loan-application': {
    title: 'Loan Application',
    // The app posts LoanType with the key (config/providers.json fields): one application, two loan cards.
    heading: (_member, _account, fields) => (fields.LoanType === 'AUTO' ? 'Apply for an auto loan' : fields.LoanType === 'PERSONAL' ? 'Apply for a personal loan' : 'Apply for a loan'),
    lead: 'Tell us what you need; we prefill what we already know.',
  },
  'mortgage-application': { title: 'Mortgage Application', heading: () => 'Apply for a mortgage', lead: 'Start your home loan application.' },
  'authorized-users': { title: 'Authorized Users', heading: () => 'Authorized users', lead: 'Give someone you trust access to your accounts.' },
  'communication-preferences': { title: 'Communication Preferences', heading: () => 'Communication preferences', lead: 'Choose how we contact you about offers and news.' },
};

const refusals: Record<Refusal, string> = {
  unknown: 'This sign-in link is not valid. Go back to online banking and try again.',
  used: 'This sign-in link has already been used. Go back to online banking and try again.',
  expired: 'This sign-in link has expired. Go back to online banking and try again.',
};

const styles = standInStyles(`body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
.note{color:#57606a;font-size:.875rem}[role=alert]{border-left:4px solid #cf222e;padding:.5rem 1rem;background:#fff5f5}a{color:#0550ae}`);

/** The page with a way back to online banking, which served this stand-in from its own origin. */
function page(reply: FastifyReply, status: number, title: string, body: string) {
  return standInPageHeaders(reply.status(status), { formAction: 'none', styles: styles }).send(
    standInDocument(title, styles, `<main><p class="note">${escapeHtml(title)}</p>${body}<p><a href="/">Back to online banking</a></p></main>`),
  );
}

async function memberName(db: Database, userId: string): Promise<string> {
  const [row] = await db.query<{ full_name: string }>('select full_name from users where id = $1', [userId]);
  return row?.full_name ?? userId;
}

async function accountName(db: Database, arrangementId: string | null): Promise<string | undefined> {
  if (!arrangementId) return undefined;
  const [row] = await db.query<{ display_name: string; bban: string | null }>('select display_name, bban from arrangements where id = $1', [arrangementId]);
  if (!row) return undefined;
  // The last four digits only: the provider's page need not repeat a whole account number.
  return row.bban ? `${row.display_name} ending ${row.bban.slice(-4)}` : row.display_name;
}

export async function providerStandIns(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.post<{ Params: { application: string } }>('/providers/:application/sso/login', { bodyLimit: 4096 }, async (request, reply) => {
    const { application } = request.params;
    const provider = pages[application];
    if (!provider || !providerApplications[application]) return reply.callNotFound();
    const body = (request.body ?? {}) as Record<string, unknown>;
    const key = typeof body.KEY === 'string' ? body.KEY : '';
    const session = oneTimeTokenPattern.test(key) ? await redeem(db, application, key) : 'unknown';
    if (typeof session === 'string') {
      return page(reply, session === 'unknown' ? 400 : 410, provider.title, `<p role="alert" data-refusal="${session}">${escapeHtml(refusals[session])}</p>`);
    }
    const member = await memberName(db, session.user_id);
    const account = await accountName(db, session.arrangement_id);
    return page(
      reply,
      200,
      provider.title,
      `<h1>${escapeHtml(provider.heading(member, account, body))}</h1>
<p>Signed in as <strong data-member>${escapeHtml(member)}</strong>.</p>
<p>${escapeHtml(provider.lead)}</p>
<p class="note">Sandbox stand-in for the credit union's ${escapeHtml(provider.title.toLowerCase())} provider: nothing here is sent anywhere.</p>`,
    );
  });
}
