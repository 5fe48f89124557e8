import {
  isRecord,
  normalizeAmount,
  submitPaymentOrder,
  todayIn,
  validatePaymentOrder,
  type HttpClient,
  type PaymentOrderOutcome,
  type PaymentOrderRequest,
  type ValidatedPaymentOrder,
} from '../../src/platform/index.js';
import type { JourneyFacts } from '../../src/runtime/index.js';
import type { Product } from './products.js';

/** The funding step's form (config/forms/new-account-funding.json). */
interface Funding {
  readonly sourceAccount?: string;
  readonly amount?: string;
}

/** The Courtesy Pay step's choice (courtesy-pay.tsx). */
export interface CourtesyPayChoice {
  readonly reviewed?: boolean;
  readonly optStatus?: 'optIn' | 'optOut';
  readonly debitCard?: boolean;
  readonly achTransaction?: boolean;
}

/** What the wizard hands the journey as `context` (guards read context.product.courtesyPay). */
export interface OpeningContext {
  readonly product: Product;
  readonly timeZone: string;
  readonly counterpartyName: string;
  readonly sourceNames: Readonly<Record<string, string>>;
  readonly [name: string]: unknown;
}

const yesNo = (value: boolean | undefined) => (value === true ? 'Y' : 'N');

/**
 * freeText of the order (spec/3 §3): 'NewAccount' for products without Courtesy Pay; for the
 * others the choice, 'NewAccount-<debit card Y/N>-<ACH Y/N>' ('NewAccount-N-N' when opted out).
 */
export function openingText(product: Product, choice: CourtesyPayChoice | undefined): string {
  if (!product.courtesyPay) return 'NewAccount';
  if (choice?.optStatus !== 'optIn') return 'NewAccount-N-N';
  return `NewAccount-${yesNo(choice.debitCard)}-${yesNo(choice.achTransaction)}`;
}

export function fundingOf(facts: JourneyFacts): Funding {
  const data = facts.data['initial-funding'];
  return isRecord(data) ? (data as Funding) : {};
}

/** The payment order that opens the account and moves its first deposit (spec/3 §3), from what the member entered. */
export function openingOrder(facts: JourneyFacts): PaymentOrderRequest {
  const context = facts.context as OpeningContext;
  const { product } = context;
  const funding = fundingOf(facts);
  const source = funding.sourceAccount ?? '';
  const choice = facts.data['courtesy-pay'] as CourtesyPayChoice | undefined;
  return {
    paymentType: 'INTERNAL_TRANSFER',
    paymentMode: 'SINGLE',
    instructionPriority: 'NORM',
    requestedExecutionDate: todayIn(context.timeZone),
    originatorAccount: { identification: { identification: source, schemeName: 'ID' }, name: context.sourceNames[source] ?? source },
    transferTransactionInformation: {
      instructedAmount: { amount: normalizeAmount(funding.amount) ?? '0.00', currencyCode: 'USD' },
      counterparty: { name: context.counterpartyName, role: 'CREDITOR' },
      counterpartyAccount: { identification: { identification: 'new-account', schemeName: 'ID' } },
      purposeOfPayment: { code: String(product.typeId), freeText: openingText(product, choice) },
    },
  } as PaymentOrderRequest;
}

/** The validated order's id, which the submit sends (spec/3 §7). */
export function validatedIdOf(facts: JourneyFacts): string | undefined {
  const result = facts.results['validate-opening'];
  return result?.ok === true && isRecord(result.value) && typeof result.value.id === 'string' ? result.value.id : undefined;
}

export type OpeningActions = Readonly<Record<'validate-opening' | 'submit-opening', (facts: JourneyFacts) => Promise<ValidatedPaymentOrder | PaymentOrderOutcome>>>;

/** The journey's platform actions by the names config/journeys/open-new-account.json uses. */
export function openingActions(http: HttpClient, onOpened: () => void): OpeningActions {
  return {
    'validate-opening': (facts) => validatePaymentOrder(http, openingOrder(facts)),
    'submit-opening': async (facts) => {
      const id = validatedIdOf(facts);
      if (id === undefined) throw new Error('The order has not been validated');
      const outcome = await submitPaymentOrder(http, openingOrder(facts), id);
      onOpened();
      return outcome;
    },
  };
}
