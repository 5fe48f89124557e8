import type { SWRResponse } from 'swr';
import { startEarly, useEarlySWR } from './early-requests.js';
import { isPlatformError, type PlatformError } from './errors.js';
import {
  externalAccountStatusValues,
  type AccountPreferencesChange,
  productKindKeyValues,
  type AggregatedBalance,
  type Arrangement,
  type ExternalAccountStatus,
  type operations,
  type ProductKindGroup as ProductKindGroupAnswer,
  type ProductSummary as ProductSummaryAnswer,
  type QueryOf,
  type SummaryProduct,
} from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { booleanOf, decimalOf, expectRecord, isRecord, oneOf, stringOf, UnexpectedAnswerError, type JsonRecord } from './json.js';
import { usePlatform } from './platform-context.js';

/** An amount as the platform sends it: a decimal string, never a float, with its currency. */
export type Money = AggregatedBalance;

/**
 * A product of the summary as the lists read it, from the contract's SummaryProduct: every field
 * may be missing (a real platform may leave any out), the state and the institution's name are
 * lifted out of their objects, and only the preferences the app acts on are kept.
 */
export interface Product
  extends Pick<SummaryProduct, 'id'>,
    Partial<
      Pick<
        SummaryProduct,
        | 'name'
        | 'displayName'
        | 'productKindName'
        | 'BBAN'
        | 'number'
        | 'bookedBalance'
        | 'availableBalance'
        | 'creditLimit'
        | 'remainingCredit'
        | 'currency'
        | 'accountHolderNames'
        | 'visible'
        | 'externalAccountStatus'
      >
    > {
  state?: NonNullable<SummaryProduct['state']>['state'];
  userPreferences?: Pick<NonNullable<SummaryProduct['userPreferences']>, 'visible' | 'alias' | 'favorite'>;
  financialInstitutionName?: NonNullable<SummaryProduct['financialInstitution']>['name'];
}

/** The product kinds of the summary, in the order a member reads them. */
export const productKindIds = productKindKeyValues;

/** The special group of accounts past due (spec/1 §3). */
export const overdueGroupId = 'overdueAccounts';

/**
 * One kind of the summary, from the contract's ProductKindGroup: named by the summary's key for
 * it rather than the kind's numeric id, its products read as Product, name and total optional.
 */
export interface ProductKindGroup extends Partial<Pick<ProductKindGroupAnswer, 'name' | 'aggregatedBalance'>> {
  /** A kind key (`currentAccounts` …), `overdueAccounts`, or a custom kind's id or name. */
  id: string;
  products: Product[];
}

/** The contract's ProductSummary as one list of groups in reading order instead of one key per kind. */
export interface ProductSummary {
  total?: ProductSummaryAnswer['aggregatedBalance'];
  groups: ProductKindGroup[];
}

export type { ExternalAccountStatus };

const isExternalAccountStatus = oneOf(externalAccountStatusValues);

/**
 * A status the platform sent, as one of the aggregator's statuses (spec/2 §3): anything else reads
 * as UNKNOWN; none when it sent none.
 */
function externalAccountStatusOf(value: unknown): ExternalAccountStatus | undefined {
  if (typeof value !== 'string') return undefined;
  return isExternalAccountStatus(value) ? value : 'UNKNOWN';
}

function moneyOf(value: unknown): Money | undefined {
  if (!isRecord(value)) return undefined;
  const amount = decimalOf(value.value ?? value.amount);
  const currency = stringOf(value.currency ?? value.currencyCode);
  return amount !== undefined && currency ? { value: amount, currency } : undefined;
}

function holderNamesOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((name) => typeof name === 'string').join(', ') || undefined;
  return undefined;
}

function productOf(value: unknown): Product | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  if (!id) return undefined;
  const state = isRecord(value.state) ? stringOf(value.state.state) : stringOf(value.state);
  const additions: JsonRecord = isRecord(value.additions) ? value.additions : {};
  const preferences = isRecord(value.userPreferences) ? value.userPreferences : undefined;
  return {
    id,
    name: stringOf(value.name),
    displayName: stringOf(value.displayName),
    productKindName: stringOf(value.productKindName),
    BBAN: stringOf(value.BBAN),
    number: stringOf(value.number),
    bookedBalance: decimalOf(value.bookedBalance),
    availableBalance: decimalOf(value.availableBalance),
    creditLimit: decimalOf(value.creditLimit ?? additions.creditLimit),
    remainingCredit: decimalOf(value.remainingCredit ?? additions.remainingCredit),
    currency: stringOf(value.currency),
    state,
    accountHolderNames: holderNamesOf(value.accountHolderNames),
    visible: booleanOf(value.visible),
    userPreferences: preferences
      ? { visible: booleanOf(preferences.visible), alias: stringOf(preferences.alias), favorite: booleanOf(preferences.favorite) }
      : undefined,
    // An empty status is no status: the account reads as connected.
    externalAccountStatus: externalAccountStatusOf(value.externalAccountStatus || undefined),
    financialInstitutionName: isRecord(value.financialInstitution) ? stringOf(value.financialInstitution.name) : undefined,
  };
}

