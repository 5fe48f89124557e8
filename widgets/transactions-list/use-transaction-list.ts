import { useCallback, useMemo } from 'react';
import {
  useTransactionPage,
  useTransactionPages,
  type Transaction,
  type TransactionListQuery,
  type TransactionPage,
} from '../../src/platform/index.js';
import type { Pagination } from './settings.js';

export interface TransactionList {
  /** The rows on screen: one page (paged) or every page loaded so far (load more, infinite). */
  transactions: Transaction[];
  /** Matching transactions on all pages; undefined until the first answer. */
  total: number | undefined;
  /** The first answer has not come yet. */
  loading: boolean;
  /** The first page failed: nothing to show. */
  error: unknown;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** A further page failed; what is loaded stays on screen (spec/2 §2.2 "Couldn't load more"). */
  moreError: unknown;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Paged mode: the number of pages. */
  pageCount: number;
  /** Applies a change to one transaction wherever the cached pages hold it (no refetch). */
  patch: (id: string, change: Partial<Transaction>) => void;
}

/**
 * A page with one transaction changed; a page without it is returned as it was, so the pages (and
 * rows) that did not change keep their identity and are not drawn again.
 */
const patchPage = (page: TransactionPage, id: string, change: Partial<Transaction>): TransactionPage =>
  page.transactions.some((transaction) => transaction.id === id)
    ? {
        ...page,
        transactions: page.transactions.map((transaction) => (transaction.id === id ? { ...transaction, ...change } : transaction)),
      }
    : page;

/**
 * The three pagination modes of spec/2 §2.2 behind one shape. Paged reads one page at a time (the
 * page is in the address); load-more and infinite scroll keep appending pages, the difference being
 * only who asks for the next one (the member's button or the end of the list coming into view).
 */
export function useTransactionList(query: TransactionListQuery | null, pagination: Pagination, page: number): TransactionList {
  const paged = pagination.mode === 'paged';
  const single = useTransactionPage(paged ? query : null, page - 1, pagination.pageSize);
  const pages = useTransactionPages(paged ? null : query, pagination.pageSize);
  const { mutate: mutateSingle } = single;
  const { mutate: mutatePages, setSize, size, isValidating } = pages;

  const pageList = pages.data;
  const transactions = useMemo(
    () => (paged ? (single.data?.transactions ?? []) : (pageList ?? []).flatMap((entry) => entry.transactions)),
    [paged, single.data, pageList],
  );
  const total = paged ? single.data?.total : pageList?.[pageList.length - 1]?.total;
  const firstLoaded = paged ? single.data !== undefined : (pageList?.length ?? 0) > 0;
  const loadedAll = total !== undefined && transactions.length >= total;
  const lastPageEmpty = pageList !== undefined && pageList.length > 0 && pageList[pageList.length - 1]?.transactions.length === 0;
  const hasMore = !paged && firstLoaded && !loadedAll && !lastPageEmpty;
  const loadingMore = !paged && firstLoaded && size > (pageList?.length ?? 0) && !pages.error;
  const error = paged ? (single.data ? undefined : single.error) : firstLoaded ? undefined : pages.error;
  const moreError = !paged && firstLoaded ? pages.error : undefined;

  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore || moreError || isValidating) return;
    void setSize(size + 1);
  }, [hasMore, loadingMore, moreError, isValidating, setSize, size]);

  const retry = useCallback(() => {
    if (paged) void mutateSingle();
    else void mutatePages();
  }, [paged, mutateSingle, mutatePages]);

  const patch = useCallback(
    (id: string, change: Partial<Transaction>) => {
      if (paged) void mutateSingle((current) => (current ? patchPage(current, id, change) : current), { revalidate: false });
      else void mutatePages((current) => current?.map((entry) => patchPage(entry, id, change)), { revalidate: false });
    },
    [paged, mutateSingle, mutatePages],
  );

  return {
    transactions,
    total,
    loading: !firstLoaded && !error,
    error,
    loadingMore,
    moreError,
    hasMore,
    loadMore,
    retry,
    pageCount: total === undefined ? 0 : Math.max(1, Math.ceil(total / pagination.pageSize)),
    patch,
  };
}
