import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table, type TableProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, saveFile, useFormatting } from '../../src/banking-ui/index.js';
import {
  downloadStatement,
  usePlatform,
  useStatementCategories,
  useStatementDeliveries,
  useStatements,
  type AccountStatement,
  type StatementQuery,
  type StatementSortKey,
} from '../../src/platform/index.js';
import { evaluateEntitlement, useMessages, useRuntime } from '../../src/runtime/index.js';
import { readStatementsConfig } from './statements-config.js';
import { StatementFilters, type StatementFilterValues } from './statement-filters.js';

interface Sorting {
  orderBy: StatementSortKey;
  direction: 'ASC' | 'DESC';
}

const rowKey = (statement: AccountStatement) => statement.documents[0]?.url ?? `${statement.accountId}-${statement.date}-${statement.description}`;

/** The years a statement may be dated in: this year back to the oldest month kept. */
function periodYears(monthsKept: number, today = new Date()): string[] {
  const thisYear = today.getFullYear();
  const oldest = new Date(today.getFullYear(), today.getMonth() - monthsKept, 1).getFullYear();
  return Array.from({ length: thisYear - oldest + 1 }, (_, index) => String(thisYear - index));
}

/**
 * Spec/2 §2.7 statements: the member's statements and tax forms, filtered by account, document
 * type and year, sorted by Book date, category or description on the platform, each downloaded
 * as the PDF the platform renders. The header links to manage statements only for a member
 * who holds the entitlement, when config/statements.json offers the choice.
 */
export function DownloadStatements({ manageStatementsPath, manageEntitlement }: { manageStatementsPath: string; manageEntitlement: string }): ReactNode {
  const t = useMessages();
  const format = useFormatting();
  const platform = usePlatform();
  const { config, facts } = useRuntime();
  const settings = useMemo(() => readStatementsConfig(config.statements), [config]);
  const [filters, setFilters] = useState<StatementFilterValues>({ accountId: undefined, category: undefined, year: undefined });
  const [sorting, setSorting] = useState<Sorting>({ orderBy: 'date', direction: 'DESC' });
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState<string | undefined>(undefined);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const query: StatementQuery = {
    ...(filters.accountId ? { accountIds: [filters.accountId] } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.year ? { dateFrom: `${filters.year}-01-01`, dateTo: `${filters.year}-12-31` } : {}),
    orderBy: sorting.orderBy,
    direction: sorting.direction,
    from: page - 1,
    size: settings.pageSize,
  };
  const statements = useStatements(query);
  const categories = useStatementCategories();
  const accounts = useStatementDeliveries();
  const mayManage = settings.manageStatements && evaluateEntitlement(config.entitlements, manageEntitlement, facts);

  const download = async (statement: AccountStatement) => {
    const document = statement.documents[0];
    if (!document) return;
    setDownloading(rowKey(statement));
    setDownloadFailed(false);
    try {
      const file = await downloadStatement(platform, document.url, { apiRoot: config.app.apiRoot });
      saveFile(file.blob, file.fileName);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(undefined);
    }
  };

  const sortOrder = (key: StatementSortKey) => (sorting.orderBy === key ? (sorting.direction === 'ASC' ? 'ascend' : 'descend') : null);
  const columns: TableProps<AccountStatement>['columns'] = [
    { key: 'date', dataIndex: 'date', title: t('statements.column.date'), sorter: true, sortOrder: sortOrder('date'), render: (date: string) => format.day(date) },
    { key: 'category', dataIndex: 'category', title: t('statements.column.category'), sorter: true, sortOrder: sortOrder('category') },
    { key: 'description', dataIndex: 'description', title: t('statements.column.description'), sorter: true, sortOrder: sortOrder('description') },
    {
      key: 'account',
      title: t('statements.column.account'),
      render: (_: unknown, statement: AccountStatement) => `${statement.accountName} ${statement.accountNumber}`.trim(),
    },
    {
      key: 'download',
      title: t('statements.column.download'),
      align: 'right',
      render: (_: unknown, statement: AccountStatement) => (
        <Button
          icon={<DownloadOutlined />}
          loading={downloading === rowKey(statement)}
          disabled={statement.documents.length === 0}
          onClick={() => void download(statement)}
          aria-label={t('statements.download.label', { description: statement.description, account: statement.accountName })}
        >
          {t('statements.download')}
        </Button>
      ),
    },
  ];

  const onTableChange: TableProps<AccountStatement>['onChange'] = (pagination, _filters, sorter) => {
    const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = chosen?.columnKey;
    if (chosen?.order && (key === 'date' || key === 'category' || key === 'description')) {
      const next: Sorting = { orderBy: key, direction: chosen.order === 'ascend' ? 'ASC' : 'DESC' };
      if (next.orderBy !== sorting.orderBy || next.direction !== sorting.direction) {
        setSorting(next);
        setPage(1);
        return;
      }
    }
    setPage(pagination.current ?? 1);
  };

  return (
    <Flex vertical gap="middle" className="pb-account-statements">
      {mayManage && (
        <Flex justify="end">
          <Link to={manageStatementsPath}>{t('statements.manageLink')}</Link>
        </Flex>
      )}
      <StatementFilters
        accounts={accounts.data ?? []}
        categories={categories.data ?? []}
        years={periodYears(settings.monthsKept)}
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {downloadFailed && (
        <Alert type="error" showIcon closable={{ onClose: () => setDownloadFailed(false) }} title={t('statements.downloadFailed')} description={t('statements.tryLater')} />
      )}
      {statements.error ? (
        <ErrorState title={t('statements.loadFailed')} description={t('statements.tryLater')} retryText={t('statements.retry')} onRetry={() => void statements.mutate()} />
      ) : (
        <Table<AccountStatement>
          rowKey={rowKey}
          columns={columns}
          dataSource={statements.data?.statements ?? []}
          loading={statements.isLoading}
          onChange={onTableChange}
          // Always sorted by something: a third click turns the order round rather than unsorting.
          sortDirections={['ascend', 'descend', 'ascend']}
          scroll={{ x: true }}
          locale={{ emptyText: <EmptyState title={t('statements.empty')} /> }}
          pagination={{ current: page, pageSize: settings.pageSize, total: statements.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true }}
        />
      )}
    </Flex>
  );
}

