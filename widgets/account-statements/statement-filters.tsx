import { Flex, Select } from 'antd';
import type { ReactNode } from 'react';
import type { StatementDelivery } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';

export interface StatementFilterValues {
  accountId: string | undefined;
  category: string | undefined;
  /** A calendar year (yyyy). */
  year: string | undefined;
}

interface StatementFiltersProps {
  accounts: readonly StatementDelivery[];
  categories: readonly string[];
  years: readonly string[];
  value: StatementFilterValues;
  onChange: (value: StatementFilterValues) => void;
}

/** The account picker, the document type and the period (a year) of the statements list; an empty choice means all. */
export function StatementFilters({ accounts, categories, years, value, onChange }: StatementFiltersProps): ReactNode {
  const t = useMessages();
  const all = (label: string) => ({ value: '', label });
  const picker = (id: string, label: string, chosen: string | undefined, options: { value: string; label: string }[], key: keyof StatementFilterValues) => (
    <Flex vertical gap={4} className="pb-statement-filter">
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        value={chosen ?? ''}
        options={options}
        popupMatchSelectWidth={false}
        onChange={(next: string) => onChange({ ...value, [key]: next === '' ? undefined : next })}
        style={{ minWidth: 200 }}
      />
    </Flex>
  );
  return (
    <Flex gap="middle" wrap role="group" aria-label={t('statements.filters')}>
      {picker(
        'pb-statements-account',
        t('statements.filter.account'),
        value.accountId,
        [all(t('statements.filter.allAccounts')), ...accounts.map((account) => ({ value: account.accountId, label: `${account.displayName} ${account.accountNumber}`.trim() }))],
        'accountId',
      )}
      {picker(
        'pb-statements-category',
        t('statements.filter.category'),
        value.category,
        [all(t('statements.filter.allCategories')), ...categories.map((category) => ({ value: category, label: category }))],
        'category',
      )}
      {picker(
        'pb-statements-period',
        t('statements.filter.period'),
        value.year,
        [all(t('statements.filter.allPeriods')), ...years.map((year) => ({ value: year, label: year }))],
        'year',
      )}
    </Flex>
  );
}
