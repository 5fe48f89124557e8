import { useSyncExternalStore } from 'react';

/**
 * The last failed single sign-on hand-off (spec/3 §8: 'Error: {server message or HTTP message}'
 * is stored and the member goes back to the accounts). Kept for the page's lifetime in memory:
 * the page that failed is left, and the accounts page shows it until the member dismisses it.
 */
let failure: string | undefined;
const listeners = new Set<() => void>();

function publish(next: string | undefined): void {
  failure = next;
  for (const listener of listeners) listener();
}

export function storeHandOffFailure(text: string): void {
  publish(text);
}

export function dismissHandOffFailure(): void {
  publish(undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored failure's text, or undefined; re-renders when one is stored or dismissed. */
export function useHandOffFailure(): string | undefined {
  return useSyncExternalStore(subscribe, () => failure, () => undefined);
}
