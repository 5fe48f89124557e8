/**
 * Property cards (spec/2 §2.1): which groups of properties an account's Details tab shows, read
 * from config/property-cards.json, and which renderer shows each property. Both choices are
 * ranked testers in the manner of JSON Forms: every candidate scores the account (or property),
 * NOT_APPLICABLE rules it out, the highest score wins and ties go to the earlier candidate.
 * Nothing here renders; the React side lives in property-card-view.tsx.
 */
import type { AccountDetails } from '../../src/platform/index.js';

export const propertyTypes = [
  'accountNumber',
  'accountState',
  'amount',
  'date',
  'debitCards',
  'frequencyTerm',
  'number',
  'percent',
  'renewalStatus',
  'text',
  'updateTime',
] as const;
export type PropertyType = (typeof propertyTypes)[number];

export interface PropertyConfig {
  key: string;
  fallbackKeys?: string[];
  labelKey: string;
  type: PropertyType;
  unitKey?: string;
  dateFormat?: string;
}

export interface PropertyGroupConfig {
  titleKey: string;
  hideCard?: boolean;
  properties: PropertyConfig[];
}

export interface CardMatch {
  kindUri?: string[];
  externalTypeIds?: string[];
  external?: boolean;
}

export interface CardConfiguration {
  id: string;
  description?: string;
  match?: CardMatch;
  groups: PropertyGroupConfig[];
}

export interface PropertyCardsConfig {
  default: string;
  configurations: CardConfiguration[];
}

/** A tester's answer when the candidate does not apply at all. */
export const NOT_APPLICABLE = -1;

export interface Ranked<T, C> {
  readonly value: T;
  readonly tester: (context: C) => number;
}

/** The candidate with the highest rank (the first one on a tie), or undefined when none applies. */
export function bestRanked<T, C>(candidates: readonly Ranked<T, C>[], context: C): T | undefined {
  let best: T | undefined;
  let bestRank = NOT_APPLICABLE;
  for (const candidate of candidates) {
    const rank = candidate.tester(context);
    if (rank > bestRank) {
      best = candidate.value;
      bestRank = rank;
    }
  }
  return best;
}

/** Linked from another institution: the platform names the institution it came from. */
export const isExternalAccount = (account: AccountDetails) => account.financialInstitutionId !== undefined;

/**
 * A configuration's rank for an account: one point per condition of `match` that holds,
 * NOT_APPLICABLE as soon as one fails. A configuration without `match` is never chosen by rank;
 * it can only be the default.
 */
export function configurationRank(configuration: CardConfiguration, account: AccountDetails): number {
  const { match } = configuration;
  if (match === undefined) return NOT_APPLICABLE;
  let rank = 0;
  if (match.kindUri !== undefined) {
    if (account.kindUri === undefined || !match.kindUri.includes(account.kindUri)) return NOT_APPLICABLE;
    rank += 1;
  }
  if (match.externalTypeIds !== undefined) {
    if (account.externalTypeId === undefined || !match.externalTypeIds.includes(account.externalTypeId)) return NOT_APPLICABLE;
    rank += 1;
  }
  if (match.external !== undefined) {
    if (isExternalAccount(account) !== match.external) return NOT_APPLICABLE;
    rank += 1;
  }
  return rank;
}

/** The configuration for an account: the best-ranked match, else the configured default. */
export function configurationFor(config: PropertyCardsConfig, account: AccountDetails): CardConfiguration | undefined {
  const matched = bestRanked(
    config.configurations.map((configuration) => ({
      value: configuration,
      tester: (candidate: AccountDetails) => configurationRank(configuration, candidate),
    })),
    account,
  );
  return matched ?? config.configurations.find((configuration) => configuration.id === config.default);
}

/**
 * Reads property-cards.json from the bundle. The runtime validated the file against
 * schemas/property-cards.schema.json before the app started, so a shape check is enough here.
 */
export function readPropertyCardsConfig(value: unknown): PropertyCardsConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const candidate = value as Partial<PropertyCardsConfig>;
  if (typeof candidate.default !== 'string' || !Array.isArray(candidate.configurations)) return undefined;
  return candidate as PropertyCardsConfig;
}

/** The rules that decide which balance an account shows and whether it can be paid online. */
export interface BalanceRules {
  /** Aliases (whole words of bankAlias, any case) that show the booked balance: CD, CERT, CERTIFICATE. */
  bookedBalanceAliases: string[];
  /** Product kinds (kindUri) that show the booked balance: cards. */
  bookedBalanceKinds: string[];
}

/**
 * Spec/2 §4: cards, certificates and CDs (alias CD, CERT or CERTIFICATE) show the booked
 * balance; every other account its available balance (booked when the platform sends none).
 */
export function usesBookedBalance(account: AccountDetails, rules: BalanceRules): boolean {
  if (account.kindUri !== undefined && rules.bookedBalanceKinds.includes(account.kindUri)) return true;
  const words = (account.bankAlias ?? '').toUpperCase().split(/[^A-Z0-9]+/).filter(Boolean);
  const aliases = rules.bookedBalanceAliases.map((alias) => alias.toUpperCase());
  return words.some((word) => aliases.includes(word));
}

export function balanceOf(account: AccountDetails, rules: BalanceRules): string | undefined {
  return usesBookedBalance(account, rules) ? account.bookedBalance : (account.availableBalance ?? account.bookedBalance);
}

/** Spec/2 §4 "Make a Payment": only for product numbers above the configured threshold (1000). */
export function canMakeAPayment(account: AccountDetails, minimumProductNumber: number): boolean {
  if (account.productNumber === undefined || !/^\d+$/.test(account.productNumber)) return false;
  return Number(account.productNumber) > minimumProductNumber;
}

/** The field at a dotted path of the platform's answer (`state.state`, `additions.accountCode`). */
export function fieldAt(fields: Readonly<Record<string, unknown>>, path: string): unknown {
  let current: unknown = fields;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

const isPresent = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The key that has a value (the property's key, else its fallbacks in order) and that value. */
export function resolveProperty(
  property: PropertyConfig,
  account: AccountDetails,
  rules: BalanceRules,
): { key: string; value: unknown } | undefined {
  for (const key of [property.key, ...(property.fallbackKeys ?? [])]) {
    const value = key === 'balance' && !isPresent(account.fields.balance) ? balanceOf(account, rules) : fieldAt(account.fields, key);
    if (isPresent(value)) return { key, value };
  }
  return undefined;
}

/** What a property renderer's tester sees. */
export interface PropertyContext {
  readonly property: PropertyConfig;
  /** The key the value came from (a fallback key when the main key was empty). */
  readonly key: string;
  readonly value: unknown;
  readonly account: AccountDetails;
}

/**
 * Rank of the masked-number renderer: above every type renderer, so a number the platform lists
 * in unmaskableAttributes is always shown masked with its reveal control.
 */
export const maskedRank = 10;
/** Rank of a renderer made for the property's type. */
export const typeRank = 1;
/** Rank of the text renderer for anything else that has a printable value. */
export const fallbackRank = 0;

export const isMaskable = ({ property, key, account }: PropertyContext) =>
  property.type === 'accountNumber' && account.unmaskableAttributes.includes(key);

export const isPrintable = ({ value }: PropertyContext) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
