/**
 * The search-parameter updater for react-router's setSearchParams that removes the named
 * parameters and keeps every other one: closing a modal, a finished hand-off or a poll drops only
 * its own parameters from the address.
 */
export function withoutSearchParameters(...names: readonly string[]): (current: URLSearchParams) => URLSearchParams {
  return (current) => {
    const next = new URLSearchParams(current);
    for (const name of names) next.delete(name);
    return next;
  };
}
