import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Checkbox, Flex, Input, Radio, Select } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { TransactionCategory, TransactionFilters } from '../../src/platform/index.js';
import { activeFilterCount, normaliseAmount } from './filters.js';
import { labelOf, type Translate } from './transaction-row.js';

interface Draft {
  bookingDateFrom: string;
  bookingDateTo: string;
  amountFrom: string;
  amountTo: string;
  creditDebitIndicator: '' | 'CRDT' | 'DBIT';
  typeGroups: string[];
  categories: string[];
}

const draftOf = (filters: TransactionFilters): Draft => ({
  bookingDateFrom: filters.bookingDateFrom ?? '',
  bookingDateTo: filters.bookingDateTo ?? '',
  amountFrom: filters.amountFrom ?? '',
  amountTo: filters.amountTo ?? '',
  creditDebitIndicator: filters.creditDebitIndicator ?? '',
  typeGroups: [...(filters.typeGroups ?? [])],
  categories: [...(filters.categories ?? [])],
});

/** Cents of a normalised amount, as a bigint (no floats in comparisons of money). */
const centsOf = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
};

export interface DraftErrors {
  dates?: string;
  amountFrom?: string;
  amountTo?: string;
  amounts?: string;
}

/** Checks a draft; message keys per field, nothing when it may be applied. */
export function draftErrors(draft: Pick<Draft, 'bookingDateFrom' | 'bookingDateTo' | 'amountFrom' | 'amountTo'>): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.bookingDateFrom && draft.bookingDateTo && draft.bookingDateFrom > draft.bookingDateTo) {
    errors.dates = 'transactions.filters.error.dateOrder';
  }
  const from = draft.amountFrom.trim() === '' ? undefined : normaliseAmount(draft.amountFrom);
  const to = draft.amountTo.trim() === '' ? undefined : normaliseAmount(draft.amountTo);
  if (draft.amountFrom.trim() !== '' && from === undefined) errors.amountFrom = 'transactions.filters.error.amount';
  if (draft.amountTo.trim() !== '' && to === undefined) errors.amountTo = 'transactions.filters.error.amount';
  if (from !== undefined && to !== undefined && centsOf(from) > centsOf(to)) errors.amounts = 'transactions.filters.error.amountOrder';
  return errors;
}

