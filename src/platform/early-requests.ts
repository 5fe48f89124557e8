import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { PlatformError } from './errors.js';

/**
 * Reads started at boot, before React has mounted anything, and handed to the first SWR hook that
 * asks for the same key (so the first screen's requests run in parallel with its rendering, not
 * after it). A hook that finds nothing here makes its own request, so an early read is only ever
 * an head start, never a second source of truth. Hooks read them through {@link useEarlySWR}.
 */

/**
 * An early answer older than this is not handed out: it belonged to the first screen, and a hook
 * mounting later (the member navigated there afterwards) must read fresh data.
 */
export const earlyRequestMaxAgeMs = 10_000;

interface EarlyRequest {
  readonly promise: Promise<unknown>;
  readonly startedAt: number;
  /** A hook has taken the promise: later reads of the key are the hook's own. */
  taken: boolean;
  /** Set once the read has answered. */
  answer?: { readonly value: unknown };
}

const early = new Map<string, EarlyRequest>();

/** The early read of `key` while it is young enough to hand out; an older one is forgotten here. */
function current(key: string, now: () => number): EarlyRequest | undefined {
  const request = early.get(key);
  if (request === undefined || now() - request.startedAt <= earlyRequestMaxAgeMs) return request;
  early.delete(key);
  return undefined;
}

/** Starts `request` now and keeps its promise for the hook reading `key`; returns the promise. */
export function startEarly<T>(key: string, request: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const promise = request();
  const started: EarlyRequest = { promise, startedAt: now(), taken: false };
  early.set(key, started);
  promise.then(
    (value) => {
      started.answer = { value };
    },
    // Nobody may ever take it (the member was sent elsewhere): its failure must not surface as unhandled.
    () => undefined,
  );
  return promise;
}

/** The early read of `key`, once: later calls (a revalidation) get undefined and read afresh. */
export function takeEarly<T>(key: string, now: () => number = Date.now): Promise<T> | undefined {
  const request = current(key, now);
  if (request === undefined || request.taken) return undefined;
  request.taken = true;
  return request.promise as Promise<T>;
}

/**
 * What the early read of `key` answered, if it has: a hook's data from its first render, where
 * waiting for its fetcher's promise would draw the component empty first and again a moment
 * later. Still there after the promise was taken, so a render before the hook's own cache is
 * filled shows it too.
 */
export function earlyAnswer<T>(key: string, now: () => number = Date.now): T | undefined {
  return current(key, now)?.answer?.value as T | undefined;
}

/** Forgets early reads, e.g. every one but `keep` when the context they were read in changes. */
export function dropEarly(keep: readonly string[] = []): void {
  for (const key of [...early.keys()]) if (!keep.includes(key)) early.delete(key);
}

/**
 * useSWR for a read boot may have started early: the first fetch takes the early read instead of
 * asking again, and an early read that has already answered is the data from the first render on
 * (not drawn empty and again a moment later). `read` is the hook's own request, for every fetch
 * after that.
 */
export function useEarlySWR<T>(
  key: string | null,
  read: (key: string) => Promise<T>,
  options?: SWRConfiguration<T, PlatformError | Error>,
): SWRResponse<T, PlatformError | Error> {
  return useSWR(key, (current: string) => takeEarly<T>(current) ?? read(current), {
    fallbackData: key === null ? undefined : earlyAnswer<T>(key),
    ...options,
  });
}
