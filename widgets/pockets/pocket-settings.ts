import { isRecord } from '../../src/platform/index.js';

/** config/pockets.json (schemas/pockets.schema.json) as the page reads it. */
export interface PocketSettings {
  readonly parentKinds: readonly string[];
  readonly accountKinds: readonly string[];
  /** Decimal string: the most one pocket may hold. */
  readonly maxBalance: string;
  readonly icons: readonly string[];
  readonly defaultIcon: string;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The page's rules from the runtime config; undefined when the file is missing (the page then shows it cannot open). */
export function pocketSettingsOf(config: Readonly<Record<string, unknown>>): PocketSettings | undefined {
  const file = config.pockets;
  if (!isRecord(file) || typeof file.maxBalance !== 'string' || typeof file.defaultIcon !== 'string') return undefined;
  return {
    parentKinds: strings(file.parentKinds),
    accountKinds: strings(file.accountKinds),
    maxBalance: file.maxBalance,
    icons: strings(file.icons),
    defaultIcon: file.defaultIcon,
  };
}
