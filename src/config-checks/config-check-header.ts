/*
 * In a module of its own, not beside checkBundleBeforeStart: the app's first screen reads this
 * name, and a bundler places a whole module in one chunk, so the check would come along.
 */

/**
 * The response header in which the config service says how a bundle it serves fared in
 * checkBundleBeforeStart: `passed`, or `failed` (the app then runs the check itself to show the
 * errors). An app that gets no such header checks the bundle itself (docs/decisions/013).
 */
export const configCheckHeader = 'passbook-config-check';
