import useSWR, { type SWRConfiguration } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { downloadWithCookie, type CookieDownloadOptions, type DownloadedFile } from './cookie-download.js';
import { earlyAnswer, startEarly, takeEarly, useEarlySWR } from './early-requests.js';
import { PlatformError } from './errors.js';
import {
  creditDebitIndicatorValues,
  disputeOptionsReasonValues,
  disputeRequestTypeValues,
  pathsTransactionManagerClientApiV2TransactionsExportGetParametersQueryExportTypeValues,
  pathsTransactionManagerClientApiV2TransactionsGetParametersQueryOrderByValues,
  transactionCategoryCategoryTypeValues,
  type BodyOf,
  type CheckImages,
  type CreditDebitIndicator,
  type CurrencyAmount,
  type Dispute,
  type DisputeOptions as DisputeOptionsAnswer,
  type DisputeRequestType,
  type QueryOf,
  type Transaction as TransactionAnswer,
  type TransactionCategory as TransactionCategoryAnswer,
} from '../../schemas/api/generated/api-types.js';
import { type HttpClient, type QueryValue } from './http.js';
import { booleanOf, decimalOf, expectArray, expectRecord, isRecord, oneOf, stringOf } from './json.js';
import { usePlatform, type Platform } from './platform-context.js';

/** The transaction-manager service (spec/2 §2.2–§2.3, §3 "Transaction"; paths: server/README.md). */
export const transactionsPath = '/transaction-manager/client-api/v2/transactions';
export const transactionsExportPath = `${transactionsPath}/export`;

/** Where a card transaction took place: the part of the contract's location the map reads. */
export type TransactionLocation = Pick<NonNullable<TransactionAnswer['location']>, 'latitude' | 'longitude' | 'address' | 'city'>;

export type { CreditDebitIndicator };

/**
 * One transaction as the list and its dialog read it, from the contract's Transaction: the amount
 * (unsigned: the indicator says which way the money went) and currency lifted out of
 * `transactionAmountCurrency`, the merchant's name out of `merchant`, a location only when it can
 * be shown, and the description and whether it is pending always known.
 */
export interface Transaction
  extends Pick<TransactionAnswer, 'id' | 'arrangementId' | 'bookingDate' | 'creditDebitIndicator'>,
    Required<Pick<TransactionAnswer, 'description' | 'isPending'>>,
    Pick<
      TransactionAnswer,
      | 'originalDescription'
      | 'reference'
      | 'typeGroup'
      | 'type'
      | 'category'
      | 'valueDate'
      | 'runningBalance'
      | 'billingStatus'
      | 'counterPartyName'
      | 'notes'
      | 'checkSerialNumber'
      | 'checkImageAvailability'
      | 'disputeStatus'
      | 'creationTime'
    > {
  amount: CurrencyAmount['amount'];
  currency: CurrencyAmount['currencyCode'];
  merchantName?: NonNullable<TransactionAnswer['merchant']>['name'];
  location?: TransactionLocation;
}

const isCreditDebitIndicator = oneOf(creditDebitIndicatorValues);

function locationOf(value: unknown): TransactionLocation | undefined {
  if (!isRecord(value)) return undefined;
  const number = (field: unknown) => (typeof field === 'number' && Number.isFinite(field) ? field : undefined);
  const location: TransactionLocation = {
    latitude: number(value.latitude),
    longitude: number(value.longitude),
    address: stringOf(value.address),
    city: stringOf(value.city),
  };
  const hasPlace = location.address !== undefined || (location.latitude !== undefined && location.longitude !== undefined);
  return hasPlace ? location : undefined;
}

