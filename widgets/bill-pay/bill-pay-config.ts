import { isRecord, readHostedUrls, type HostedUrls } from '../../src/platform/index.js';

/** The provider's pages, named by the route's last URL segment (spec/3 §2 "Bill pay"). */
const billPayPages = ['ShowDashboard', 'OneTimePayment', 'ViewPaymentHistory', 'SendMoneyDashboard'] as const;
export type BillPayPage = (typeof billPayPages)[number];

/** config/bill-pay.json as the widget reads it (its schema is checked before the widget renders). */
export interface BillPayConfig {
  /** Where the provider's pages are embedded from, by the host the app is served from. */
  embedUrls: HostedUrls;
  p2pPages: BillPayPage[];
  frameMinHeightPx: number;
  loadingIndicatorDelayMs: number;
}

const isString = (value: unknown): value is string => typeof value === 'string';

export const isBillPayPage = (value: string | undefined): value is BillPayPage =>
  value !== undefined && (billPayPages as readonly string[]).includes(value);

/** Reads the file, or undefined when it is absent or not in shape (the widget then shows its error). */
export function readBillPayConfig(value: unknown): BillPayConfig | undefined {
  if (!isRecord(value) || !isRecord(value.provider)) return undefined;
  const { provider } = value;
  const embedUrls = readHostedUrls(provider, 'embedUrl', 'defaultEmbedUrl');
  if (!embedUrls) return undefined;
  if (typeof value.frameMinHeightPx !== 'number' || typeof value.loadingIndicatorDelayMs !== 'number') return undefined;
  const p2pPages = (Array.isArray(provider.p2pPages) ? provider.p2pPages : []).filter(
    (page): page is BillPayPage => isString(page) && isBillPayPage(page),
  );
  return {
    embedUrls,
    p2pPages,
    frameMinHeightPx: value.frameMinHeightPx,
    loadingIndicatorDelayMs: value.loadingIndicatorDelayMs,
  };
}

/** The last segment of a path: the provider's page (spec/3 §7). */
export function lastSegment(pathname: string): string | undefined {
  return pathname.split('/').filter((segment) => segment.length > 0).pop();
}
