import { escapeHtml } from '../../oidc/pages.js';
import { standInDocument, standInStyles } from '../page-shell.js';
import type { ArtifactRefusal } from './artifacts.js';

/** The provider's pages the app embeds: the last segment of the embed URL (spec/3 §2 "Bill pay"). */
export const providerPages = ['ShowDashboard', 'OneTimePayment', 'ViewPaymentHistory', 'SendMoneyDashboard'] as const;
export type ProviderPage = (typeof providerPages)[number];

export interface PayeeRow {
  id: string;
  name: string;
  nickname: string | null;
  account_ending: string | null;
  kind: 'biller' | 'person';
}

export interface PaymentRow {
  id: string;
  payee_name: string;
  kind: 'biller' | 'person';
  amount: string;
  currency: string;
  send_date: string;
  deliver_date: string;
  status: string;
}

export interface ProviderView {
  page: ProviderPage;
  memberName: string;
  payees: PayeeRow[];
  payments: PaymentRow[];
}

/*
 * The stand-in provider's own wording. It plays an outside company's pages, not the credit
 * union's app, so its text is part of the stand-in rather than of config/messages.
 */
const headings: Record<ProviderPage, string> = {
  ShowDashboard: 'Bill pay overview',
  OneTimePayment: 'Make a one-time payment',
  ViewPaymentHistory: 'Payment history',
  SendMoneyDashboard: 'Pay people',
};

const refusals: Record<ArtifactRefusal, string> = {
  missing: 'This page was opened without a sign-on artifact.',
  unknown: 'The sign-on artifact is not valid.',
  used: 'The sign-on artifact has already been used. Each artifact opens the provider once.',
  expired: 'The sign-on artifact has expired.',
};

export const billPayStyles = standInStyles(`
  body { font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; margin: 0; padding: 24px; color: #1d2b24; background: #fff; }
  header { border-bottom: 1px solid #d9e0dc; margin-bottom: 16px; }
  .sandbox { color: #5b6b63; font-size: 13px; }
  h1 { font-size: 22px; margin: 4px 0 12px; }
  h2 { font-size: 17px; margin: 24px 0 8px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e5ebe8; }
  td.amount, th.amount { text-align: right; font-variant-numeric: tabular-nums; }
  .status { font-size: 12px; padding: 1px 6px; border-radius: 4px; background: #eef3f0; }
  .error { border-left: 4px solid #b42318; padding: 8px 12px; background: #fdf2f1; }
`);

function document(title: string, body: string): string {
  return standInDocument(title, billPayStyles, `<header><p class="sandbox">Sandbox bill-pay provider</p></header>\n${body}`);
}

const money = (row: PaymentRow) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: row.currency }).format(Number(row.amount));

function payeeTable(payees: PayeeRow[], caption: string): string {
  if (payees.length === 0) return `<h2>${escapeHtml(caption)}</h2><p>No payees yet.</p>`;
  const rows = payees
    .map(
      (payee) =>
        `<tr data-payee="${escapeHtml(payee.id)}"><td>${escapeHtml(payee.name)}</td><td>${escapeHtml(payee.nickname ?? '')}</td><td>${
          payee.account_ending ? `••${escapeHtml(payee.account_ending)}` : ''
        }</td></tr>`,
    )
    .join('\n');
  return `<h2>${escapeHtml(caption)}</h2>
<table aria-label="${escapeHtml(caption)}"><thead><tr><th>Name</th><th>Nickname</th><th>Account</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

function paymentTable(payments: PaymentRow[], caption: string): string {
  if (payments.length === 0) return `<h2>${escapeHtml(caption)}</h2><p>No payments.</p>`;
  const rows = payments
    .map(
      (payment) =>
        `<tr><td>${escapeHtml(payment.payee_name)}</td><td>${escapeHtml(payment.send_date)}</td><td>${escapeHtml(payment.deliver_date)}</td><td class="amount">${escapeHtml(
          money(payment),
        )}</td><td><span class="status">${escapeHtml(payment.status)}</span></td></tr>`,
    )
    .join('\n');
  return `<h2>${escapeHtml(caption)}</h2>
<table aria-label="${escapeHtml(caption)}"><thead><tr><th>Payee</th><th>Send on</th><th>Deliver by</th><th class="amount">Amount</th><th>Status</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

/** The provider's page for a member who signed on with a valid artifact. No script. */
export function providerPage(view: ProviderView): string {
  const people = view.page === 'SendMoneyDashboard';
  const payees = view.payees.filter((payee) => (payee.kind === 'person') === people);
  const payments = view.payments.filter((payment) => (payment.kind === 'person') === people);
  const upcoming = payments.filter((payment) => payment.status === 'SCHEDULED' || payment.status === 'PROCESSING');
  const done = payments.filter((payment) => !upcoming.includes(payment));
  const sections: Record<ProviderPage, string[]> = {
    ShowDashboard: [payeeTable(payees, 'Payees'), paymentTable(upcoming, 'Scheduled payments'), paymentTable(done.slice(0, 5), 'Recent payments')],
    OneTimePayment: [payeeTable(payees, 'Choose a payee')],
    ViewPaymentHistory: [paymentTable(payments, 'Payments')],
    SendMoneyDashboard: [payeeTable(payees, 'People'), paymentTable(payments, 'Transfers')],
  };
  return document(
    headings[view.page],
    `<main data-provider-page="${view.page}">
<h1>${escapeHtml(headings[view.page])}</h1>
<p>Signed on as ${escapeHtml(view.memberName)}</p>
${sections[view.page].join('\n')}
</main>`,
  );
}

/** Why the provider refused to open: a page of its own, still without script. */
export function refusalPage(reason: ArtifactRefusal | 'not-found'): string {
  const text = reason === 'not-found' ? 'There is no such page at the bill-pay provider.' : refusals[reason];
  return document('Sign-on failed', `<main><h1>Sign-on failed</h1><p class="error" role="alert" data-refusal="${reason}">${escapeHtml(text)}</p></main>`);
}