/** One transaction from the platform's JSON; undefined when the essentials are missing. */
export function readTransaction(value: unknown): Transaction | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  const arrangementId = stringOf(value.arrangementId);
  const bookingDate = stringOf(value.bookingDate);
  const money = isRecord(value.transactionAmountCurrency) ? value.transactionAmountCurrency : undefined;
  const amount = decimalOf(money?.amount);
  const currency = stringOf(money?.currencyCode);
  const indicator = value.creditDebitIndicator;
  if (!id || !arrangementId || !bookingDate || amount === undefined || !currency) return undefined;
  if (!isCreditDebitIndicator(indicator)) return undefined;
  const state = stringOf(value.state);
  const billingStatus = stringOf(value.billingStatus);
  return {
    id,
    arrangementId,
    description: stringOf(value.description) ?? stringOf(value.originalDescription) ?? '',
    originalDescription: stringOf(value.originalDescription),
    reference: stringOf(value.reference),
    typeGroup: stringOf(value.typeGroup),
    type: stringOf(value.type),
    category: stringOf(value.category),
    bookingDate,
    valueDate: stringOf(value.valueDate),
    amount: amount.startsWith('-') ? amount.slice(1) : amount,
    currency,
    creditDebitIndicator: indicator,
    runningBalance: decimalOf(value.runningBalance),
    billingStatus,
    isPending:
      booleanOf(value.isPending) ?? (state?.toUpperCase() === 'PENDING' || billingStatus?.toUpperCase() === 'PENDING'),
    merchantName: isRecord(value.merchant) ? stringOf(value.merchant.name) : undefined,
    counterPartyName: stringOf(value.counterPartyName),
    notes: stringOf(value.notes),
    location: locationOf(value.location),
    checkSerialNumber: stringOf(value.checkSerialNumber),
    checkImageAvailability: stringOf(value.checkImageAvailability),
    disputeStatus: stringOf(value.disputeStatus),
    creationTime: stringOf(value.creationTime),
  };
}

type ListQuery = QueryOf<'listTransactions'>;

/**
 * Search and filters of the list, from the contract's listTransactions query: each maps to the
 * parameter of the same meaning (transactionQueryParameters), the ranges named by the member's
 * from/to instead of the platform's GreaterThan/LessThan, the text as typed (trimmed on sending).
 */
export interface TransactionFilters extends Pick<ListQuery, 'creditDebitIndicator'> {
  /** Free text: description, counterparty, merchant, reference. */
  query?: ListQuery['query'];
  /** First and last booking day, both included ("YYYY-MM-DD"). */
  bookingDateFrom?: ListQuery['bookingDateGreaterThan'];
  bookingDateTo?: ListQuery['bookingDateLessThan'];
  /** Unsigned decimal strings, both included. */
  amountFrom?: ListQuery['amountGreaterThan'];
  amountTo?: ListQuery['amountLessThan'];
  typeGroups?: Readonly<ListQuery['typeGroups']>;
  categories?: Readonly<ListQuery['categories']>;
}

/** The list's query: its filters, the account and the order (the contract's listTransactions query). */
export interface TransactionListQuery extends TransactionFilters, Required<Pick<ListQuery, 'arrangementId'>>, Pick<ListQuery, 'orderBy' | 'direction'> {}

/** The keys the list may be ordered by. */
export const transactionSortKeys = pathsTransactionManagerClientApiV2TransactionsGetParametersQueryOrderByValues;

/** One page of the contract's listTransactions answer, with the total its X-Total-Count header carries. */
export interface TransactionPage {
  transactions: Transaction[];
  /** X-Total-Count: every transaction matching the query, on all pages. */
  total: number;
}

/** The platform's query parameters for a list query (shared by the list and the export). */
export function transactionQueryParameters(query: TransactionListQuery): Record<string, QueryValue> {
  const list = (values: readonly string[] | undefined) => (values && values.length > 0 ? values.join(',') : undefined);
  const text = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);
  return {
    arrangementId: query.arrangementId,
    query: text(query.query),
    bookingDateGreaterThan: query.bookingDateFrom,
    bookingDateLessThan: query.bookingDateTo,
    amountGreaterThan: text(query.amountFrom),
    amountLessThan: text(query.amountTo),
    creditDebitIndicator: query.creditDebitIndicator,
    typeGroups: list(query.typeGroups),
    categories: list(query.categories),
    orderBy: query.orderBy,
    direction: query.direction,
  };
}

