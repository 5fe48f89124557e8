import type { HttpClient } from './http.js';
import { expectRecord, isRecord, stringOf, UnexpectedAnswerError } from './json.js';

export type AggregationOperation = 'ADD' | 'REFRESH';
export type AggregationStatus = 'STARTED' | 'IN_PROGRESS' | 'COMPLETED';

export interface AggregationFlow {
  id: string;
  accessToken: string;
  /** The aggregator's connection page; opened with `?accessToken=`. */
  fastLinkUrl: string;
}

const flowsPath = '/external-account-aggregator/client-api/v1/aggregation/flows';

/** Starts a connect (ADD) or refresh flow: `{value: {id, metadata: {accessToken, configName, fastLinkURL}}}`. */
export async function startAggregationFlow(
  http: HttpClient,
  request: { operation: AggregationOperation; arrangementId?: string },
): Promise<AggregationFlow> {
  const answer = expectRecord(await http.post(flowsPath, request), 'the aggregation flow');
  const value = isRecord(answer.value) ? answer.value : undefined;
  const metadata = value && isRecord(value.metadata) ? value.metadata : undefined;
  const id = stringOf(value?.id);
  const accessToken = stringOf(metadata?.accessToken);
  const fastLinkUrl = stringOf(metadata?.fastLinkURL);
  if (!id || !accessToken || !fastLinkUrl) throw new UnexpectedAnswerError('the aggregation flow');
  return { id, accessToken, fastLinkUrl };
}

export async function aggregationFlowStatus(http: HttpClient, id: string): Promise<AggregationStatus> {
  const answer = expectRecord(await http.get(`${flowsPath}/${encodeURIComponent(id)}`), 'the aggregation flow');
  const status = isRecord(answer.value) ? stringOf(answer.value.status) : undefined;
  if (status !== 'STARTED' && status !== 'IN_PROGRESS' && status !== 'COMPLETED') throw new UnexpectedAnswerError('the aggregation flow');
  return status;
}

/** The aggregator's page for a flow. */
export function fastLinkPageUrl(flow: AggregationFlow): string {
  const separator = flow.fastLinkUrl.includes('?') ? '&' : '?';
  return `${flow.fastLinkUrl}${separator}accessToken=${encodeURIComponent(flow.accessToken)}`;
}
