/**
 * A configured route pattern (`my-accounts/transactions/:selectedAccount/list`) as an address,
 * each `:parameter` filled in from `values` (encoded). The list and its detail are separate routes
 * (spec/1 routes: `transactions/{selectedAccount}/list` and `…/detail/{transactionId}`), so the
 * widget goes between them by these patterns rather than by appending to where it is.
 */
export function routePath(pattern: string, values: Readonly<Record<string, string>>): string {
  return `/${pattern.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : encodeURIComponent(value);
  })}`;
}
