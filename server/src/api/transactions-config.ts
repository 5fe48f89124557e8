import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** config/transactions.json (schemas/transactions.schema.json): what the server enforces of it. */
export interface TransactionsConfig {
  pagination: { mode: 'infinite' | 'paged' | 'load-more'; pageSize: number; maxPages: number };
  sort: { orderBy: string; direction: 'ASC' | 'DESC' };
  dispute: {
    enabled: boolean;
    eligibilityDays: number;
    disputableTypeGroups: string[];
    topicCodes: { DISPUTE: string; INQUIRY: string };
    messageMaxLength: number;
  };
  export: {
    formats: ExportFormat[];
    maxItems: number;
    supportedKindUris: string[];
    intuitBankId: string;
    financialInstitution: { org: string; fid: string };
    routingNumber: string;
  };
  checkImages: { maintenance: boolean; recentHours: number; maxAgeDays: number };
}

export const exportFormats = ['CSV', 'OFX', 'QFX', 'QBO', 'PDF'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * Read on every request (the file is small), so an operator's edit — switching check images into
 * maintenance, raising the export limit — applies without a restart. The file is validated
 * against its schema by `npm run config:check` and the app at start; a file that is not even an
 * object is a deployment error and fails loudly.
 */
export async function readTransactionsConfig(configDir: string): Promise<TransactionsConfig> {
  const parsed: unknown = JSON.parse(await readFile(join(configDir, 'transactions.json'), 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('config/transactions.json must hold an object');
  }
  return parsed as TransactionsConfig;
}
