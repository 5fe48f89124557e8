import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database.js';
import { ssoApplications } from '../api/sso.js';
import { escapeHtml } from '../oidc/pages.js';
import { standInDocument, standInStyles } from './page-shell.js';
import { standInPageHeaders } from './stand-in-headers.js';
import { oneTimeTokenPattern, type OneTimeTokenRefusal as Refusal } from './one-time-tokens.js';
import { redeem } from './sso-redemption.js';
import { checkPrinter, showOrderForm } from './check-printer/index.js';
import { providerStandIns } from './provider-stand-ins.js';

/**
 * Stand-ins for the external systems a member is handed over to by single sign-on: the loan
 * servicer (dmi), the check printer (harland) and the rewards provider (amplify). They exist so a
 * demo and the browser tests can follow a hand-off to its end; a credit union points the app's
 * config at its real systems. Their wording is the third party's, not the credit union's, so it
 * lives here rather than in config/messages. Each redeems a key of the sso service once.
 */

interface AccountView {
  display_name: string;
  bban: string | null;
  currency: string;
  booked_balance: string | null;
  next_amount: string | null;
  next_date: string | null;
  escrow: string | null;
}

async function accountView(db: Database, arrangementId: string): Promise<AccountView | undefined> {
  const [row] = await db.query<AccountView>(
    `select a.display_name, a.bban, a.currency, ab.booked_balance::text as booked_balance,
            a.details->>'nextRepaymentAmount' as next_amount, a.details->>'nextRepaymentDate' as next_date,
            a.details->>'escrowBalance' as escrow
       from arrangements a join arrangement_balances ab on ab.arrangement_id = a.id
      where a.id = $1`,
    [arrangementId],
  );
  return row;
}

const titles: Record<string, string> = {
  dmi: 'Loan Servicing Center',
  harland: 'Check Ordering',
  amplify: 'Cashback Rewards',
};

const refusals: Record<Refusal, string> = {
  unknown: 'This sign-in link is not valid. Go back to online banking and open the account again.',
  used: 'This sign-in link has already been used. Go back to online banking and open the account again.',
  expired: 'This sign-in link has expired. Go back to online banking and open the account again.',
};

const styles = standInStyles(`body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1.5rem}dt{color:#57606a}dd{margin:0;font-weight:600}
.note{color:#57606a;font-size:.875rem}[role=alert]{border-left:4px solid #cf222e;padding:.5rem 1rem;background:#fff5f5}`);

/** The key may sit in this page's URL (harland, amplify): the stand-in headers pass no referrer. */
function page(reply: FastifyReply, status: number, title: string, body: string) {
  return standInPageHeaders(reply.status(status), { formAction: 'none', styles }).send(standInDocument(title, styles, `<main>${body}</main>`));
}

function refusalPage(reply: FastifyReply, application: string, refusal: Refusal) {
  const title = titles[application] ?? 'Sign-in';
  return page(
    reply,
    refusal === 'unknown' ? 400 : 410,
    title,
    `<h1>${escapeHtml(title)}</h1><p role="alert" data-refusal="${refusal}">${escapeHtml(refusals[refusal])}</p>`,
  );
}

/** A decimal string as the member reads it ("-1234.5" → "$1,234.50"); string work, no floats. */
function money(value: string | null, currency: string): string {
  if (value === null) return '—';
  const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency === 'USD' ? '$' : `${currency} `}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

function accountDetails(account: AccountView): string {
  const rows: [string, string][] = [
    ['Loan', account.display_name],
    ['Account', account.bban ?? '—'],
    ['Principal balance', money(account.booked_balance, account.currency)],
    ['Next payment', money(account.next_amount, account.currency)],
    ['Due date', account.next_date ?? '—'],
  ];
  if (account.escrow !== null) rows.push(['Escrow balance', money(account.escrow, account.currency)]);
  return `<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

export async function externalSystems(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  await checkPrinter(app, { db });
  await providerStandIns(app, { db });

  // The loan servicer's login: the app's hidden form posts KEY (and for Make a Payment,
  // DisplayPage=OneTimeScheduledPayment) into a named window (spec/2 §7).
  app.post('/loan-servicer/sso/login', { bodyLimit: 4096 }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const key = typeof body.KEY === 'string' ? body.KEY : '';
    if (!oneTimeTokenPattern.test(key)) return refusalPage(reply, 'dmi', 'unknown');
    const session = await redeem(db, 'dmi', key);
    if (typeof session === 'string') return refusalPage(reply, 'dmi', session);
    const account = session.arrangement_id ? await accountView(db, session.arrangement_id) : undefined;
    if (!account) return refusalPage(reply, 'dmi', 'unknown');
    const paying = body.DisplayPage === 'OneTimeScheduledPayment';
    return page(
      reply,
      200,
      titles.dmi!,
      `<h1>${escapeHtml(titles.dmi!)}</h1>
<h2>${escapeHtml(paying ? 'Make a one-time payment' : 'Loan details')}</h2>
${accountDetails(account)}
<p class="note">Sandbox stand-in for the credit union's loan servicer: nothing here moves money.</p>`,
    );
  });

  // The systems opened in a new tab with the key in the URL (ssourl), harland and amplify.
  app.get<{ Params: { application: string }; Querystring: { key?: string } }>('/:application/sso', async (request, reply) => {
    const { application } = request.params;
    const known = ssoApplications[application];
    if (!known || known.answer !== 'url') return reply.callNotFound();
    const key = typeof request.query.key === 'string' ? request.query.key : '';
    if (!oneTimeTokenPattern.test(key)) return refusalPage(reply, application, 'unknown');
    const session = await redeem(db, application, key);
    if (typeof session === 'string') return refusalPage(reply, application, session);
    // The check printer goes on to its order form (server/src/sandbox/check-printer/).
    if (application === 'harland' && session.arrangement_id) {
      const form = await showOrderForm(db, reply, { ...session, arrangement_id: session.arrangement_id });
      if (form) return form;
    }
    const account = session.arrangement_id ? await accountView(db, session.arrangement_id) : undefined;
    const title = titles[application] ?? application;
    return page(
      reply,
      200,
      title,
      `<h1>${escapeHtml(title)}</h1>
${account ? `<p>Account: <strong>${escapeHtml(account.display_name)}</strong> ${escapeHtml(account.bban ?? '')}</p>` : ''}
${session.program ? `<p>Program: <strong>${escapeHtml(session.program)}</strong></p>` : ''}
<p class="note">Sandbox stand-in for the credit union's ${escapeHtml(title.toLowerCase())} provider.</p>`,
    );
  });
}