function Field({ label, htmlFor, error, children }: { label: string; htmlFor?: string; error?: string; children: ReactNode }) {
  return (
    <div className="pb-tx-field">
      {htmlFor ? <label htmlFor={htmlFor}>{label}</label> : <span className="pb-tx-field-label">{label}</span>}
      {children}
      {error ? (
        <div className="pb-tx-field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Search (free text, applied on Enter) and the filter panel of spec/2 §2.2: booking date range,
 * amount range, money in/out, transaction type and category. Filters apply together on "Apply".
 */
export function FiltersBar({
  filters,
  onChange,
  typeGroups,
  categories,
  t,
  actions,
}: {
  filters: TransactionFilters;
  onChange: (filters: TransactionFilters) => void;
  typeGroups: readonly string[];
  categories: readonly TransactionCategory[] | undefined;
  t: Translate;
  /** Shown at the end of the bar (the export menu). */
  actions?: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState(filters.query ?? '');
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [showErrors, setShowErrors] = useState(false);
  const errors = draftErrors(draft);
  const count = activeFilterCount(filters);

  const toggle = () => {
    if (!open) {
      setDraft(draftOf(filters));
      setShowErrors(false);
    }
    setOpen(!open);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setShowErrors(true);
      return;
    }
    onChange({
      query: filters.query,
      bookingDateFrom: draft.bookingDateFrom || undefined,
      bookingDateTo: draft.bookingDateTo || undefined,
      amountFrom: normaliseAmount(draft.amountFrom),
      amountTo: normaliseAmount(draft.amountTo),
      creditDebitIndicator: draft.creditDebitIndicator || undefined,
      typeGroups: draft.typeGroups.length > 0 ? draft.typeGroups : undefined,
      categories: draft.categories.length > 0 ? draft.categories : undefined,
    });
    setOpen(false);
  };

  const clear = () => {
    setDraft(draftOf({}));
    setShowErrors(false);
    onChange({ query: filters.query });
    setOpen(false);
  };

  const shown = (key: string | undefined) => (showErrors && key ? t(key) : undefined);

  return (
    <div className="pb-tx-filters">
      <Flex gap={8} wrap align="center">
        <Input.Search
          className="pb-tx-search"
          aria-label={t('transactions.search.label')}
          placeholder={t('transactions.search.placeholder')}
          value={search}
          allowClear
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => onChange({ ...filters, query: value.trim() || undefined })}
          enterButton={t('transactions.search.action')}
        />
        <Badge count={count} size="small">
          <Button icon={<FilterOutlined />} onClick={toggle} aria-expanded={open} aria-controls={`${id}-panel`}>
            {t('transactions.filters.toggle')}
            {count > 0 ? <span className="pb-tx-visually-hidden"> ({t('transactions.filters.active', { count })})</span> : null}
          </Button>
        </Badge>
        {actions}
      </Flex>
      {open ? (
        <form id={`${id}-panel`} className="pb-tx-filter-panel" onSubmit={apply} aria-label={t('transactions.filters.label')} noValidate>
          <Flex gap={16} wrap>
            <Field label={t('transactions.filters.dateFrom')} htmlFor={`${id}-from`}>
              <Input
                id={`${id}-from`}
                type="date"
                value={draft.bookingDateFrom}
                onChange={(event) => setDraft({ ...draft, bookingDateFrom: event.target.value })}
              />
            </Field>
            <Field label={t('transactions.filters.dateTo')} htmlFor={`${id}-to`} error={shown(errors.dates)}>
              <Input
                id={`${id}-to`}
                type="date"
                value={draft.bookingDateTo}
                onChange={(event) => setDraft({ ...draft, bookingDateTo: event.target.value })}
              />
            </Field>
            <Field label={t('transactions.filters.amountFrom')} htmlFor={`${id}-min`} error={shown(errors.amountFrom)}>
              <Input
                id={`${id}-min`}
                inputMode="decimal"
                prefix="$"
                value={draft.amountFrom}
                onChange={(event) => setDraft({ ...draft, amountFrom: event.target.value })}
              />
            </Field>
            <Field
              label={t('transactions.filters.amountTo')}
              htmlFor={`${id}-max`}
              error={shown(errors.amountTo ?? errors.amounts)}
            >
              <Input
                id={`${id}-max`}
                inputMode="decimal"
                prefix="$"
                value={draft.amountTo}
                onChange={(event) => setDraft({ ...draft, amountTo: event.target.value })}
              />
            </Field>
          </Flex>
          <Field label={t('transactions.filters.direction')}>
            <Radio.Group
              aria-label={t('transactions.filters.direction')}
              value={draft.creditDebitIndicator}
              onChange={(event) => setDraft({ ...draft, creditDebitIndicator: event.target.value as Draft['creditDebitIndicator'] })}
              options={[
                { value: '', label: t('transactions.filters.direction.all') },
                { value: 'CRDT', label: t('transactions.filters.direction.in') },
                { value: 'DBIT', label: t('transactions.filters.direction.out') },
              ]}
            />
          </Field>
          {typeGroups.length > 0 ? (
            <Field label={t('transactions.filters.type')}>
              <Checkbox.Group
                aria-label={t('transactions.filters.type')}
                value={draft.typeGroups}
                onChange={(values) => setDraft({ ...draft, typeGroups: values.map(String) })}
                options={typeGroups.map((group) => ({ value: group, label: labelOf(t, 'transactions.typeGroup', group) }))}
              />
            </Field>
          ) : null}
          <Field label={t('transactions.filters.category')} htmlFor={`${id}-category`}>
            <Select
              id={`${id}-category`}
              mode="multiple"
              allowClear
              loading={categories === undefined}
              style={{ minWidth: 240, maxWidth: '100%' }}
              value={draft.categories}
              onChange={(values: string[]) => setDraft({ ...draft, categories: values })}
              options={(categories ?? []).map((category) => ({ value: category.categoryName, label: category.categoryName }))}
              placeholder={t('transactions.filters.categoryPlaceholder')}
            />
          </Field>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              {t('transactions.filters.apply')}
            </Button>
            <Button onClick={clear}>{t('transactions.filters.clear')}</Button>
          </Flex>
        </form>
      ) : null}
    </div>
  );
}