/** One page (`from` is a page index, as the platform counts) of an account's transactions. */
export async function listTransactions(
  http: HttpClient,
  query: TransactionListQuery,
  page: { from: number; size: number },
  signal?: AbortSignal,
): Promise<TransactionPage> {
  const { body, headers } = await http.exchange({
    method: 'GET',
    path: transactionsPath,
    query: { ...transactionQueryParameters(query), from: page.from, size: page.size },
    signal,
  });
  const items = expectArray(body, 'the transactions list');
  const transactions = items.map(readTransaction).filter((item): item is Transaction => item !== undefined);
  const total = Number(headers.get('X-Total-Count'));
  return { transactions, total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : transactions.length };
}

export async function transactionById(http: HttpClient, id: string): Promise<Transaction> {
  const transaction = readTransaction(await http.get(`${transactionsPath}/${encodeURIComponent(id)}`));
  if (!transaction) throw new PlatformError({ status: 404, method: 'GET', path: `${transactionsPath}/${id}` });
  return transaction;
}

/** Saves a note on a transaction; answers the note as stored (trimmed). */
export async function saveTransactionNote(http: HttpClient, id: string, notes: string): Promise<string> {
  const body: BodyOf<'saveTransactionNotes'> = { notes };
  const answer = await http.put(`${transactionsPath}/${encodeURIComponent(id)}/notes`, body);
  return (isRecord(answer) ? stringOf(answer.notes) : undefined) ?? notes.trim();
}

export async function deleteTransactionNote(http: HttpClient, id: string): Promise<void> {
  await http.delete(`${transactionsPath}/${encodeURIComponent(id)}/notes`);
}

/** A category a member may give a transaction: the contract's TransactionCategory by its name (the type may be missing). */
export type TransactionCategory = Pick<TransactionCategoryAnswer, 'categoryName'> & Partial<Pick<TransactionCategoryAnswer, 'categoryType'>>;

const isCategoryType = oneOf(transactionCategoryCategoryTypeValues);

export async function transactionCategories(http: HttpClient): Promise<TransactionCategory[]> {
  const categories: TransactionCategory[] = [];
  for (const item of expectArray(await http.get(`${transactionsPath}/categories`), 'the transaction categories')) {
    const categoryName = isRecord(item) ? stringOf(item.categoryName) : undefined;
    if (isRecord(item) && categoryName) categories.push({ categoryName, categoryType: isCategoryType(item.categoryType) ? item.categoryType : undefined });
  }
  return categories;
}

export async function changeTransactionCategory(http: HttpClient, change: BodyOf<'categorizeTransactions'>[number]): Promise<void> {
  const body: BodyOf<'categorizeTransactions'> = [change];
  await http.patch(transactionsPath, body);
}

export type { DisputeRequestType };

/**
 * Whether the member may file an inquiry or a dispute now (the contract's DisputeOptions, without
 * the conversation topics the platform files them under). `eligible`: whether any request may be
 * filed; `reason`: why a dispute, or any request, may not; `requestTypes`: the requests allowed
 * (an inquiry only, when a dispute is not). The figures may be missing: the widget has its own.
 */
export type DisputeOptions = Pick<DisputeOptionsAnswer, 'eligible' | 'requestTypes'> &
  Partial<Pick<DisputeOptionsAnswer, 'reason' | 'disputeStatus' | 'eligibilityDays' | 'messageMaxLength'>>;

const isDisputeRequestType = oneOf(disputeRequestTypeValues);
const isDisputeReason = oneOf(disputeOptionsReasonValues);

