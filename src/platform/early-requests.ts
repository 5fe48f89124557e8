/**
 * Reads started at boot, before React has mounted anything, and handed to the first SWR hook that
 * asks for the same key (so the first screen's requests run in parallel with its rendering, not
 * after it). A hook that finds nothing here makes its own request, so an early read is only ever
 * an head start, never a second source of truth.
 */

/**
 * An early answer older than this is not handed out: it belonged to the first screen, and a hook
 * mounting later (the member navigated there afterwards) must read fresh data.
 */
export const earlyRequestMaxAgeMs = 10_000;

interface EarlyRequest {
  readonly promise: Promise<unknown>;
  readonly startedAt: number;
}

const pending = new Map<string, EarlyRequest>();

/** Starts `request` now and keeps its promise for the hook reading `key`; returns the promise. */
export function startEarly<T>(key: string, request: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const promise = request();
  // Nobody may ever take it (the member was sent elsewhere): its failure must not surface as unhandled.
  promise.catch(() => undefined);
  pending.set(key, { promise, startedAt: now() });
  return promise;
}

/** The early read of `key`, once: later calls (a revalidation) get undefined and read afresh. */
export function takeEarly<T>(key: string, now: () => number = Date.now): Promise<T> | undefined {
  const early = pending.get(key);
  if (early === undefined) return undefined;
  pending.delete(key);
  return now() - early.startedAt <= earlyRequestMaxAgeMs ? (early.promise as Promise<T>) : undefined;
}

/** Forgets early reads, e.g. every one but `keep` when the context they were read in changes. */
export function dropEarly(keep: readonly string[] = []): void {
  for (const key of [...pending.keys()]) if (!keep.includes(key)) pending.delete(key);
}
