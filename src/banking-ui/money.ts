/**
 * Money as members read it. Amounts arrive as the platform's decimal strings ("1250.5", "-12.00")
 * or as integer cents the app counted itself; neither ever becomes a float, so no balance loses a
 * cent to binary rounding. Intl formats the decimal string exactly (ECMA-402 "Intl.NumberFormat v3").
 */

/** A plain decimal as the platform writes money: optional minus, digits, optional fraction. */
const decimalPattern = /^-?\d+(\.\d+)?$/;

/** An amount to show: the platform's decimal text, or integer cents (a bigint, or a safe integer). */
export type MoneyAmount = string | { readonly cents: bigint | number };

export interface MoneyStyle {
  /**
   * "$2,500" instead of "$2,500.00" when there are no cents: how limits and thresholds are said
   * in sentences. Balances and payment amounts always show their cents.
   */
  readonly wholeWhenRound?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per locale, currency and style, kept for the page's life: building one
 * costs far more than using it, and a list or a form formats every balance on each render.
 */
function moneyFormatter(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole ? 'whole' : 'cents'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}) });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Integer cents as the platform's decimal text (1234 → "12.34", -5n → "-0.05"). Throws on a float. */
export function decimalOfCents(cents: bigint | number): string {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`);
  const value = BigInt(cents);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The decimal text of an amount, or undefined when it is no amount (e.g. "12,00" or ""). */
export function decimalOf(amount: MoneyAmount): string | undefined {
  if (typeof amount !== 'string') return decimalOfCents(amount.cents);
  const text = amount.trim();
  return decimalPattern.test(text) ? text : undefined;
}

/** Whether a decimal has no cents ("2500", "2500.00"). */
function isRound(decimal: string): boolean {
  const fraction = decimal.split('.')[1];
  return fraction === undefined || /^0+$/.test(fraction);
}

/**
 * An amount with its currency's sign and grouping in the locale ("$1,250.50"). Text that is no
 * amount is shown as it came (the member sees what the platform said rather than nothing);
 * undefined shows as an empty string.
 */
export function formatMoney(amount: MoneyAmount | undefined, currency: string, locale: string, style: MoneyStyle = {}): string {
  if (amount === undefined) return '';
  const decimal = decimalOf(amount);
  if (decimal === undefined) return typeof amount === 'string' ? amount : '';
  const whole = style.wholeWhenRound === true && isRound(decimal);
  // A string goes to Intl as a decimal, not through a float: every digit of it is kept.
  return moneyFormatter(locale, currency, whole).format(decimal as `${number}`);
}