function groupOf(id: string, value: unknown): ProductKindGroup | undefined {
  if (!isRecord(value)) return undefined;
  const products = Array.isArray(value.products)
    ? value.products.map(productOf).filter((product): product is Product => product !== undefined)
    : [];
  return { id, name: stringOf(value.name), products, aggregatedBalance: moneyOf(value.aggregatedBalance) };
}

/**
 * Reads the platform's product summary: `aggregatedBalance` (the total) and one object per kind
 * key, plus `customProductKinds[]`; the overdue group may come as a key or as a custom kind.
 * The overdue group goes first, so a member sees what needs attention before anything else.
 */
export function readProductSummary(answer: unknown): ProductSummary {
  const summary = expectRecord(answer, 'the product summary');
  const groups: ProductKindGroup[] = [];
  const overdue = groupOf(overdueGroupId, summary[overdueGroupId]);
  if (overdue) groups.push(overdue);
  for (const id of productKindIds) {
    const group = groupOf(id, summary[id]);
    if (group) groups.push(group);
  }
  if (Array.isArray(summary.customProductKinds)) {
    for (const custom of summary.customProductKinds) {
      // The platform's custom kinds may carry no id; their name identifies them then.
      const id = isRecord(custom) ? (stringOf(custom.id) ?? stringOf(custom.name)) : undefined;
      const group = id ? groupOf(id, custom) : undefined;
      if (!group) continue;
      if (group.id === overdueGroupId) groups.unshift(group);
      else groups.push(group);
    }
  }
  return { total: moneyOf(summary.aggregatedBalance), groups };
}

/** The statuses spec/2 §8 gives the accounts' load error a text of its own (0 = no answer). */
const accountsLoadErrorStatuses = new Set([0, 400, 401, 403, 404, 500, 503]);

/**
 * The catalogue key of the text for a failed load of the product summary or of an account's
 * details (spec/2 §8): one per known status, `errors.productSummary.other` for anything else.
 */
export function accountsLoadErrorKey(error: unknown): string {
  const status = isPlatformError(error) ? error.status : undefined;
  return status !== undefined && accountsLoadErrorStatuses.has(status) ? `errors.productSummary.status${status}` : 'errors.productSummary.other';
}

export const productSummaryPath = '/arrangement-manager/client-api/v2/productsummary';

/** Spec/2 §6: product lists are asked for with the permission they need and no practical size limit. */
const productSummaryQuery = {
  businessFunction: 'Product Summary',
  resourceName: 'Product Summary',
  privilege: 'view',
  size: 1000000,
} as const satisfies QueryOf<'getProductSummary'>;

export async function productSummary(http: HttpClient, signal?: AbortSignal): Promise<ProductSummary> {
  return readProductSummary(await http.get(productSummaryPath, productSummaryQuery, signal));
}

/**
 * Spec/2 §4 "Visibility": a product is hidden when the member's own preference says so;
 * otherwise when the platform marks it not visible.
 */
export function isProductVisible(product: Product): boolean {
  const preference = product.userPreferences?.visible;
  if (preference !== undefined) return preference;
  return product.visible !== false;
}

/** The groups with only their visible products; kinds left with none are dropped (spec/2 §4). */
export function visibleGroups(summary: ProductSummary): ProductKindGroup[] {
  return summary.groups
    .map((group) => ({ ...group, products: group.products.filter(isProductVisible) }))
    .filter((group) => group.products.length > 0);
}

export type { AccountPreferencesChange };

/**
 * Changes the member's own preferences for one account (NOTES "Manage accounts": PUT
 * arrangements/user-preferences): its alias (empty gives it back the product's name), whether
 * My Accounts lists it, whether it is a favourite, its place among the accounts of its kind.
 * The summary lists the products in the member's order afterwards, so read it again.
 */
export async function changeAccountPreferences(http: HttpClient, change: AccountPreferencesChange): Promise<void> {
  await http.put('/arrangement-manager/client-api/v2/arrangements/user-preferences', change);
}

type ArrangementProduct = NonNullable<Arrangement['product']>;

/**
 * One account as the details page reads it (spec/2 §3 "Account (details)"), from the contract's
 * Arrangement: the product's kind and type lifted out of `product`, the lists always present, and
 * money as the summary's decimal strings (the arrangement sends JSON numbers; the app never holds
 * a float). `fields` is the platform's answer as sent: property cards pick their values from it by
 * key, so an operator can show any field the platform sends without a code change.
 */
