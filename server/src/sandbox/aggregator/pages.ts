import { escapeHtml } from '../../oidc/pages.js';
import { standInDocument, standInStyles } from '../page-shell.js';

/*
 * The stand-in aggregator's own wording: it plays an outside company's connection page (the
 * platform's FastLink), not the credit union's app, so its text belongs to the stand-in.
 */
export const aggregatorStyles = standInStyles(`
  body { font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; margin: 0; padding: 20px; color: #1d2b24; background: #fff; }
  .sandbox { color: #5b6b63; font-size: 13px; margin: 0 0 8px; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  fieldset { border: 1px solid #d9e0dc; border-radius: 6px; padding: 8px 12px; }
  label { display: block; padding: 6px 0; }
  button { margin-top: 12px; font: inherit; padding: 6px 16px; border-radius: 6px; border: 1px solid #0b5d3b; background: #0b5d3b; color: #fff; }
  button:focus-visible, input:focus-visible { outline: 2px solid #0b5d3b; outline-offset: 2px; }
  .error { border-left: 4px solid #b42318; padding: 8px 12px; background: #fdf2f1; }
`);

function document(title: string, body: string): string {
  return standInDocument(title, aggregatorStyles, `<p class="sandbox">Sandbox account aggregator</p>\n${body}`);
}

export interface Institution {
  id: number;
  name: string;
}

/** Connect: pick a bank. A plain form: the page needs no script. */
export function connectPage(action: string, accessToken: string, institutions: Institution[]): string {
  const options = institutions
    .map(
      (institution, index) =>
        `<label><input type="radio" name="institutionId" value="${institution.id}"${index === 0 ? ' checked' : ''}> ${escapeHtml(institution.name)}</label>`,
    )
    .join('\n');
  return document(
    'Connect an account',
    `<main><h1>Connect an account</h1>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="accessToken" value="${escapeHtml(accessToken)}">
<fieldset><legend>Choose your bank</legend>
${options}
</fieldset>
<button type="submit">Connect</button>
</form></main>`,
  );
}

/** Refresh: confirm signing in to the bank again for one account. */
export function refreshPage(action: string, accessToken: string, account: { name: string; institution: string }): string {
  return document(
    'Refresh an account',
    `<main><h1>Refresh ${escapeHtml(account.name)}</h1>
<p>Sign in to ${escapeHtml(account.institution)} again to bring this account up to date.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="accessToken" value="${escapeHtml(accessToken)}">
<button type="submit">Continue</button>
</form></main>`,
  );
}

export function submittedPage(operation: 'ADD' | 'REFRESH'): string {
  const text =
    operation === 'ADD'
      ? 'Your accounts are being added. You can close this window.'
      : 'Your account is being refreshed. You can close this window.';
  return document('Thank you', `<main><h1>Thank you</h1><p role="status" data-flow-submitted="${operation}">${text}</p></main>`);
}

export function refusedPage(): string {
  return document(
    'Link expired',
    `<main><h1>This link can no longer be used</h1><p class="error" role="alert" data-refusal="flow">The connection link is unknown, expired or already used. Start again from online banking.</p></main>`,
  );
}
