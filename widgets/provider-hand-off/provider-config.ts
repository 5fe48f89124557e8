import { isRecord, readHostedUrls, type HostedUrls } from '../../src/platform/index.js';

/** One provider of config/providers.json as the widget reads it (the file's schema is checked before the widget renders). */
export interface Provider {
  /** The single-sign-on application GET sso/applications issues the key for. */
  application: string;
  windowName: string;
  keyField: string;
  /** Fields posted besides the key. */
  fields: Record<string, string>;
  /** Product-summary groups the member picks the handed-over account from; none when the provider takes no account. */
  accountGroups: readonly string[] | undefined;
  introKey: string;
  continueKey: string;
  loginUrls: HostedUrls;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The provider `id` of the file, or undefined when the file or the entry is absent. */
export function readProvider(config: unknown, id: string): Provider | undefined {
  const entry = isRecord(config) && isRecord(config.providers) ? config.providers[id] : undefined;
  if (!isRecord(entry)) return undefined;
  const { application, windowName, introKey, continueKey } = entry;
  const loginUrls = readHostedUrls(entry, 'loginUrl', 'defaultLoginUrl');
  if (!isString(application) || !isString(windowName) || !isString(introKey) || !isString(continueKey) || !loginUrls) return undefined;
  const fields = isRecord(entry.fields) ? Object.fromEntries(Object.entries(entry.fields).filter((field): field is [string, string] => isString(field[1]))) : {};
  return {
    application,
    windowName,
    keyField: isString(entry.keyField) ? entry.keyField : 'KEY',
    fields,
    accountGroups: Array.isArray(entry.accountGroups) ? entry.accountGroups.filter(isString) : undefined,
    introKey,
    continueKey,
    loginUrls,
  };
}