export interface AccountDetails
  extends Pick<Arrangement, 'id'>,
    Partial<
      Pick<
        Arrangement,
        'name' | 'displayName' | 'bankAlias' | 'productKindName' | 'productTypeName' | 'productNumber' | 'externalArrangementId' | 'currency' | 'externalAccountStatus'
      >
    >,
    Required<Pick<Arrangement, 'legalEntityIds' | 'unmaskableAttributes'>> {
  /** `product.productKind.kindUri`, e.g. `loan`: chooses the property cards. */
  kindUri?: NonNullable<ArrangementProduct['productKind']>['kindUri'];
  externalTypeId?: ArrangementProduct['externalTypeId'];
  bookedBalance?: SummaryProduct['bookedBalance'];
  availableBalance?: SummaryProduct['availableBalance'];
  /**
   * Present on accounts linked from another institution. Held as the text of the contract's integer,
   * since a platform may send it as a string and any value at all marks the account as linked.
   */
  financialInstitutionId?: string;
  fields: JsonRecord;
}

function identifierOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return stringOf(value);
}

export function readAccountDetails(answer: unknown): AccountDetails {
  const record = expectRecord(answer, 'the account details');
  const id = stringOf(record.id);
  if (!id) throw new UnexpectedAnswerError('the account details');
  const product = isRecord(record.product) ? record.product : {};
  const productKind = isRecord(product.productKind) ? product.productKind : {};
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  return {
    id,
    name: stringOf(record.name),
    displayName: stringOf(record.displayName),
    bankAlias: stringOf(record.bankAlias),
    productKindName: stringOf(record.productKindName) ?? stringOf(productKind.kindName),
    productTypeName: stringOf(record.productTypeName) ?? stringOf(product.typeName),
    kindUri: stringOf(productKind.kindUri),
    productNumber: identifierOf(record.productNumber),
    externalTypeId: identifierOf(product.externalTypeId ?? record.externalTypeId),
    externalArrangementId: stringOf(record.externalArrangementId),
    legalEntityIds: strings(record.legalEntityIds),
    bookedBalance: decimalOf(record.bookedBalance),
    availableBalance: decimalOf(record.availableBalance),
    currency: stringOf(record.currency),
    unmaskableAttributes: strings(record.unmaskableAttributes),
    financialInstitutionId: identifierOf(record.financialInstitutionId),
    externalAccountStatus: externalAccountStatusOf(record.externalAccountStatus),
    fields: record,
  };
}

export const arrangementPath = (arrangementId: string) =>
  `/arrangement-manager/client-api/v2/arrangements/${encodeURIComponent(arrangementId)}`;

export async function accountDetails(http: HttpClient, arrangementId: string, signal?: AbortSignal): Promise<AccountDetails> {
  return readAccountDetails(await http.get(arrangementPath(arrangementId), undefined, signal));
}

/**
 * The clear value of a masked attribute (spec/2 §4). The platform answers a plain string; a
 * masked-attribute record (`{attributeName, masked, maskedValue, unmaskedValue}`) is read too.
 */
export function readUnmaskedValue(answer: unknown): string {
  if (typeof answer === 'string' && answer !== '') return answer;
  if (isRecord(answer)) {
    const value = stringOf(answer.unmaskedValue) ?? stringOf(answer.value);
    if (value) return value;
  }
  throw new UnexpectedAnswerError('the unmasked attribute');
}

export async function unmaskedAttribute(http: HttpClient, arrangementId: string, attributeName: string): Promise<string> {
  return readUnmaskedValue(
    await http.get(`${arrangementPath(arrangementId)}/unmasked-attributes/${encodeURIComponent(attributeName)}`),
  );
}

/** Removes an account linked from another institution (spec/2 §4 "Account details, unlink"). */
export async function unlinkArrangement(http: HttpClient, link: operations['unlinkArrangement']['parameters']['path']): Promise<void> {
  await http.post(
    `/arrangement-manager/client-api/v2/arrangements/unlink/${encodeURIComponent(link.externalLegalEntityId)}/${encodeURIComponent(link.externalArrangementId)}`,
  );
}

/**
 * A single-sign-on session for one account in an external system (spec/2 §7, NOTES §1.7: GET
 * sso/applications with the application name and the internal arrangement id → `{name, ssourl}`).
 * The ssourl is the key the hand-off posts.
 */
export async function accountSsoKey(http: HttpClient, application: string, arrangementId: string): Promise<string> {
  const query: QueryOf<'getSsoApplication'> = { name: application, internalArrangementId: arrangementId };
  const answer = await http.get('/sso/client-api/v1/applications', query);
  const key = isRecord(answer) ? stringOf(answer.ssourl) : undefined;
  if (!key) throw new UnexpectedAnswerError('the single-sign-on session');
  return key;
}

export const accountDetailsKey = (arrangementId: string) => `arrangement-manager/arrangements/${arrangementId}`;

/** The account behind the details page; `undefined` id (no account chosen) holds the request back. */
export function useAccountDetails(arrangementId: string | undefined): SWRResponse<AccountDetails, PlatformError | Error> {
  const { http } = usePlatform();
  return useEarlySWR(arrangementId ? accountDetailsKey(arrangementId) : null, () => accountDetails(http, arrangementId as string));
}

/** Starts an account's details as soon as boot knows the account page is opened, for useAccountDetails to pick up. */
export function prefetchAccountDetails(http: HttpClient, arrangementId: string): void {
  void startEarly(accountDetailsKey(arrangementId), () => accountDetails(http, arrangementId));
}
