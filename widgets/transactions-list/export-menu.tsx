import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown } from 'antd';
import { useState } from 'react';
import {
  exportFailureReason,
  exportTransactions,
  isPlatformError,
  usePlatform,
  type ExportFormat,
  type TransactionListQuery,
} from '../../src/platform/index.js';
import { saveFile } from '../../src/banking-ui/index.js';
import { keySegment, type Translate } from './transaction-row.js';

/** The failure reasons of spec/2 §8 that have their own text; anything else is "Export Failed". */
export const exportReasons = [
  'TOO_MANY_ITEMS',
  'MULTIPLE_PRODUCTS',
  'MIXED_PRODUCT_KINDS',
  'UNSUPPORTED_PRODUCT_KIND',
  'EXTERNAL_ACCOUNT_NOT_SUPPORTED',
] as const;

export interface ExportProblem {
  title: string;
  description: string;
}

/** The texts for a failed export: the reason's own, the generic banner when nothing answered, else "Export Failed". */
export function exportProblem(error: unknown, t: Translate): ExportProblem {
  const reason = exportFailureReason(error);
  if (reason && (exportReasons as readonly string[]).includes(reason)) {
    return { title: t('transactions.export.failed'), description: t(`transactions.export.reason.${keySegment(reason)}`) };
  }
  if (!isPlatformError(error) || error.status === 0) {
    return { title: t('transactions.export.oops'), description: t('transactions.export.tryLater') };
  }
  return { title: t('transactions.export.failed'), description: t('transactions.export.tryLater') };
}

/**
 * "Export" with one entry per configured format (spec/2 §2.2: CSV, OFX, PDF, QFX, QBO). The server
 * builds the file from the ledger with the list's current filters; failures show their reason.
 */
export function ExportMenu({
  query,
  formats,
  apiRoot,
  t,
  onProblem,
  save = saveFile,
}: {
  query: TransactionListQuery;
  formats: readonly ExportFormat[];
  apiRoot: string;
  t: Translate;
  /** Reports a failed export (undefined when a new one starts); the list shows it under its bar. */
  onProblem: (problem: ExportProblem | undefined) => void;
  save?: (blob: Blob, fileName: string) => void;
}) {
  const platform = usePlatform();
  const [busy, setBusy] = useState<ExportFormat | undefined>(undefined);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    onProblem(undefined);
    try {
      const file = await exportTransactions(platform, format, query, { apiRoot });
      save(file.blob, file.fileName);
    } catch (error) {
      onProblem(exportProblem(error, t));
    } finally {
      setBusy(undefined);
    }
  };

  if (formats.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: formats.map((format) => ({ key: format, label: t(`transactions.export.format.${keySegment(format)}`) })),
        onClick: ({ key }) => void run(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy !== undefined}>
        {t('transactions.export.action')}
      </Button>
    </Dropdown>
  );
}

export function ExportProblemAlert({ problem, onClose, t }: { problem: ExportProblem; onClose: () => void; t: Translate }) {
  return (
    <Alert
      className="pb-tx-export-problem"
      type="error"
      showIcon
      role="alert"
      title={problem.title}
      description={problem.description}
      closable={{ 'aria-label': t('transactions.alert.dismiss') }}
      onClose={onClose}
    />
  );
}
