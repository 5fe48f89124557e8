import { fromCents, toCents } from '../../ledger/index.js';
import { escapeHtml } from '../../oidc/pages.js';
import { standInDocument, standInStyles } from '../page-shell.js';
import { checkStyles, checksPerBox, maxBoxes, type CheckStyle } from './catalogue.js';
import type { OrderFormAccount, OrderProblems, PlacedOrder } from './orders.js';

/* The stand-in check printer's pages, in the printer's own words. Plain forms, no script. */

const title = 'Check Ordering';

export const checkPrinterStyles = standInStyles(`body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
.note{color:#57606a;font-size:.875rem}fieldset{border:1px solid #d0d7de;border-radius:6px;padding:.5rem 1rem;margin:0 0 1rem}
label{display:block;padding:.35rem 0}.price{color:#57606a}input[type=text],select{font:inherit;padding:.25rem .5rem}
button{font:inherit;padding:.4rem 1.2rem;border-radius:6px;border:1px solid #0a4f8c;background:#0a4f8c;color:#fff}
button:focus-visible,input:focus-visible,select:focus-visible{outline:2px solid #0a4f8c;outline-offset:2px}
.problem{color:#b42318;display:block}dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1.5rem}dt{color:#57606a}dd{margin:0;font-weight:600}
[role=alert]{border-left:4px solid #cf222e;padding:.5rem 1rem;background:#fff5f5}`);

const document = (body: string) =>
  standInDocument(title, checkPrinterStyles, `<main><h1>${escapeHtml(title)}</h1>\n${body}\n<p class="note">Sandbox stand-in for the credit union's check printer: nothing is printed or charged.</p></main>`);

/** "21.95" × 3 → "$65.85", in whole cents: no floats near money. */
function price(pricePerBox: string, boxes = 1): string {
  return `$${fromCents(toCents(pricePerBox) * BigInt(boxes))}`;
}

const accountLine = (account: { display_name: string; bban: string | null }) =>
  `<p>Account: <strong>${escapeHtml(account.display_name)}</strong>${account.bban ? ` ending in ${escapeHtml(account.bban.slice(-4))}` : ''}</p>`;

const problemText = (problem: string | undefined, id: string) =>
  problem ? `<span class="problem" id="${id}">${escapeHtml(problem)}</span>` : '';

export interface OrderFormValues {
  style?: string;
  boxes?: string;
  startingCheckNumber?: string;
}

/** The order form: the account, the styles with their prices, boxes and the first check number. */
export function orderFormPage(action: string, token: string, account: OrderFormAccount, values: OrderFormValues = {}, problems: OrderProblems = {}): string {
  const chosenStyle = values.style ?? checkStyles[0]!.id;
  const styleOptions = checkStyles
    .map(
      (style: CheckStyle) =>
        `<label><input type="radio" name="style" value="${escapeHtml(style.id)}"${style.id === chosenStyle ? ' checked' : ''}> <strong>${escapeHtml(style.name)}</strong> <span class="price">${escapeHtml(price(style.pricePerBox))} per box</span><br><span class="note">${escapeHtml(style.description)}</span></label>`,
    )
    .join('\n');
  const chosenBoxes = values.boxes ?? '1';
  const boxOptions = Array.from({ length: maxBoxes }, (_, index) => String(index + 1))
    .map((boxes) => `<option value="${boxes}"${boxes === chosenBoxes ? ' selected' : ''}>${boxes}</option>`)
    .join('');
  const start = values.startingCheckNumber ?? account.next_check_number;
  const hasProblems = Object.keys(problems).length > 0;
  return document(`${accountLine(account)}
${hasProblems ? '<p role="alert">Please correct the order below.</p>' : ''}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<fieldset><legend>Check style</legend>
${problemText(problems.style, 'style-problem')}
${styleOptions}
</fieldset>
<label for="boxes">Number of boxes (${checksPerBox} checks each)</label>
<select id="boxes" name="boxes"${problems.boxes ? ' aria-describedby="boxes-problem"' : ''}>${boxOptions}</select>
${problemText(problems.boxes, 'boxes-problem')}
<label for="startingCheckNumber">Starting check number</label>
<input type="text" inputmode="numeric" id="startingCheckNumber" name="startingCheckNumber" value="${escapeHtml(start)}" maxlength="9"${problems.startingCheckNumber ? ' aria-describedby="start-problem"' : ''}>
${problemText(problems.startingCheckNumber, 'start-problem')}
<p><button type="submit">Place order</button></p>
</form>`);
}

/** After the order: its number and when the checks should arrive. */
export function orderPlacedPage(order: PlacedOrder, style: CheckStyle, boxes: number, startingCheckNumber: number): string {
  const last = startingCheckNumber + boxes * checksPerBox - 1;
  const rows: [string, string][] = [
    ['Order number', order.order_number],
    ['Account', order.display_name],
    ['Style', style.name],
    ['Boxes', String(boxes)],
    ['Check numbers', `${startingCheckNumber} – ${last}`],
    ['Total', price(style.pricePerBox, boxes)],
    ['Estimated delivery', order.delivered_by],
  ];
  return document(`<h2>Your order has been placed</h2>
<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<p>You can close this tab and return to online banking.</p>`);
}

/** A form that can no longer place an order: used, expired or never issued. */
export function formRefusedPage(): string {
  return document(
    '<p role="alert" data-refusal="form">This order form is no longer valid. Go back to online banking and open check ordering again.</p>',
  );
}