export async function disputeOptions(http: HttpClient, id: string): Promise<DisputeOptions> {
  const answer = expectRecord(await http.get(`${transactionsPath}/${encodeURIComponent(id)}/dispute-options`), 'the dispute options');
  const requestTypes = Array.isArray(answer.requestTypes) ? answer.requestTypes.filter(isDisputeRequestType) : [];
  return {
    eligible: answer.eligible === true,
    reason: isDisputeReason(answer.reason) ? answer.reason : undefined,
    disputeStatus: stringOf(answer.disputeStatus),
    eligibilityDays: typeof answer.eligibilityDays === 'number' ? answer.eligibilityDays : undefined,
    requestTypes,
    messageMaxLength: typeof answer.messageMaxLength === 'number' ? answer.messageMaxLength : undefined,
  };
}

/**
 * What filing answers, from the contract's Dispute: the request type as asked, the rest when the
 * platform sent it. The status becomes the transaction's disputeStatus, so it is held as that
 * (whatever status the platform names), not only the two the sandbox answers.
 */
export interface DisputeReceipt extends Pick<Dispute, 'requestType'>, Partial<Pick<Dispute, 'id' | 'conversationId'>> {
  disputeStatus?: TransactionAnswer['disputeStatus'];
}

export async function fileDispute(http: HttpClient, id: string, request: BodyOf<'createDispute'>): Promise<DisputeReceipt> {
  const answer = await http.post(`${transactionsPath}/${encodeURIComponent(id)}/disputes`, request);
  const record = isRecord(answer) ? answer : {};
  return {
    id: stringOf(record.id),
    conversationId: stringOf(record.conversationId),
    requestType: request.requestType,
    disputeStatus: stringOf(record.disputeStatus),
  };
}

/** One side of a check (the contract's CheckImages item): the content is base64. */
export type CheckImage = CheckImages['images'][number];

/** The platform may name a side in any case; anything but the back is the front. */
const checkSideOf = (side: string): CheckImage['side'] => (side.toUpperCase() === 'BACK' ? 'BACK' : 'FRONT');

export async function checkImages(http: HttpClient, id: string): Promise<CheckImage[]> {
  const answer = expectRecord(await http.get(`${transactionsPath}/${encodeURIComponent(id)}/check-images`), 'the check images');
  const images: CheckImage[] = [];
  for (const image of expectArray(answer.images, 'the check images')) {
    if (!isRecord(image)) continue;
    const [side, mimeType, content] = [stringOf(image.side), stringOf(image.mimeType), stringOf(image.content)];
    if (side && mimeType && content) images.push({ side: checkSideOf(side), mimeType, content });
  }
  return images;
}

export type ExportFormat = QueryOf<'exportTransactions'>['exportType'];
export const exportFormats = pathsTransactionManagerClientApiV2TransactionsExportGetParametersQueryExportTypeValues;

/** Transactions as a file in the chosen format, with the list's filters (spec/2 §2.2 "Export"), fetched as a plain download link would be (downloadWithCookie). */
export async function exportTransactions(
  platform: Platform,
  format: ExportFormat,
  query: TransactionListQuery,
  options: CookieDownloadOptions,
): Promise<DownloadedFile> {
  const search = new URLSearchParams({ exportType: format });
  for (const [name, value] of Object.entries(transactionQueryParameters(query))) {
    if (value !== undefined) search.set(name, String(value));
  }
  return downloadWithCookie(
    platform,
    { path: transactionsExportPath, cookieScope: transactionsExportPath, search, fallbackName: `transactions.${format.toLowerCase()}` },
    options,
  );
}

/** The export failure reason of spec/2 §8 (TOO_MANY_ITEMS …) carried by a failed export, if any. */
export function exportFailureReason(error: unknown): string | undefined {
  if (!(error instanceof PlatformError)) return undefined;
  return error.errors[0]?.key ?? error.key;
}

const keyPrefix = 'transaction-manager';
type Options<T> = SWRConfiguration<T, PlatformError | Error>;

/** SWR key of a list query: the same query shares cached pages wherever it is shown. */
export function transactionListKey(query: TransactionListQuery, pageSize: number): string {
  return `${keyPrefix}/transactions?${JSON.stringify({ ...transactionQueryParameters(query), size: pageSize })}`;
}

