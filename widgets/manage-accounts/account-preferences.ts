import { isRecord, type AccountPreferencesChange, type Product, type ProductSummary } from '../../src/platform/index.js';

/** config/accounts.json's longest alias (schemas/accounts.schema.json); undefined when the file is missing. */
export function aliasMaxLengthOf(config: Readonly<Record<string, unknown>>): number | undefined {
  const file = config.accounts;
  return isRecord(file) && typeof file.aliasMaxLength === 'number' ? file.aliasMaxLength : undefined;
}

/** The name a member knows the account by: their alias, else the product's. */
export function accountNameOf(product: Product): string {
  return product.userPreferences?.alias ?? product.displayName ?? product.name ?? product.id;
}

export const isFavorite = (product: Product): boolean => product.userPreferences?.favorite === true;

/** Too long once trimmed, counted in characters as the member sees them (the server counts the same way). */
export function isAliasTooLong(typed: string, maxLength: number): boolean {
  return [...typed.trim()].length > maxLength;
}

/**
 * The summary as it will read once the change is saved, shown while it is: the account's
 * preferences changed, and for a move or a favourite its group in the new order (favourites
 * first, as the server lists them). The server's answer replaces it once read again.
 */
export function summaryAfter(summary: ProductSummary, change: AccountPreferencesChange): ProductSummary {
  return {
    ...summary,
    groups: summary.groups.map((group) => {
      const index = group.products.findIndex((product) => product.id === change.arrangementId);
      const product = group.products[index];
      if (product === undefined) return group;
      const changed: Product = {
        ...product,
        userPreferences: {
          ...product.userPreferences,
          ...(change.visible === undefined ? {} : { visible: change.visible }),
          ...(change.favorite === undefined ? {} : { favorite: change.favorite }),
        },
      };
      const others = group.products.filter((other) => other.id !== product.id);
      others.splice(Math.min(change.position ?? index, others.length), 0, changed);
      // A stable sort: favourites first, each side in the order it had.
      const products = [...others.filter(isFavorite), ...others.filter((other) => !isFavorite(other))];
      return { ...group, products };
    }),
  };
}

/**
 * Where the account at `index` can move one step `direction` to: only past a neighbour on the
 * same side of the favourites line (favourites always come first, so crossing it would change
 * nothing the member sees); undefined when it cannot move that way.
 */
export function moveTarget(products: readonly Product[], index: number, direction: -1 | 1): number | undefined {
  const product = products[index];
  const neighbour = products[index + direction];
  if (product === undefined || neighbour === undefined) return undefined;
  return isFavorite(neighbour) === isFavorite(product) ? index + direction : undefined;
}

