import type { ConfigFiles } from './checks.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The bundle GET /config/bundle serves, from a tenant's files by path: each `<name>.json` becomes
 * `bundle[name]`, each folder an object of its files (forms/transfer.json → bundle.forms.transfer),
 * `messages` the catalogue of the credit union's locale. `$schema` keys are editor hints, dropped.
 */
export function bundleFromFiles(files: ConfigFiles): Record<string, unknown> {
  const bundle: Record<string, unknown> = {};
  for (const path of Object.keys(files).sort()) {
    const content = files[path];
    const cleaned = isObject(content) ? Object.fromEntries(Object.entries(content).filter(([key]) => key !== '$schema')) : content;
    const parts = path.replace(/\.json$/, '').split('/');
    let folder = bundle;
    for (const part of parts.slice(0, -1)) {
      const next = folder[part];
      folder = isObject(next) ? next : (folder[part] = {});
    }
    folder[parts[parts.length - 1] as string] = cleaned;
  }
  const app = bundle.app;
  const locale = isObject(app) && typeof app.locale === 'string' ? app.locale : 'en-US';
  if (isObject(bundle.messages)) bundle.messages = bundle.messages[locale] ?? {};
  return bundle;
}
