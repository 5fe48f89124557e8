import type { TransferAccount } from '../../src/platform/index.js';
import type { BannerContent } from './use-banner.js';
import { centsOf, type PaymentRulesConfig, type TransferFormData } from './order.js';

/** A server-shaped error the form makes itself, mapped onto a field by the form's `serverErrors` like the platform's. */
export interface FormMadeError {
  key: string;
  message: string;
  errors: { key: string; message: string; context: { limit: string } }[];
}

function formMadeError(key: string, limit: string): FormMadeError {
  return { key, message: key, errors: [{ key, message: key, context: { limit } }] };
}

/** The per-transaction contact limit, known from payments.json before the platform is asked. */
export const contactLimitError = (limit: string) => formMadeError('payment.amount.contact-limit-per-transaction', limit);

/** The key the form's serverErrors map the configured minimum amount onto the amount field by. */
export const minimumAmountKey = 'payment.amount.below-minimum';

/**
 * spec/3 §5 "minimum value": an amount below payments.json `limits.minimumAmount` is refused on
 * the amount field with the configured text, before the platform is asked.
 */
export function minimumAmountError(config: PaymentRulesConfig | undefined, amount: string | undefined): FormMadeError | undefined {
  const minimum = config?.limits?.minimumAmount;
  const cents = centsOf(amount);
  const minimumCents = centsOf(minimum);
  return minimum !== undefined && cents !== undefined && minimumCents !== undefined && cents < minimumCents ? formMadeError(minimumAmountKey, minimum) : undefined;
}

/** payments.json `bankConnectorErrors`: the recurring card/loan refusals of spec/3 §8. */
export interface BankConnectorErrorsConfig {
  /** Source kinds the rule is about (credit card, loan). */
  readonly sourceKinds: readonly string[];
  /** Texts that mark an answer as the bank connector's (matched case-insensitively); '400 : ' always does. */
  readonly patterns: readonly string[];
  /** Message key of the text shown instead of the connector's. */
  readonly messageKey: string;
  /** A link shown with the banner (where to make it a one-time transfer, or whom to call). */
  readonly link?: { readonly href: string; readonly labelKey: string };
}

/**
 * The banner for an error the form cannot place on a field (spec/3 §8). A recurring transfer from
 * a credit card or loan that the bank connector refuses (its text matches a configured pattern or
 * contains '400 : ') shows the configured text; any other error shows the platform's words. Either
 * way with the configured link, if there is one, for such a transfer.
 */
export function bannerFor(
  text: string,
  data: TransferFormData,
  source: TransferAccount | undefined,
  config: BankConnectorErrorsConfig | undefined,
  translate: (key: string) => string,
): BannerContent {
  const recurring = data.frequency !== undefined && data.frequency !== 'ONCE';
  if (!config || !recurring || source?.kindUri === undefined || !config.sourceKinds.includes(source.kindUri)) return { text };
  const lower = text.toLowerCase();
  const fromConnector = lower.includes('400 : ') || config.patterns.some((pattern) => lower.includes(pattern.toLowerCase()));
  const link = config.link ? { href: config.link.href, text: translate(config.link.labelKey) } : undefined;
  return { text: fromConnector ? translate(config.messageKey) : text, ...(link ? { link } : {}) };
}
