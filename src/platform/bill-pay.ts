import type { QueryOf, SsoApplication } from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { expectRecord, stringOf, UnexpectedAnswerError } from './json.js';

/** Read from the contract's SsoApplication, whose `ssourl` is, for bill pay, an artifact rather than a URL. */
export interface BillPaySession {
  /** The one-time artifact the provider's embed URL carries as ?artifactId= (spec/3 §7). */
  artifact: SsoApplication['ssourl'];
}

export const billPaySessionPath = '/sso/client-api/v2/sso/payveris';

/**
 * Creates a bill-pay session (spec/3 §7): `p2p` for the external-transfers dashboard. Each call
 * answers a new single-use artifact, so callers create one per frame they load and never cache it.
 */
export async function createBillPaySession(http: HttpClient, options: { p2p: boolean; signal?: AbortSignal }): Promise<BillPaySession> {
  const query: QueryOf<'getPayverisSso'> = options.p2p ? { page: 'p2p' } : {};
  const answer = expectRecord(await http.get(billPaySessionPath, query, options.signal), 'the bill-pay session');
  const artifact = stringOf(answer.ssourl);
  if (!artifact) throw new UnexpectedAnswerError('the bill-pay session');
  return { artifact };
}

/**
 * The provider's URL for a page: the configured embed URL, the page as the last path segment and
 * the artifact as `artifactId` (spec/3 §7).
 */
export function billPayEmbedUrl(embedUrl: string, page: string, artifact: string): string {
  const base = embedUrl.endsWith('/') ? embedUrl.slice(0, -1) : embedUrl;
  return `${base}/${encodeURIComponent(page)}?artifactId=${encodeURIComponent(artifact)}`;
}
