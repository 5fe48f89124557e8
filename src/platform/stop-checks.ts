import useSWR, { type SWRResponse } from 'swr';
import { stopCheckStatusValues, type BodyOf, type QueryOf, type StopCheck } from '../../schemas/api/generated/api-types.js';
import type { PlatformError } from './errors.js';
import type { HttpClient } from './http.js';
import { decimalOf, expectArray, expectRecord, isRecord, oneOf, stringOf } from './json.js';
import { contextArrangementsPath, readTransferAccounts, transferAccountPageSize, type TransferAccount } from './transfer-accounts.js';
import { usePlatform } from './platform-context.js';

/**
 * stop-checks (NOTES §1.8: GET/POST /stop-checks/client-api/v1/stop-checks): the member's stop
 * payments on checks, and placing one. A stop's fee, expiry and reasons are the credit union's
 * (config/stop-checks.json); the platform answers what it recorded.
 */

export const stopChecksPath = '/stop-checks/client-api/v1/stop-checks';

/** The permission the accounts a stop may be placed on are listed by. */
export const stopCheckPermission = { businessFunction: 'Stop Checks', resourceName: 'Payments', privilege: 'create' } as const;

/** A stop payment as the page shows it: the contract's StopCheck, read defensively. */
export type StopPayment = StopCheck;

export type StopCheckRequest = BodyOf<'createStopCheck'>;

const isStatus = oneOf(stopCheckStatusValues);

function readStopPayment(value: unknown): StopPayment | undefined {
  if (!isRecord(value) || !isRecord(value.check) || !isRecord(value.originatorAccount)) return undefined;
  const id = stringOf(value.id);
  const number = stringOf(value.check.number);
  const status = value.status;
  if (!id || !number || !isStatus(status)) return undefined;
  const fee = isRecord(value.fee) ? value.fee : {};
  const endNumber = stringOf(value.check.endNumber);
  const amount = decimalOf(value.check.amount);
  const payee = stringOf(value.check.payee);
  return {
    id,
    status,
    reason: stringOf(value.reason) ?? '',
    originatorAccount: {
      name: stringOf(value.originatorAccount.name) ?? '',
      identification: stringOf(value.originatorAccount.identification) ?? '',
      schemeName: 'ID',
    },
    check: { number, ...(endNumber ? { endNumber } : {}), ...(amount ? { amount } : {}), ...(payee ? { payee } : {}) },
    dateOfRequest: stringOf(value.dateOfRequest) ?? '',
    expirationDate: stringOf(value.expirationDate) ?? '',
    fee: { amount: decimalOf(fee.amount) ?? '0.00', currencyCode: stringOf(fee.currencyCode) ?? '' },
    returnedChecks: (Array.isArray(value.returnedChecks) ? value.returnedChecks : []).flatMap((returned) => {
      if (!isRecord(returned) || !isRecord(returned.amount)) return [];
      const checkNumber = stringOf(returned.number);
      const returnedAmount = decimalOf(returned.amount.amount);
      const returnedOn = stringOf(returned.returnedOn);
      if (!checkNumber || !returnedAmount || !returnedOn) return [];
      const returnedPayee = stringOf(returned.payee);
      return [{ number: checkNumber, amount: { amount: returnedAmount, currencyCode: stringOf(returned.amount.currencyCode) ?? '' }, returnedOn, ...(returnedPayee ? { payee: returnedPayee } : {}) }];
    }),
  };
}

export function readStopPayments(answer: unknown): StopPayment[] {
  const list = expectRecord(answer, 'the stop payments');
  return expectArray(list.stopChecks, 'the stop payments')
    .map(readStopPayment)
    .filter((stop): stop is StopPayment => stop !== undefined);
}

export async function listStopPayments(http: HttpClient, signal?: AbortSignal): Promise<StopPayment[]> {
  return readStopPayments(await http.get(stopChecksPath, {}, signal));
}

/** Places a stop; sending the same requestId again answers the stop already placed. */
export async function placeStopPayment(http: HttpClient, request: StopCheckRequest): Promise<StopPayment> {
  const answer = expectRecord(await http.post(stopChecksPath, request), 'the stop payment');
  const stop = readStopPayment(answer.stopCheck);
  if (!stop) throw new Error('The platform answered a stop payment it did not describe');
  return stop;
}

/** The member's accounts of these kinds (kindUri) a stop may be placed on. */
export async function stopCheckAccounts(http: HttpClient, kinds: readonly string[], signal?: AbortSignal): Promise<TransferAccount[]> {
  const query: QueryOf<'listContextArrangements'> = { ...stopCheckPermission, from: 0, size: transferAccountPageSize };
  const accounts = readTransferAccounts(await http.get(contextArrangementsPath, query, signal));
  return accounts.filter((account) => account.kindUri !== undefined && kinds.includes(account.kindUri));
}

export const stopCheckSwrKeys = {
  list: 'stop-checks/stop-checks',
  accounts: 'stop-checks/accounts',
} as const;

export function useStopPayments(): SWRResponse<StopPayment[], PlatformError | Error> {
  const { http } = usePlatform();
  return useSWR(stopCheckSwrKeys.list, () => listStopPayments(http));
}

export function useStopCheckAccounts(kinds: readonly string[]): SWRResponse<TransferAccount[], PlatformError | Error> {
  const { http } = usePlatform();
  return useSWR([stopCheckSwrKeys.accounts, ...kinds], () => stopCheckAccounts(http, kinds));
}
