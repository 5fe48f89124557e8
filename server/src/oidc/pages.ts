import { readFile } from 'node:fs/promises';
import type { Branding } from '../settings.js';

/** Wording of the sign-in pages, from config/sign-in-messages.json (flat keys, {placeholders}). */
export type SignInMessages = Record<string, string>;

const requiredKeys = [
  'signIn.lang',
  'signIn.login.title',
  'signIn.login.heading',
  'signIn.login.intro',
  'signIn.login.username',
  'signIn.login.password',
  'signIn.login.submit',
  'signIn.login.incorrect',
  'signIn.login.locked',
  'signIn.login.rateLimited',
  'signIn.login.forgotPassword',
  'signIn.login.enroll',
  'signIn.login.findUs',
  'signIn.member.title',
  'signIn.member.heading',
  'signIn.member.intro',
  'signIn.member.label',
  'signIn.member.submit',
  'signIn.member.cancel',
  'signIn.member.none',
  'signIn.member.invalid',
  'signIn.cancelled',
  'signIn.error.title',
  'signIn.error.heading',
  'signIn.error.expired',
  'signIn.error.generic',
  'signIn.error.back',
  'signIn.logout.title',
  'signIn.logout.heading',
  'signIn.logout.question',
  'signIn.logout.confirm',
  'signIn.logout.stay',
  'signIn.logout.done',
  'signIn.logout.automatic',
] as const;

export type MessageKey = (typeof requiredKeys)[number];

/** Reads the wording once at start; a missing key fails the start, not a member's sign-in. */
export async function loadSignInMessages(configDir: string): Promise<SignInMessages> {
  const messages = JSON.parse(await readFile(`${configDir}/sign-in-messages.json`, 'utf8')) as SignInMessages;
  const missing = requiredKeys.filter((key) => typeof messages[key] !== 'string');
  if (missing.length > 0) throw new Error(`config/sign-in-messages.json lacks ${missing.join(', ')}`);
  return messages;
}

/** The sign-out button the auto-submitting script presses (see signOutScript). */
const signOutButtonId = 'sign-out-now';

/**
 * The only script of the sign-in pages, served as a file (script-src 'self'; no inline script):
 * on the sign-out page of a hinted logout it presses the sign-out button, so the member is signed
 * out without a question.
 */
export const signOutScript = `// Signs out without asking: only the page of a sign-out the app asked for with a valid id_token_hint includes this.
(function () {
  var button = document.getElementById(${JSON.stringify(signOutButtonId)});
  if (button) button.click();
})();
`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const hexColour = /^#[0-9a-fA-F]{3,8}$/;

/** Renders the pages of the sign-in provider in the credit union's name and colours. */
export class SignInPages {
  constructor(
    private readonly messages: SignInMessages,
    private readonly branding: Branding,
    /** Where "back to online banking" leads: the member app. */
    private readonly appUrl: string,
    /** Where the provider serves stylesheet(), e.g. /oidc/sign-in.css. */
    private readonly stylesheetUrl: string,
  ) {}

