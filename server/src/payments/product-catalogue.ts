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
  /** kindUri of the accounts an opening deposit may come from. */
  fundingSourceKinds: string[];
  products: CatalogueProduct[];
}

export class ProductCatalogueError extends Error {}

function checkedCatalogueOf(parsed: unknown, tenant: string, problems: readonly string[]): ProductCatalogue {
  if (problems.length > 0) throw new ProductCatalogueError(`products.json of tenant ${tenant} is not valid: ${problems.join('; ')}`);
  return parsed as ProductCatalogue;
}

/**
 * Each database's catalogue per tenant and the version it was read from: a version never changes
 * once made, so the profile and every order read one version number, not the files, each time.
 */
const publishedCatalogues = new WeakMap<Queryable, Map<string, { version: number; catalogue: ProductCatalogue }>>();

/**
 * The tenant's product catalogue as last published (so an operator's new minimum applies to the
 * next order after the publish), or its files on disk until a first version exists. A catalogue
 * that breaks its schema is refused loudly rather than half-applied.
 */
export async function loadProductCatalogue(db: Queryable, configDir: string, tenant: string): Promise<ProductCatalogue> {
  const [latest] = await db.query<{ version: number | null }>('select max(version) as version from config_versions where tenant = $1', [tenant]);
  const version = latest?.version ?? undefined;
  if (version === undefined) {
    const parsed = (await readTenantFilesFromDisk(configDir, tenant)).files['products.json'];
    return checkedCatalogueOf(parsed, tenant, await schemaProblemsOf('products', parsed));
  }
  let byTenant = publishedCatalogues.get(db);
  if (byTenant === undefined) {
    byTenant = new Map();
    publishedCatalogues.set(db, byTenant);
  }
  const cached = byTenant.get(tenant);
  if (cached?.version === version) return cached.catalogue;
  const [published] = await db.query<{ products: unknown }>(
    `select files->'products.json' as products from config_versions where tenant = $1 and version = $2`,
    [tenant, version],
  );
  const parsed = published?.products;
  const catalogue = checkedCatalogueOf(parsed, tenant, await schemaProblemsOf('products', parsed));
  byTenant.set(tenant, { version, catalogue });
  return catalogue;
}

/** The product a payment order's purposeOfPayment.code names (a type id, as a number or digits). */
export function productOf(catalogue: ProductCatalogue, code: string | number | undefined): CatalogueProduct | undefined {
  const typeId = typeof code === 'number' ? code : code !== undefined && /^[0-9]{1,6}$/.test(code) ? Number(code) : undefined;
  return typeId === undefined ? undefined : catalogue.products.find((product) => product.typeId === typeId);
}
