import { isRecord } from '../../src/platform/index.js';

/** A terms document of a product (products.json): its title as a message key and where it is. */
export interface TermsDocument {
  readonly titleKey: string;
  readonly url: string;
}

/** One product of config/products.json, as the cards and the wizard read it (schemas/products.schema.json). */
export interface Product {
  readonly typeId: number;
  readonly type: string;
  readonly category: 'Checking' | 'Savings';
  readonly productMarketingUrl: string;
  readonly externalMarketingUrl?: string;
  readonly maxAllowedAccounts: number;
  readonly minimumBalanceRequired: string;
  readonly courtesyPay: boolean;
  readonly terms: readonly TermsDocument[];
}

/** The URL's category (list/spendings, list/savings, spec/3 §2) and the products it shows. */
export type CategorySlug = 'spendings' | 'savings';

export const categoryOfSlug: Readonly<Record<CategorySlug, Product['category']>> = { spendings: 'Checking', savings: 'Savings' };

export function isCategorySlug(value: string | undefined): value is CategorySlug {
  return value === 'spendings' || value === 'savings';
}

/**
 * The product catalogue of the configuration bundle. The widget lists products.json among its
 * config files, so the runtime has checked the file against its schema before this reads it.
 */
export function productsOf(bundle: Readonly<Record<string, unknown>>): readonly Product[] {
  const file = bundle.products;
  return isRecord(file) && Array.isArray(file.products) ? (file.products as Product[]) : [];
}

/** typeIds the member holds the maximum of (profile additions.btpLimitReached, comma-separated, spec/3 §3). */
export function productsAtLimit(btpLimitReached: string | undefined): ReadonlySet<number> {
  return new Set(
    (btpLimitReached ?? '')
      .split(',')
      .map((part) => Number(part.trim()))
      .filter((typeId) => Number.isInteger(typeId) && typeId > 0),
  );
}

/** kindUri of the accounts an opening deposit may come from (products.json fundingSourceKinds, the sandbox checks the same list). */
export function fundingSourceKindsOf(bundle: Readonly<Record<string, unknown>>): readonly string[] {
  const file = bundle.products;
  return isRecord(file) && Array.isArray(file.fundingSourceKinds) ? (file.fundingSourceKinds as string[]) : [];
}
