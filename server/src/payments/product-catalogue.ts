import { loadPublishedFile } from '../config/published-file.js';
import type { Queryable } from '../db/database.js';

/** One product of config/products.json (schemas/products.schema.json). */
export interface CatalogueProduct {
  typeId: number;
  type: string;
  category: 'Savings' | 'Checking';
  /** The product-summary group of the new account: currentAccounts or savingsAccounts. */
  productKind: 'currentAccounts' | 'savingsAccounts';
  productId: string;
  accountName: string;
  productMarketingUrl: string;
  externalMarketingUrl: string;
  maxAllowedAccounts: number;
  /** Decimal string with two decimals. */
  minimumBalanceRequired: string;
  courtesyPay: boolean;
  terms: { titleKey: string; url: string }[];
  marketing: { headline: string; summary: string; highlights: string[] };
}

export interface ProductCatalogue {
  unfundedAccountState: string;
  /** kindUri of the accounts an opening deposit may come from. */
  fundingSourceKinds: string[];
  products: CatalogueProduct[];
}

/**
 * The tenant's product catalogue as last published (so an operator's new minimum applies to the
 * next order after the publish), or its files on disk until a first version exists; read and
 * checked once per version, like every file the server acts on (loadPublishedFile).
 */
export function loadProductCatalogue(db: Queryable, configDir: string, tenant: string): Promise<ProductCatalogue> {
  return loadPublishedFile<ProductCatalogue>(db, configDir, tenant, 'products.json');
}

/** The product a payment order's purposeOfPayment.code names (a type id, as a number or digits). */
export function productOf(catalogue: ProductCatalogue, code: string | number | undefined): CatalogueProduct | undefined {
  const typeId = typeof code === 'number' ? code : code !== undefined && /^[0-9]{1,6}$/.test(code) ? Number(code) : undefined;
  return typeId === undefined ? undefined : catalogue.products.find((product) => product.typeId === typeId);
}
