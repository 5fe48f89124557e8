import { Button } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTransactionCategories, type Transaction, type TransactionFilters } from '../../src/platform/index.js';
import { Skeleton, Spinner, useEntitlement, useMessages, useRuntime } from '../../src/runtime/index.js';
import { EmptyState, ErrorState } from '../../src/banking-ui/index.js';
import type { TransactionsListProps } from './definition.js';
import { ExportMenu, ExportProblemAlert, type ExportProblem } from './export-menu.js';
import { filtersFromSearch, filtersKey, pageParameter, searchWithFilters } from './filters.js';
import { FiltersBar } from './filters-bar.js';
import { listQueryOf, pageOf } from './first-page.js';
import type { Formatting } from './format.js';
import { Pager } from './pager.js';
import { routePath } from './route-path.js';
import { rememberScroll, useScrollRestore } from './scroll-memory.js';
import { transactionsSettings } from './settings.js';
import { TransactionDialog } from './transaction-dialog.js';
import { rowHeight, TransactionRow, type Translate } from './transaction-row.js';
import { useTransactionList, type TransactionList } from './use-transaction-list.js';
import { VirtualRows } from './virtual-rows.js';
import './transactions-list.css';

/** `app.googleMapsApiKey` when the credit union configured one (optional in config/app.json). */
export function mapsApiKeyOf(app: unknown): string | undefined {
  if (typeof app !== 'object' || app === null) return undefined;
  const key = (app as Record<string, unknown>).googleMapsApiKey;
  return typeof key === 'string' && key.trim() !== '' ? key : undefined;
}

function Footer({ list, mode, t }: { list: TransactionList; mode: string; t: Translate }) {
  if (list.moreError) {
    return (
      <div className="pb-tx-footer" role="alert">
        <span>{t('transactions.loadMore.failed')}</span>{' '}
        <Button type="link" onClick={list.retry}>
          {t('transactions.loadMore.retry')}
        </Button>
      </div>
    );
  }
  if (list.loadingMore) {
    return (
      <div className="pb-tx-footer" role="status">
        <Spinner size="small" /> {t('transactions.loadMore.loading')}
      </div>
    );
  }
  if (mode === 'load-more' && list.hasMore) {
    return (
      <div className="pb-tx-footer">
        <Button onClick={list.loadMore}>{t('transactions.loadMore.action')}</Button>
      </div>
    );
  }
  if (!list.hasMore && list.transactions.length > 0 && mode !== 'paged') {
    return <div className="pb-tx-footer pb-tx-secondary">{t('transactions.end')}</div>;
  }
  return null;
}

/**
 * The transactions of one account (spec/2 §2.2): search and filters, export, the list in the
 * configured pagination mode (rows windowed, so 10,000 scroll like 30), and the transaction
 * dialog when the route names a transaction. The list stays where it was while the dialog is
 * open and comes back to the same place when it closes.
 */
