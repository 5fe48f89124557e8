import { readTenantFilesFromDisk, schemaProblemsOf } from '../config/checks.js';
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
  products: CatalogueProduct[];
}

export class ProductCatalogueError extends Error {}

/**
 * The tenant's product catalogue as last published (so an operator's new minimum applies to the
 * next order after the publish), or its files on disk until a first version exists. A catalogue
 * that breaks its schema is refused loudly rather than half-applied.
 */
export async function loadProductCatalogue(db: Queryable, configDir: string, tenant: string): Promise<ProductCatalogue> {
  const [published] = await db.query<{ products: unknown }>(
    `select files->'products.json' as products from config_versions where tenant = $1 order by version desc limit 1`,
    [tenant],
  );
  const parsed = published?.products ?? (await readTenantFilesFromDisk(configDir, tenant)).files['products.json'];
  const problems = await schemaProblemsOf('products', parsed);
  if (problems.length > 0) throw new ProductCatalogueError(`products.json of tenant ${tenant} is not valid: ${problems.join('; ')}`);
  return parsed as ProductCatalogue;
}

/** The product a payment order's purposeOfPayment.code names (a type id, as a number or digits). */
export function productOf(catalogue: ProductCatalogue, code: string | number | undefined): CatalogueProduct | undefined {
  const typeId = typeof code === 'number' ? code : code !== undefined && /^[0-9]{1,6}$/.test(code) ? Number(code) : undefined;
  return typeId === undefined ? undefined : catalogue.products.find((product) => product.typeId === typeId);
}