/** The cache key of one page of the list (`page` counts from 0). */
const transactionPageKey = (query: TransactionListQuery, page: number, pageSize: number) => `${transactionListKey(query, pageSize)}#${page}`;

/**
 * Starts one page of the list as soon as boot knows the list is opened, for the list's hooks (one
 * page, or consecutive pages) to pick up when it mounts (early-requests.ts).
 */
export function prefetchTransactionPage(http: HttpClient, query: TransactionListQuery, page: number, pageSize: number): void {
  void startEarly(transactionPageKey(query, page, pageSize), () => listTransactions(http, query, { from: page, size: pageSize }));
}

/** One page of the list (the paged mode). The previous page stays on screen while the next loads. */
export function useTransactionPage(query: TransactionListQuery | null, page: number, pageSize: number, options?: Options<TransactionPage>) {
  const { http } = usePlatform();
  return useEarlySWR(query ? transactionPageKey(query, page, pageSize) : null, () => listTransactions(http, query as TransactionListQuery, { from: page, size: pageSize }), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    ...options,
  });
}

/**
 * Pages are parsed once and never changed in place (a patch makes a new page object), so the same
 * object means the same page. SWR's default comparison hashes the whole value: for the infinite
 * list that is every loaded page each time one is added, which with 10,000 rows loaded blocks the
 * main thread for hundreds of milliseconds per page. Reference equality keeps it O(pages).
 */
const sameReference = (a: unknown, b: unknown) => a === b;

const fallbackPages = (first: TransactionPage | undefined) => (first === undefined ? undefined : [first]);

/**
 * Consecutive pages of the list (load-more and infinite scroll). The loaded pages live in the SWR
 * cache, so leaving for a transaction's detail and coming back shows them at once; a new query
 * starts again from the first page.
 */
export function useTransactionPages(query: TransactionListQuery | null, pageSize: number) {
  const { http } = usePlatform();
  return useSWRInfinite<TransactionPage, PlatformError | Error>(
    (index, previous: TransactionPage | null) => {
      if (!query) return null;
      if (previous && (index * pageSize >= previous.total || previous.transactions.length === 0)) return null;
      return transactionPageKey(query, index, pageSize);
    },
    (key: string) => {
      const index = Number(key.slice(key.lastIndexOf('#') + 1));
      return takeEarly<TransactionPage>(key) ?? listTransactions(http, query as TransactionListQuery, { from: index, size: pageSize });
    },
    {
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      compare: sameReference,
      // The first page boot read (prefetchTransactionPage), when it has answered: on screen from the first render.
      fallbackData: fallbackPages(query === null ? undefined : earlyAnswer<TransactionPage>(transactionPageKey(query, 0, pageSize))),
    },
  );
}

export function useTransaction(id: string | undefined, options?: Options<Transaction>) {
  const { http } = usePlatform();
  return useSWR(id ? `${keyPrefix}/transactions/${id}` : null, () => transactionById(http, id as string), {
    revalidateOnFocus: false,
    ...options,
  });
}

const categoriesKey = `${keyPrefix}/categories`;

/** Starts the categories as soon as boot knows the list is opened, for useTransactionCategories to pick up. */
export function prefetchTransactionCategories(http: HttpClient): void {
  void startEarly(categoriesKey, () => transactionCategories(http));
}

export function useTransactionCategories(enabled = true) {
  const { http } = usePlatform();
  return useEarlySWR(enabled ? categoriesKey : null, () => transactionCategories(http), { revalidateOnFocus: false });
}

export function useDisputeOptions(id: string | undefined) {
  const { http } = usePlatform();
  return useSWR(id ? `${keyPrefix}/transactions/${id}/dispute-options` : null, () => disputeOptions(http, id as string), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export function useCheckImages(id: string | undefined) {
  const { http } = usePlatform();
  return useSWR(id ? `${keyPrefix}/transactions/${id}/check-images` : null, () => checkImages(http, id as string), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
