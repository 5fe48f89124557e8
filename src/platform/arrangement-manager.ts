import type { HttpClient } from './http.js';
import { booleanOf, decimalOf, expectRecord, isRecord, stringOf, type JsonRecord } from './json.js';

/** An amount as the platform sends it: a decimal string, never a float, with its currency. */
export interface Money {
  value: string;
  currency: string;
}

export interface Product {
  id: string;
  name?: string;
  displayName?: string;
  productKindName?: string;
  BBAN?: string;
  number?: string;
  bookedBalance?: string;
  availableBalance?: string;
  creditLimit?: string;
  remainingCredit?: string;
  currency?: string;
  state?: string;
  accountHolderNames?: string;
  visible?: boolean;
  userPreferences?: { visible?: boolean; alias?: string };
  externalAccountStatus?: string;
  financialInstitutionName?: string;
}

/** The product kinds of the summary, in the order a member reads them. */
export const productKindIds = [
  'currentAccounts',
  'savingsAccounts',
  'termDeposits',
  'loans',
  'creditCards',
  'debitCards',
  'investmentAccounts',
] as const;
export type ProductKindId = (typeof productKindIds)[number];

/** The special group of accounts past due (spec/1 §3). */
export const overdueGroupId = 'overdueAccounts';

export interface ProductKindGroup {
  /** A kind id (`currentAccounts` …), `overdueAccounts`, or a custom kind's id. */
  id: string;
  name?: string;
  products: Product[];
  aggregatedBalance?: Money;
}

export interface ProductSummary {
  total?: Money;
  groups: ProductKindGroup[];
}

function moneyOf(value: unknown, fallbackCurrency?: string): Money | undefined {
  if (!isRecord(value)) return undefined;
  const amount = decimalOf(value.value ?? value.amount);
  const currency = stringOf(value.currency ?? value.currencyCode) ?? fallbackCurrency;
  return amount !== undefined && currency ? { value: amount, currency } : undefined;
}

function holderNamesOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((name) => typeof name === 'string').join(', ') || undefined;
  return undefined;
}

function productOf(value: unknown): Product | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  if (!id) return undefined;
  const state = isRecord(value.state) ? stringOf(value.state.state) : stringOf(value.state);
  const additions: JsonRecord = isRecord(value.additions) ? value.additions : {};
  const preferences = isRecord(value.userPreferences) ? value.userPreferences : undefined;
  return {
    id,
    name: stringOf(value.name),
    displayName: stringOf(value.displayName),
    productKindName: stringOf(value.productKindName),
    BBAN: stringOf(value.BBAN),
    number: stringOf(value.number),
    bookedBalance: decimalOf(value.bookedBalance),
    availableBalance: decimalOf(value.availableBalance),
    creditLimit: decimalOf(value.creditLimit ?? additions.creditLimit),
    remainingCredit: decimalOf(value.remainingCredit ?? additions.remainingCredit),
    currency: stringOf(value.currency),
    state,
    accountHolderNames: holderNamesOf(value.accountHolderNames),
    visible: booleanOf(value.visible),
    userPreferences: preferences
      ? { visible: booleanOf(preferences.visible), alias: stringOf(preferences.alias) }
      : undefined,
    externalAccountStatus: stringOf(value.externalAccountStatus),
    financialInstitutionName: isRecord(value.financialInstitution) ? stringOf(value.financialInstitution.name) : undefined,
  };
}

function groupOf(id: string, value: unknown): ProductKindGroup | undefined {
  if (!isRecord(value)) return undefined;
  const products = Array.isArray(value.products)
    ? value.products.map(productOf).filter((product): product is Product => product !== undefined)
    : [];
  return { id, name: stringOf(value.name), products, aggregatedBalance: moneyOf(value.aggregatedBalance) };
}

/**
 * Reads the platform's product summary: `aggregatedBalance` (the total) and one object per kind
 * key, plus `customProductKinds[]`; the overdue group may come as a key or as a custom kind.
 * The overdue group goes first, so a member sees what needs attention before anything else.
 */
export function readProductSummary(answer: unknown): ProductSummary {
  const summary = expectRecord(answer, 'the product summary');
  const groups: ProductKindGroup[] = [];
  const overdue = groupOf(overdueGroupId, summary[overdueGroupId]);
  if (overdue) groups.push(overdue);
  for (const id of productKindIds) {
    const group = groupOf(id, summary[id]);
    if (group) groups.push(group);
  }
  if (Array.isArray(summary.customProductKinds)) {
    for (const custom of summary.customProductKinds) {
      // The platform's custom kinds may carry no id; their name identifies them then.
      const id = isRecord(custom) ? (stringOf(custom.id) ?? stringOf(custom.name)) : undefined;
      const group = id ? groupOf(id, custom) : undefined;
      if (!group) continue;
      if (group.id === overdueGroupId) groups.unshift(group);
      else groups.push(group);
    }
  }
  return { total: moneyOf(summary.aggregatedBalance), groups };
}

export const productSummaryPath = '/arrangement-manager/client-api/v2/productsummary';

export async function productSummary(http: HttpClient, signal?: AbortSignal): Promise<ProductSummary> {
  return readProductSummary(await http.get(productSummaryPath, undefined, signal));
}

/**
 * Spec/2 §4 "Visibility": a product is hidden when the member's own preference says so;
 * otherwise when the platform marks it not visible.
 */
export function isProductVisible(product: Product): boolean {
  const preference = product.userPreferences?.visible;
  if (preference !== undefined) return preference;
  return product.visible !== false;
}

/** The groups with only their visible products; kinds left with none are dropped (spec/2 §4). */
export function visibleGroups(summary: ProductSummary): ProductKindGroup[] {
  return summary.groups
    .map((group) => ({ ...group, products: group.products.filter(isProductVisible) }))
    .filter((group) => group.products.length > 0);
}
