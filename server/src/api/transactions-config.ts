import type { Queryable } from '../db/database.js';
import { loadPublishedFile } from '../config/published-file.js';
import type { OfxAccountType } from '../exports/ofx.js';

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
    /** ORG defaults to the credit union's name in app.json. */
    financialInstitution: { org?: string; fid: string };
    routingNumber: string;
    /** OFX ACCTTYPE per product kind, and per product where one differs from its kind (a money market). */
    accountTypes: { byKind: Record<string, OfxAccountType>; byProduct?: Record<string, OfxAccountType> };
  };
  checkImages: { maintenance: boolean; recentHours: number; maxAgeDays: number };
}

export const exportFormats = ['CSV', 'OFX', 'QFX', 'QBO', 'PDF'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * The tenant's transactions.json as last published (its files on disk until a first version), so
 * an operator's edit — switching check images into maintenance, raising the export limit —
 * applies to the next request; checked against its schema, refused loudly when broken.
 */
export const loadTransactionsConfig = (db: Queryable, configDir: string, tenant: string): Promise<TransactionsConfig> =>
  loadPublishedFile<TransactionsConfig>(db, configDir, tenant, 'transactions.json');
