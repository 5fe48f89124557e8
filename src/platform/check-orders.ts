import useSWR, { type SWRResponse } from 'swr';
import { checkOrderStatusValues, type CheckOrder, type QueryOf } from '../../schemas/api/generated/api-types.js';
import type { PlatformError } from './errors.js';
import type { HttpClient } from './http.js';
import { expectArray, expectRecord, isRecord, oneOf, stringOf } from './json.js';
import { contextArrangementsPath, readTransferAccounts, transferAccountPageSize, type TransferAccount } from './transfer-accounts.js';
import { usePlatform } from './platform-context.js';
import { ssoSession, type SsoSession } from './sso.js';

/**
 * Order checks (spec/3 §2, §6, §7 "Single sign-on"): the accounts the member may order checks for,
 * the hand-off to the check printer (sso application HARLAND → `{name, ssourl}`), and the orders
 * the printer recorded (GET sso/client-api/v1/check-orders).
 */

export type { CheckOrder };

export const checkOrdersPath = '/sso/client-api/v1/check-orders';

/** The permission order checks lists its accounts by (spec/3 §6). */
export const orderChecksPermission = { businessFunction: 'Product Summary', resourceName: 'Product Summary', privilege: 'view' } as const;

/** An account the member holds here (never one linked from another institution), with its product number. */
export type CheckOrderAccount = TransferAccount & { productNumber?: string };

/** Which accounts may order checks: a kind, and for some kinds only certain product numbers (config/order-checks.json). */
export interface CheckOrderEligibility {
  kind: string;
  productNumbers?: readonly string[];
}

export function mayOrderChecksFor(account: CheckOrderAccount, rules: readonly CheckOrderEligibility[]): boolean {
  return rules.some(
    (rule) =>
      rule.kind === account.kindUri &&
      (rule.productNumbers === undefined || (account.productNumber !== undefined && rule.productNumbers.includes(account.productNumber))),
  );
}

/** The context arrangements read with their product numbers; accounts linked from elsewhere are left out. */
export function readCheckOrderAccounts(answer: unknown): CheckOrderAccount[] {
  const raw = new Map(
    expectArray(answer, 'the accounts')
      .filter(isRecord)
      .map((value) => [stringOf(value.id), value] as const),
  );
  return readTransferAccounts(answer).flatMap((account) => {
    const value = raw.get(account.id);
    if (value === undefined || value.financialInstitutionId !== undefined) return [];
    const productNumber = stringOf(value.productNumber);
    return [productNumber === undefined ? account : { ...account, productNumber }];
  });
}

export async function checkOrderAccounts(http: HttpClient, rules: readonly CheckOrderEligibility[], signal?: AbortSignal): Promise<CheckOrderAccount[]> {
  const query: QueryOf<'listContextArrangements'> = { ...orderChecksPermission, from: 0, size: transferAccountPageSize };
  return readCheckOrderAccounts(await http.get(contextArrangementsPath, query, signal)).filter((account) => mayOrderChecksFor(account, rules));
}

/** The sso answer for the check printer: the name it answered with, and the URL to open. */
export function checkPrinterSession(http: HttpClient, application: string, arrangementId: string): Promise<SsoSession> {
  return ssoSession(http, { name: application, internalArrangementId: arrangementId });
}

const isStatus = oneOf(checkOrderStatusValues);

function readCheckOrder(value: unknown): CheckOrder | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  const { status, boxes } = value;
  if (!id || !isStatus(status) || typeof boxes !== 'number') return undefined;
  const text = (field: string) => stringOf(value[field]) ?? '';
  return {
    id,
    status,
    boxes,
    orderNumber: text('orderNumber'),
    arrangementId: text('arrangementId'),
    accountName: text('accountName'),
    style: text('style'),
    styleName: text('styleName'),
    startingCheckNumber: text('startingCheckNumber'),
    endingCheckNumber: text('endingCheckNumber'),
    placedDate: text('placedDate'),
    estimatedDeliveryDate: text('estimatedDeliveryDate'),
  };
}

export function readCheckOrders(answer: unknown): CheckOrder[] {
  return expectArray(expectRecord(answer, 'the check orders').checkOrders, 'the check orders')
    .map(readCheckOrder)
    .filter((order): order is CheckOrder => order !== undefined);
}

export async function listCheckOrders(http: HttpClient, size: number, signal?: AbortSignal): Promise<CheckOrder[]> {
  const query: QueryOf<'listCheckOrders'> = { size };
  return readCheckOrders(await http.get(checkOrdersPath, query, signal));
}

export const checkOrderSwrKeys = {
  accounts: 'check-orders/accounts',
  orders: 'check-orders/orders',
} as const;

export function useCheckOrderAccounts(rules: readonly CheckOrderEligibility[] | undefined): SWRResponse<CheckOrderAccount[], PlatformError | Error> {
  const { http } = usePlatform();
  return useSWR(rules ? [checkOrderSwrKeys.accounts, JSON.stringify(rules)] : null, () => checkOrderAccounts(http, rules ?? []));
}

/** The member's latest check orders; `size` undefined holds the request back. */
export function useCheckOrders(size: number | undefined): SWRResponse<CheckOrder[], PlatformError | Error> {
  const { http } = usePlatform();
  return useSWR(size !== undefined ? [checkOrderSwrKeys.orders, size] : null, () => listCheckOrders(http, size ?? 1));
}
