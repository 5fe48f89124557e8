import {
  aggregationStatusValues,
  type AggregationFlowStart,
  type AggregationOperation,
  type AggregationStatus,
  type BodyOf,
} from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { expectRecord, isRecord, oneOf, stringOf, UnexpectedAnswerError } from './json.js';

export type { AggregationOperation, AggregationStatus };

type FlowStartValue = AggregationFlowStart['value'];

/** The contract's AggregationFlowStart flattened: its value's id beside its metadata's token and page. */
export interface AggregationFlow {
  id: FlowStartValue['id'];
  accessToken: FlowStartValue['metadata']['accessToken'];
  /** The aggregator's connection page (`fastLinkURL`); opened with `?accessToken=`. */
  fastLinkUrl: FlowStartValue['metadata']['fastLinkURL'];
}

const isAggregationStatus = oneOf(aggregationStatusValues);

const flowsPath = '/external-account-aggregator/client-api/v1/aggregation/flows';

/** Starts a connect (ADD) or refresh flow: `{value: {id, metadata: {accessToken, configName, fastLinkURL}}}`. */
export async function startAggregationFlow(
  http: HttpClient,
  request: BodyOf<'startAggregationFlow'>,
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
  const status = isRecord(answer.value) ? answer.value.status : undefined;
  if (!isAggregationStatus(status)) throw new UnexpectedAnswerError('the aggregation flow');
  return status;
}

/** The aggregator's page for a flow. */
export function fastLinkPageUrl(flow: AggregationFlow): string {
  const separator = flow.fastLinkUrl.includes('?') ? '&' : '?';
  return `${flow.fastLinkUrl}${separator}accessToken=${encodeURIComponent(flow.accessToken)}`;
}