export default function TransactionsList({
  pagination,
  typeFilters,
  editEntitlement,
  listHeight,
  listPath: listPattern,
  detailPath,
  conversationPath = 'more/messages/outbox/conversation/:id',
}: TransactionsListProps) {
  const t = useMessages();
  const { config } = useRuntime();
  const { selectedAccount, transactionId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const settings = useMemo(() => transactionsSettings(config.transactions, pagination), [config.transactions, pagination]);
  const formatting: Formatting = useMemo(
    () => ({ locale: config.app.locale, currency: config.app.currency, timezone: config.app.timezone }),
    [config.app.locale, config.app.currency, config.app.timezone],
  );
  const entitled = useEntitlement(editEntitlement ?? '');
  const canEdit = editEntitlement === undefined ? true : entitled;
  const categories = useTransactionCategories();
  const [exportProblem, setExportProblem] = useState<ExportProblem | undefined>(undefined);

  const search = searchParams.toString();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(search)), [search]);
  const page = pageOf(searchParams);
  const query = useMemo(() => listQueryOf(selectedAccount, filters, settings), [selectedAccount, filters, settings]);
  const list = useTransactionList(query, settings.pagination, page);
  const viewport = useRef<HTMLDivElement | null>(null);
  const mode = settings.pagination.mode;
  const listKey = `${selectedAccount ?? ''}?${filtersKey(filters)}${mode === 'paged' ? `#${page}` : ''}`;
  useScrollRestore(listKey, transactionId !== undefined, list.transactions.length > 0, viewport);

  const listPath = routePath(listPattern, { selectedAccount: selectedAccount ?? '' });
  const open = useCallback(
    (transaction: Transaction) => {
      rememberScroll(listKey, viewport.current?.scrollTop ?? 0);
      navigate({ pathname: routePath(detailPath, { selectedAccount: selectedAccount ?? '', transactionId: transaction.id }), search: location.search });
    },
    [listKey, detailPath, selectedAccount, location.search, navigate],
  );
  const close = useCallback(() => navigate({ pathname: listPath, search: location.search }), [listPath, location.search, navigate]);

  const applyFilters = useCallback(
    (next: TransactionFilters) => setSearchParams(searchWithFilters(searchParams, next)),
    [searchParams, setSearchParams],
  );
  const goToPage = (next: number) => {
    const params = new URLSearchParams(searchParams);
    params.set(pageParameter, String(next));
    setSearchParams(params);
    if (viewport.current) viewport.current.scrollTop = 0;
  };

  const { transactions } = list;
  const renderRow = useCallback(
    (index: number) => {
      const transaction = transactions[index];
      return transaction ? <TransactionRow transaction={transaction} formatting={formatting} t={t} onOpen={open} /> : null;
    },
    [transactions, formatting, t, open],
  );

  // The search, filters and export controls (antd inputs, selects, menus) do not depend on the
  // rows: kept as one element, they are not drawn again each time a page of rows arrives.
  const exportFormats = settings.exportFormats;
  const apiRoot = config.app.apiRoot;
  const categoryList = categories.data;
  const filtersBar = useMemo(
    () =>
      query ? (
        <FiltersBar
          key={search}
          filters={filters}
          onChange={applyFilters}
          typeGroups={typeFilters}
          categories={categoryList}
          t={t}
          actions={<ExportMenu query={query} formats={exportFormats} apiRoot={apiRoot} onProblem={setExportProblem} t={t} />}
        />
      ) : null,
    [search, filters, applyFilters, typeFilters, categoryList, t, query, exportFormats, apiRoot],
  );

  if (!selectedAccount || !query) {
    return <EmptyState title={t('transactions.noProduct.title')} body={t('transactions.noProduct.body')} />;
  }

  const known = transactionId ? transactions.find((transaction) => transaction.id === transactionId) : undefined;
  const filtered = filtersKey(filters) !== '';
  const maxHeight = Math.max(240, Math.min(listHeight, typeof window === 'undefined' ? listHeight : Math.round(window.innerHeight * 0.75)));

  let body;
  if (list.error) {
    body = (
      <ErrorState
        title={t('transactions.error.title')}
        description={t('transactions.error.body')}
        retryText={t('transactions.error.retry')}
        onRetry={list.retry}
      />
    );
  } else if (list.loading) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('transactions.loading')}>
        <Skeleton rows={6} />
      </div>
    );
  } else if (transactions.length === 0) {
    body = (
      <EmptyState
        title={t(filtered ? 'transactions.empty.filtered' : 'transactions.empty.none')}
        action={
          filtered ? (
            <Button type="link" onClick={() => applyFilters({})}>
              {t('transactions.filters.clear')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <p className="pb-tx-summary pb-tx-secondary" aria-live="polite" data-testid="transactions-summary">
          {mode === 'paged'
            ? t('transactions.summary.paged', { page, pages: list.pageCount, total: list.total ?? transactions.length })
            : t('transactions.summary.loaded', { shown: transactions.length, total: list.total ?? transactions.length })}
        </p>
        <VirtualRows
          count={transactions.length}
          rowHeight={rowHeight}
          maxHeight={maxHeight}
          renderRow={renderRow}
          onEndReached={mode === 'infinite' ? list.loadMore : undefined}
          endThreshold={Math.ceil(settings.pagination.pageSize / 2)}
          footer={<Footer list={list} mode={mode} t={t} />}
          setSize={list.total}
          label={t('transactions.list.label')}
          viewportRef={viewport}
          testId="transactions-viewport"
        />
        {mode === 'paged' ? (
          <Pager page={page} pageCount={list.pageCount} maxPages={settings.pagination.maxPages} onChange={goToPage} t={t} />
        ) : null}
      </>
    );
  }

  return (
    <div className="pb-tx" data-testid="transactions-list">
      {filtersBar}
      {exportProblem ? <ExportProblemAlert problem={exportProblem} onClose={() => setExportProblem(undefined)} t={t} /> : null}
      {body}
      {transactionId ? (
        <TransactionDialog
          transactionId={transactionId}
          known={known}
          formatting={formatting}
          settings={settings}
          canEdit={canEdit}
          mapsApiKey={mapsApiKeyOf(config.app)}
          conversationPath={conversationPath}
          onChange={list.patch}
          onClose={close}
          t={t}
        />
      ) : null}
    </div>
  );
}
