import useSWR, { type SWRResponse } from 'swr';
import {
  pathsAccountStatementClientApiV2AccountStatementsGetParametersQueryOrderByValues,
  type AccountStatement as AccountStatementAnswer,
  type BodyOf,
  type QueryOf,
  type StatementPreference,
} from '../../schemas/api/generated/api-types.js';
import { downloadWithCookie, type CookieDownloadOptions, type DownloadedFile } from './cookie-download.js';
import type { PlatformError } from './errors.js';
import type { HttpClient } from './http.js';
import { booleanOf, expectArray, expectRecord, isRecord, stringOf } from './json.js';
import { usePlatform, type Platform } from './platform-context.js';

/**
 * account-statement (NOTES §2 account-statement v2, spec/2 §2.7): the member's statements and tax
 * forms, their document types, the PDF of one, and e-statements or paper per account.
 */

export const statementsPath = '/account-statement/client-api/v2/account/statements';
/** The platform's cookie-authorized download prefix (NOTES "Auth module"). */
export const statementDownloadPath = `${statementsPath}/download`;

export type AccountStatement = AccountStatementAnswer;
export type StatementQuery = QueryOf<'listAccountStatements'>;
export type StatementSortKey = NonNullable<StatementQuery['orderBy']>;
export const statementSortKeys = pathsAccountStatementClientApiV2AccountStatementsGetParametersQueryOrderByValues;
export type StatementDelivery = StatementPreference;
export type StatementDeliveryChange = BodyOf<'updateStatementPreferences'>[number];

function readStatement(value: unknown): AccountStatement | undefined {
  if (!isRecord(value)) return undefined;
  const date = stringOf(value.date);
  const documents = (Array.isArray(value.documents) ? value.documents : []).flatMap((document) => {
    const url = isRecord(document) ? stringOf(document.url) : undefined;
    return url ? [{ url, contentType: stringOf(document.contentType) ?? '' }] : [];
  });
  if (!date) return undefined;
  return {
    accountId: stringOf(value.accountId) ?? '',
    accountName: stringOf(value.accountName) ?? '',
    accountNumber: stringOf(value.accountNumber) ?? '',
    date,
    category: stringOf(value.category) ?? '',
    description: stringOf(value.description) ?? '',
    documents,
  };
}

export interface StatementPage {
  statements: AccountStatement[];
  total: number;
}

/** One page of statements and how many match (X-Total-Count). */
export async function listStatements(http: HttpClient, query: StatementQuery, signal?: AbortSignal): Promise<StatementPage> {
  const { body, headers } = await http.exchange({ method: 'GET', path: statementsPath, query: { ...query }, signal });
  const statements = expectArray(body, 'the statements')
    .map(readStatement)
    .filter((statement): statement is AccountStatement => statement !== undefined);
  const total = Number(headers.get('X-Total-Count'));
  return { statements, total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : statements.length };
}

export async function statementCategories(http: HttpClient, signal?: AbortSignal): Promise<string[]> {
  const answer = expectRecord(await http.get(`${statementsPath}/categories`, {}, signal), 'the statement categories');
  return expectArray(answer.categories, 'the statement categories').filter((category): category is string => typeof category === 'string');
}

/** The file of a statement's document: the uid is the last segment of the document's url. */
export function downloadStatement(platform: Platform, documentUrl: string, options: CookieDownloadOptions): Promise<DownloadedFile> {
  const uid = documentUrl.slice(documentUrl.lastIndexOf('/') + 1);
  return downloadWithCookie(
    platform,
    { path: `${statementDownloadPath}/${encodeURIComponent(uid)}`, cookieScope: statementDownloadPath, fallbackName: `statement-${uid}.pdf` },
    options,
  );
}

function readDelivery(value: unknown): StatementDelivery | undefined {
  if (!isRecord(value)) return undefined;
  const accountId = stringOf(value.accountId);
  const onlineStatement = booleanOf(value.onlineStatement);
  const paperStatement = booleanOf(value.paperStatement);
  if (!accountId || onlineStatement === undefined || paperStatement === undefined) return undefined;
  const accountName = stringOf(value.accountName) ?? '';
  return {
    accountId,
    accountName,
    accountNumber: stringOf(value.accountNumber) ?? '',
    displayName: stringOf(value.displayName) ?? accountName,
    accountType: stringOf(value.accountType) ?? '',
    onlineStatement,
    paperStatement,
  };
}

export async function statementDeliveries(http: HttpClient, signal?: AbortSignal): Promise<StatementDelivery[]> {
  return expectArray(await http.get(`${statementsPath}/preferences`, {}, signal), 'the statement preferences')
    .map(readDelivery)
    .filter((delivery): delivery is StatementDelivery => delivery !== undefined);
}

/** Saves e-statements or paper for the accounts listed (all or nothing). */
export async function saveStatementDeliveries(http: HttpClient, changes: StatementDeliveryChange[]): Promise<void> {
  await http.post(`${statementsPath}/preferences/bulk-update`, changes);
}

export const statementSwrKeys = {
  list: 'account-statement/statements',
  categories: 'account-statement/categories',
  deliveries: 'account-statement/preferences',
} as const;

export function useStatements(query: StatementQuery): SWRResponse<StatementPage, PlatformError | Error> {
  const { http } = usePlatform();
  return useSWR([statementSwrKeys.list, JSON.stringify(query)], () => listStatements(http, query), { keepPreviousData: true });
}

export function useStatementCategories(): SWRResponse<string[], PlatformError | Error> {
  const { http } = usePlatform();
  return useSWR(statementSwrKeys.categories, () => statementCategories(http));
}

export function useStatementDeliveries(): SWRResponse<StatementDelivery[], PlatformError | Error> {
  const { http } = usePlatform();
  return useSWR(statementSwrKeys.deliveries, () => statementDeliveries(http));
}
