/*
 * The chunk of checkBundleInBrowser (check-bundle.ts): checkBundleBeforeStart and the shell's
 * validators it loads reach the build only through this module's dynamic import, so a member whose
 * server vouched for the bundle downloads neither (docs/decisions/013).
 */
export { checkBundleBeforeStart } from '../config-checks/index.js';
