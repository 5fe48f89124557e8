/** A configured link (`my-accounts/transactions/:selectedAccount/list?category=:category`) as an address, each `:name` filled in from `values` (encoded). */
export function fillLink(pattern: string, values: Readonly<Record<string, string>>): string {
  return `/${pattern.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : encodeURIComponent(value);
  })}`;
}
