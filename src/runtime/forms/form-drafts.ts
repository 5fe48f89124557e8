/**
 * What members typed into forms that carry a `draftKey`, kept in memory for the page's life so a
 * remount (a route change and back, a Suspense fallback, a widget's error boundary resetting)
 * never loses it. Memory, not storage: drafts may hold account data and must not outlive the tab.
 */
const drafts = new Map<string, unknown>();

export function readDraft(key: string | undefined): unknown {
  return key === undefined ? undefined : drafts.get(key);
}

export function writeDraft(key: string | undefined, data: unknown): void {
  if (key !== undefined) drafts.set(key, data);
}

/** Called once a submit succeeded: the next mount starts from the saved data again. */
export function clearDraft(key: string | undefined): void {
  if (key !== undefined) drafts.delete(key);
}

/** Forgets every draft (sign-out). */
export function clearAllDrafts(): void {
  drafts.clear();
}
