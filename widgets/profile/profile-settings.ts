import { isRecord } from '../../src/platform/index.js';

/** config/profile.json as the pages read it (schemas/profile.schema.json decides the details). */
export interface ProfileSettings {
  limits: { emailAddresses: number; phoneNumbers: number; postalAddresses: number };
  emailTypes: readonly string[];
  emailTypeSelection: boolean;
  phoneTypes: readonly string[];
  postalAddressTypes: readonly string[];
  defaultPostalAddressType: string;
  defaultCountry: string;
  poBoxPattern: string;
  usStates: ReadonlyArray<{ code: string; name: string }>;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The bundle's profile.json, when it is there and has what the pages need. */
export function profileSettingsOf(config: Readonly<Record<string, unknown>>): ProfileSettings | undefined {
  const file = config.profile;
  if (!isRecord(file) || !isRecord(file.limits)) return undefined;
  const { emailAddresses, phoneNumbers, postalAddresses } = file.limits;
  if (typeof emailAddresses !== 'number' || typeof phoneNumbers !== 'number' || typeof postalAddresses !== 'number') return undefined;
  const { defaultPostalAddressType, defaultCountry, poBoxPattern } = file;
  if (typeof defaultPostalAddressType !== 'string' || typeof defaultCountry !== 'string' || typeof poBoxPattern !== 'string') return undefined;
  return {
    limits: { emailAddresses, phoneNumbers, postalAddresses },
    emailTypes: strings(file.emailTypes),
    emailTypeSelection: file.emailTypeSelection === true,
    phoneTypes: strings(file.phoneTypes),
    postalAddressTypes: strings(file.postalAddressTypes),
    defaultPostalAddressType,
    defaultCountry,
    poBoxPattern,
    usStates: (Array.isArray(file.usStates) ? file.usStates : []).flatMap((state) =>
      isRecord(state) && typeof state.code === 'string' && typeof state.name === 'string' ? [{ code: state.code, name: state.name }] : [],
    ),
  };
}
