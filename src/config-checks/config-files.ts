/**
 * The shell's configuration files: every tenant must have them, and the app checks them against
 * their schemas before it starts. Every other file (a journey's: property-cards, transactions,
 * payments, ...) is checked when a widget that declares it in `configFiles` first renders, and by
 * `npm run config:check`; so the first screen ships only these files' validators
 * (scripts/compile-schemas.ts compiles each schema into a module of its own).
 */
import { isRecord } from './json.js';

export const REQUIRED_FILES = ['app', 'routes', 'menu', 'entitlements', 'flags', 'messages'] as const;

/** The locale whose catalogue is the bundle's `messages` (app.json's `locale`, en-US when unset). */
function localeOf(app: unknown): string {
  return isRecord(app) && typeof app.locale === 'string' ? app.locale : 'en-US';
}

/** The file an error names, as it sits in config/: bundle key `routes` → `routes.json`, `messages` → `messages/<locale>.json`. */
export function fileNameOf(key: string, bundle: Readonly<Record<string, unknown>>): string {
  return key === 'messages' ? `messages/${localeOf(bundle.app)}.json` : `${key}.json`;
}

/**
 * The bundle the checks read, from files by path as in config/ (`menu.json`,
 * `messages/en-US.json`, `forms/transfer.json`): keys are paths without `.json`, and the app's
 * locale catalogue is `messages`, as GET /config/bundle serves it.
 */
export function bundleOfFiles(files: ReadonlyMap<string, unknown>): Record<string, unknown> {
  const locale = localeOf(files.get('app.json'));
  const bundle: Record<string, unknown> = {};
  for (const [file, content] of files) {
    const key = file.replace(/\.json$/, '');
    bundle[key === `messages/${locale}` ? 'messages' : key] = content;
  }
  return bundle;
}

/** Names of the rules defined in entitlements.json. */
export function entitlementNames(rules: unknown): string[] {
  if (rules === null || typeof rules !== 'object') return [];
  return Object.keys(rules).filter((key) => key !== '$schema');
}
