import type { CreditDebitIndicator, TransactionFilters } from '../../src/platform/index.js';

/**
 * Search and filters live in the address (?q=&from=&to=&min=&max=&direction=&type=&category=), so
 * they survive opening a transaction, reloading and sharing a link, and Back undoes a filter.
 */
export const filterParameters = {
  query: 'q',
  bookingDateFrom: 'from',
  bookingDateTo: 'to',
  amountFrom: 'min',
  amountTo: 'max',
  creditDebitIndicator: 'direction',
  typeGroups: 'type',
  categories: 'category',
} as const;

/** The paged mode's page (1-based) in the address. */
export const pageParameter = 'page';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
/** An amount a member may type: digits, optional cents; a $ and thousands commas are tolerated. */
const amountPattern = /^\d{1,12}(\.\d{1,2})?$/;

/** "$1,250.5" → "1250.5"; undefined when it is not an amount. */
export function normaliseAmount(input: string | null | undefined): string | undefined {
  if (input === null || input === undefined) return undefined;
  const cleaned = input.trim().replace(/^\$/, '').replace(/,/g, '');
  return amountPattern.test(cleaned) ? cleaned : undefined;
}

function listOf(value: string | null): string[] | undefined {
  if (!value) return undefined;
  const items = value.split(',').map((item) => item.trim()).filter((item) => item !== '');
  return items.length > 0 ? items : undefined;
}

export function filtersFromSearch(search: URLSearchParams): TransactionFilters {
  const date = (name: string) => {
    const value = search.get(name);
    return value && datePattern.test(value) ? value : undefined;
  };
  const direction = search.get(filterParameters.creditDebitIndicator);
  const query = search.get(filterParameters.query)?.trim();
  return {
    query: query ? query : undefined,
    bookingDateFrom: date(filterParameters.bookingDateFrom),
    bookingDateTo: date(filterParameters.bookingDateTo),
    amountFrom: normaliseAmount(search.get(filterParameters.amountFrom)),
    amountTo: normaliseAmount(search.get(filterParameters.amountTo)),
    creditDebitIndicator: direction === 'CRDT' || direction === 'DBIT' ? (direction as CreditDebitIndicator) : undefined,
    typeGroups: listOf(search.get(filterParameters.typeGroups)),
    categories: listOf(search.get(filterParameters.categories)),
  };
}

/** The address with `filters` in place of the current ones (other parameters kept, page reset). */
export function searchWithFilters(current: URLSearchParams, filters: TransactionFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of Object.values(filterParameters)) next.delete(name);
  next.delete(pageParameter);
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== '') next.set(name, value);
  };
  set(filterParameters.query, filters.query?.trim());
  set(filterParameters.bookingDateFrom, filters.bookingDateFrom);
  set(filterParameters.bookingDateTo, filters.bookingDateTo);
  set(filterParameters.amountFrom, filters.amountFrom);
  set(filterParameters.amountTo, filters.amountTo);
  set(filterParameters.creditDebitIndicator, filters.creditDebitIndicator);
  set(filterParameters.typeGroups, filters.typeGroups?.join(','));
  set(filterParameters.categories, filters.categories?.join(','));
  return next;
}

/** How many filters (not the search text) are set: shown on the Filters button. */
export function activeFilterCount(filters: TransactionFilters): number {
  return [
    filters.bookingDateFrom ?? filters.bookingDateTo,
    filters.amountFrom ?? filters.amountTo,
    filters.creditDebitIndicator,
    filters.typeGroups?.length ? 'type' : undefined,
    filters.categories?.length ? 'category' : undefined,
  ].filter((value) => value !== undefined).length;
}

/** A stable key of the filters, for remembering a list's scroll position. */
export function filtersKey(filters: TransactionFilters): string {
  return searchWithFilters(new URLSearchParams(), filters).toString();
}
