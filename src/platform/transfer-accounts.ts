import useSWR, { type SWRResponse } from 'swr';
import type { Arrangement, DecimalAmount, QueryOf } from '../../schemas/api/generated/api-types.js';
import type { PlatformError } from './errors.js';
import type { HttpClient } from './http.js';
import { decimalOf, expectArray, isRecord, stringOf } from './json.js';
import { usePlatform } from './platform-context.js';

/*
 * The accounts a transfer may use (spec/3 §6, §9): what the transfer forms, the journeys that move
 * money and a credit card's quick actions on the accounts list read. Apart from
 * payment-order-service.ts, so the accounts list does not bring the forms' payment order calls.
 */

export const contextArrangementsPath = '/arrangement-manager/client-api/v2/productsummary/context/arrangements';

/** The permission a transfer's accounts are listed by (spec/3 §6). */
export const transferPermission = { businessFunction: 'A2A Transfer', resourceName: 'Payments', privilege: 'create' } as const;
/** Source accounts are read in one page of this size (spec/3 §9). */
export const transferAccountPageSize = 200;

type ArrangementProduct = NonNullable<Arrangement['product']>;

/**
 * One of the member's accounts as the transfer form shows and checks it, read from the contract's
 * Arrangement (context arrangements): named as the member knows it (alias, display name or name),
 * its product kind lifted out of `product`, and balances as decimal strings, never floats.
 */
export type TransferAccount = Pick<Arrangement, 'id' | 'name' | 'productKindName' | 'BBAN' | 'minimumPaymentDueDate'> &
  Partial<Pick<Arrangement, 'currency'>> & {
    /** `product.productKind.kindUri`: credit-card, loan, current-account, … (decides the spec/3 §5 rules). */
    kindUri?: NonNullable<ArrangementProduct['productKind']>['kindUri'];
    externalTypeId?: ArrangementProduct['externalTypeId'];
    bookedBalance?: DecimalAmount;
    availableBalance?: DecimalAmount;
  };

function readTransferAccount(value: unknown): TransferAccount | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  if (!id) return undefined;
  const product = isRecord(value.product) ? value.product : {};
  const kind = isRecord(product.productKind) ? product.productKind : {};
  const preferences = isRecord(value.userPreferences) ? value.userPreferences : {};
  const externalTypeId = product.externalTypeId ?? value.externalTypeId;
  return {
    id,
    name: stringOf(preferences.alias) ?? stringOf(value.displayName) ?? stringOf(value.name) ?? id,
    kindUri: stringOf(kind.kindUri),
    productKindName: stringOf(value.productKindName) ?? stringOf(kind.kindName),
    externalTypeId: typeof externalTypeId === 'number' ? String(externalTypeId) : stringOf(externalTypeId),
    BBAN: stringOf(value.BBAN),
    bookedBalance: decimalOf(value.bookedBalance),
    availableBalance: decimalOf(value.availableBalance),
    currency: stringOf(value.currency),
    minimumPaymentDueDate: stringOf(value.minimumPaymentDueDate),
  };
}

export function readTransferAccounts(answer: unknown): TransferAccount[] {
  return expectArray(answer, 'the transfer accounts')
    .map(readTransferAccount)
    .filter((account): account is TransferAccount => account !== undefined);
}

/** Accounts money may leave (`debit`) or arrive in (`credit`), by the transfer permission. */
export async function transferAccounts(http: HttpClient, side: 'debit' | 'credit', signal?: AbortSignal): Promise<TransferAccount[]> {
  const query: QueryOf<'listContextArrangements'> = {
    ...(side === 'debit' ? { debitAccount: true } : { creditAccount: true }),
    ...transferPermission,
    from: 0,
    size: transferAccountPageSize,
  };
  return readTransferAccounts(await http.get(contextArrangementsPath, query, signal));
}

export const transferSwrKeys = {
  debitAccounts: 'payment-order-service/accounts/debit',
  creditAccounts: 'payment-order-service/accounts/credit',
  templates: 'payment-order-service/templates',
  orders: 'payment-order-service/orders',
} as const;

/** `enabled: false` holds the request back (a card's quick actions read only the side they may offer). */
export function useTransferAccounts(side: 'debit' | 'credit', enabled = true): SWRResponse<TransferAccount[], PlatformError | Error> {
  const { http } = usePlatform();
  const key = side === 'debit' ? transferSwrKeys.debitAccounts : transferSwrKeys.creditAccounts;
  return useSWR(enabled ? key : null, () => transferAccounts(http, side));
}
