import { emptyJourneyState, type JourneyState } from './journey-definition.js';

/**
 * A journey's progress kept in the tab's session storage, so a reload resumes where the member
 * was (spec/3 §3 keeps the wizard's drafts in the browser). Session, not local, storage: it dies
 * with the tab and is cleared at sign-out, so account data never outlives the session on a shared
 * computer. Keyed by journey and instance (the product being opened), so two products' drafts
 * never mix.
 */
const prefix = 'passbook.journey.';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage refused (privacy settings): the journey still works, without surviving a reload.
    return undefined;
  }
}

const keyOf = (journey: string, instance: string) => `${prefix}${journey}.${instance}`;

function isState(value: unknown): value is JourneyState {
  if (value === null || typeof value !== 'object') return false;
  const { data, results } = value as Record<string, unknown>;
  return data !== null && typeof data === 'object' && results !== null && typeof results === 'object';
}

export function readJourneyDraft(journey: string, instance: string): JourneyState {
  const text = storage()?.getItem(keyOf(journey, instance));
  if (!text) return emptyJourneyState;
  try {
    const value: unknown = JSON.parse(text);
    return isState(value) ? value : emptyJourneyState;
  } catch {
    return emptyJourneyState;
  }
}

export function writeJourneyDraft(journey: string, instance: string, state: JourneyState): void {
  try {
    storage()?.setItem(keyOf(journey, instance), JSON.stringify(state));
  } catch {
    // A full storage only costs the reload its resume.
  }
}

/** Forgets a journey's drafts, every instance (going back to the product list, discarding); without a name, every journey's (sign-out). */
export function discardJourneyDrafts(journey?: string): void {
  const store = storage();
  if (store === undefined) return;
  const start = journey === undefined ? prefix : `${prefix}${journey}.`;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => key?.startsWith(start) === true);
  for (const key of keys) store.removeItem(key);
}