  /** A message with {placeholders} filled; {name} and {phone} always come from branding. */
  text(key: MessageKey, values: Record<string, string | number> = {}): string {
    const all: Record<string, string | number> = { name: this.branding.name, phone: this.branding.phone, ...values };
    return (this.messages[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
      name in all ? String(all[name]) : match,
    );
  }

  login(options: { action: string; username?: string; error?: string }): string {
    const failed = options.error !== undefined;
    return this.layout(
      this.text('signIn.login.title'),
      `<h1>${escapeHtml(this.text('signIn.login.heading'))}</h1>
      <p>${escapeHtml(this.text('signIn.login.intro'))}</p>
      ${this.alert(options.error)}
      <form method="post" action="${escapeHtml(options.action)}">
        <label for="username">${escapeHtml(this.text('signIn.login.username'))}</label>
        <input id="username" name="username" type="text" autocomplete="username" autocapitalize="none"
          spellcheck="false" required maxlength="200" value="${escapeHtml(options.username ?? '')}"
          ${failed ? 'aria-invalid="true" aria-describedby="form-error"' : 'autofocus'}>
        <label for="password">${escapeHtml(this.text('signIn.login.password'))}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"
          ${failed ? 'aria-invalid="true" aria-describedby="form-error" autofocus' : ''}>
        <button type="submit">${escapeHtml(this.text('signIn.login.submit'))}</button>
      </form>
      <p class="links">
        <a href="${escapeHtml(new URL('password-reset', this.appUrl).href)}">${escapeHtml(this.text('signIn.login.forgotPassword'))}</a>
        <a href="${escapeHtml(new URL('enrollment', this.appUrl).href)}">${escapeHtml(this.text('signIn.login.enroll'))}</a>
        <a href="${escapeHtml(new URL('find-us', this.appUrl).href)}">${escapeHtml(this.text('signIn.login.findUs'))}</a>
      </p>`,
    );
  }

  memberPicker(options: {
    action: string;
    cancelAction: string;
    agentName: string;
    members: { id: string; name: string }[];
    error?: string;
  }): string {
    const error = options.error ?? (options.members.length === 0 ? this.text('signIn.member.none') : undefined);
    const choices = options.members
      .map(
        (member, index) => `<div class="choice">
          <input type="radio" id="member-${index}" name="memberId" value="${escapeHtml(member.id)}" required
            ${index === 0 && !error ? 'autofocus' : ''}>
          <label for="member-${index}">${escapeHtml(member.name)}</label>
        </div>`,
      )
      .join('');
    return this.layout(
      this.text('signIn.member.title'),
      `<h1>${escapeHtml(this.text('signIn.member.heading'))}</h1>
      <p>${escapeHtml(this.text('signIn.member.intro', { agent: options.agentName }))}</p>
      ${this.alert(error)}
      ${
        options.members.length > 0
          ? `<form method="post" action="${escapeHtml(options.action)}">
        <fieldset ${error ? 'aria-describedby="form-error"' : ''}>
          <legend>${escapeHtml(this.text('signIn.member.label'))}</legend>
          ${choices}
        </fieldset>
        <button type="submit">${escapeHtml(this.text('signIn.member.submit'))}</button>
      </form>`
          : ''
      }
      <form method="post" action="${escapeHtml(options.cancelAction)}">
        <button type="submit" class="secondary">${escapeHtml(this.text('signIn.member.cancel'))}</button>
      </form>`,
    );
  }

  /** `code` is the OAuth error code, shown small so a support call can quote it. */
  error(message: string, code?: string): string {
    return this.layout(
      this.text('signIn.error.title'),
      `<h1>${escapeHtml(this.text('signIn.error.heading'))}</h1>
      ${this.alert(message)}
      ${code ? `<p class="code">${escapeHtml(code)}</p>` : ''}
      <p><a href="${escapeHtml(this.appUrl)}">${escapeHtml(this.text('signIn.error.back'))}</a></p>`,
    );
  }

  /**
   * The provider's sign-out confirmation; `form` is its own hidden form (id op.logoutForm).
   * With `autoSubmitScript` (the app named the member's session in id_token_hint, so the member
   * asked to leave, or the app logs them out for inactivity) nobody is asked: the page says it is
   * signing out and that external script (the CSP allows no inline one) presses the sign-out
   * button, which stays visible for a browser without scripts.
   */
  logout(form: string, autoSubmitScript?: string): string {
    if (autoSubmitScript !== undefined) {
      return this.layout(
        this.text('signIn.logout.title'),
        `<h1>${escapeHtml(this.text('signIn.logout.heading'))}</h1>
      <p role="status">${escapeHtml(this.text('signIn.logout.automatic'))}</p>
      ${form}
      <button type="submit" form="op.logoutForm" name="logout" value="yes" id="${signOutButtonId}">${escapeHtml(this.text('signIn.logout.confirm'))}</button>
      <script src="${escapeHtml(autoSubmitScript)}" defer></script>`,
      );
    }
    return this.layout(
      this.text('signIn.logout.title'),
      `<h1>${escapeHtml(this.text('signIn.logout.heading'))}</h1>
      <p>${escapeHtml(this.text('signIn.logout.question'))}</p>
      ${form}
      <button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(this.text('signIn.logout.confirm'))}</button>
      <button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(this.text('signIn.logout.stay'))}</button>`,
    );
  }

  loggedOut(): string {
    return this.layout(
      this.text('signIn.logout.title'),
      `<h1>${escapeHtml(this.text('signIn.logout.heading'))}</h1>
      <p role="status">${escapeHtml(this.text('signIn.logout.done'))}</p>
      <p><a href="${escapeHtml(this.appUrl)}">${escapeHtml(this.text('signIn.error.back'))}</a></p>`,
    );
  }

  private alert(message: string | undefined): string {
    return message === undefined ? '' : `<p id="form-error" class="error" role="alert">${escapeHtml(message)}</p>`;
  }

  /**
   * The pages' one stylesheet, in the credit union's colours: served as a file (the CSP allows no
   * inline style), at the path the constructor was given.
   */
  stylesheet(): string {
    const primary = hexColour.test(this.branding.theme.colorPrimary) ? this.branding.theme.colorPrimary : '#0b5d3b';
    const background =
      this.branding.theme.colorBgLayout && hexColour.test(this.branding.theme.colorBgLayout)
        ? this.branding.theme.colorBgLayout
        : '#f4f6f5';
    return `:root { --primary: ${primary}; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: ${background}; color: #1f1f1f;
  font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
header { background: var(--primary); color: #fff; padding: 12px 24px; font-weight: 600; font-size: 1.1rem; }
main { max-width: 420px; margin: 40px auto; padding: 32px; background: #fff; border-radius: 8px;
  box-shadow: 0 1px 4px rgba(0, 0, 0, .12); }
h1 { margin: 0 0 8px; font-size: 1.5rem; }
label, legend { display: block; margin: 16px 0 4px; font-weight: 600; }
fieldset { border: 0; margin: 0; padding: 0; }
.choice { display: flex; align-items: center; gap: 8px; margin: 8px 0; }
.choice label { margin: 0; font-weight: 400; }
input[type=text], input[type=password] { width: 100%; padding: 10px 12px; font-size: 1rem;
  border: 1px solid #8c8c8c; border-radius: 6px; }
input[aria-invalid=true] { border-color: #b3261e; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; }
button { display: block; width: 100%; margin-top: 24px; padding: 10px 16px; font-size: 1rem; font-weight: 600;
  color: #fff; background: var(--primary); border: 1px solid var(--primary); border-radius: 6px; cursor: pointer; }
button.secondary { margin-top: 12px; color: var(--primary); background: #fff; }
.error { margin: 16px 0 0; padding: 10px 12px; color: #8c1d18; background: #fdecea; border-left: 4px solid #b3261e;
  border-radius: 4px; }
a { color: var(--primary); }
.links { display: flex; flex-direction: column; gap: 8px; margin: 20px 0 0; }
.code { color: #595959; font-size: .875rem; }
/* A phone: the form is the page, not a card touching the screen's edges. */
@media (max-width: 480px) { body { background: #fff; } main { margin: 0; border-radius: 0; box-shadow: none; } }
`;
  }

  private layout(title: string, body: string): string {
    // Plain HTML: no inline script or style (the CSP allows neither); the stylesheet is a file, and
    // one external script on the hinted sign-out page only.
    return `<!DOCTYPE html>
<html lang="${escapeHtml(this.messages['signIn.lang'] ?? 'en-US')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(this.stylesheetUrl)}">
</head>
<body>
<header>${escapeHtml(this.branding.name)}</header>
<main>
${body}
</main>
</body>
</html>`;
  }
}
