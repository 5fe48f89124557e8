import { Checkbox } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, useFormatting, type Formatting } from '../../src/banking-ui/index.js';
import {
  todayIn,
  useMonthFlows,
  useProductSummary,
  useSpendingByCategory,
  type CashFlowQuery,
  type MonthFlow,
  type Product,
  type ProductSummary,
} from '../../src/platform/index.js';
import { useMessages, useRuntime, type Translate } from '../../src/runtime/index.js';
import { CategoryList, type ChosenAccount } from './category-list.js';
import type { CashFlowProps } from './definition.js';
import { fillLink } from './link.js';
import { MonthChart } from './month-chart.js';
import { customPeriod, PeriodChoice } from './period-choice.js';
import { customRangeProblem, periodOf, type Period } from './period.js';
import { cashFlowSettingsOf, type CashFlowSettings } from './settings.js';
import './cash-flow.css';

/** The page's choices live in the address (?period=&from=&to=&accounts=), so Back from a category's transactions returns to the same figures. */
const parameters = { period: 'period', from: 'from', to: 'to', accounts: 'accounts' } as const;

const nameOf = (product: Product) => product.userPreferences?.alias || product.displayName || product.name || product.id;

/** The accounts the member may choose, and those chosen at first, from the configured kinds of the summary. */
function offeredAccounts(summary: ProductSummary | undefined, settings: CashFlowSettings): { offered: ChosenAccount[]; defaults: string[] } {
  const offered: ChosenAccount[] = [];
  const defaults: string[] = [];
  for (const group of summary?.groups ?? []) {
    if (!settings.accountGroups.includes(group.id)) continue;
    for (const product of group.products) {
      offered.push({ id: product.id, name: nameOf(product) });
      if (settings.defaultAccountGroups.includes(group.id)) defaults.push(product.id);
    }
  }
  return { offered, defaults };
}

/** The period the address names: a configured one, a valid custom range, else the default period. */
function chosenPeriod(search: URLSearchParams, settings: CashFlowSettings, today: string): { choice: string; period: Period } {
  const choice = search.get(parameters.period) ?? settings.defaultPeriod;
  const from = search.get(parameters.from) ?? '';
  const to = search.get(parameters.to) ?? '';
  if (choice === customPeriod && !customRangeProblem(from, to, today, settings.maxCustomMonths)) return { choice, period: { start: from, end: to } };
  const setting = settings.periods.find((period) => period.id === choice) ?? settings.periods.find((period) => period.id === settings.defaultPeriod) ?? settings.periods[0]!;
  return { choice: choice === customPeriod ? customPeriod : setting.id, period: periodOf(setting, today) };
}

function monthLabel(formatting: Formatting, intervalStartDate: string): string {
  const [year = 0, month = 1] = intervalStartDate.split('-').map(Number);
  return new Intl.DateTimeFormat(formatting.locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** The chart's text alternative: every month's income, spending and net, in the member's currency. */
function MonthTable({ months, formatting, t }: { months: readonly MonthFlow[]; formatting: Formatting; t: Translate }): ReactNode {
  const money = (amount: { amount: string; currencyCode: string }) => formatting.money(amount.amount, amount.currencyCode);
  return (
    <table className="pb-data-table pb-cash-flow-table" data-testid="cash-flow-table">
      <caption>{t('cashflow.table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cashflow.table.month')}</th>
          <th scope="col">{t('cashflow.income')}</th>
          <th scope="col">{t('cashflow.spending')}</th>
          <th scope="col">{t('cashflow.table.net')}</th>
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.intervalStartDate}>
            <th scope="row">{monthLabel(formatting, month.intervalStartDate)}</th>
            <td>{money(month.creditAmount)}</td>
            <td>{money(month.debitAmount)}</td>
            <td>{money(month.balance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface FiguresProps {
  query: CashFlowQuery;
  accounts: readonly ChosenAccount[];
  period: Period;
  transactionsLink: string;
  formatting: Formatting;
  t: Translate;
}

/** The figures of one query: the months as chart and table, and the spending by category, with their loading, empty and error states. */
function Figures({ query, accounts, period, transactionsLink, formatting, t }: FiguresProps): ReactNode {
  const months = useMonthFlows(query);
  const categories = useSpendingByCategory(query);
  if (months.error || categories.error) {
    return (
      <ErrorState
        title={t('cashflow.error.title')}
        description={t('cashflow.error.body')}
        retryText={t('cashflow.error.retry')}
        retryPrimary
        onRetry={() => void Promise.all([months.mutate(), categories.mutate()])}
      />
    );
  }
  if (!months.data || !categories.data) return <LoadingState label={t('cashflow.loading')} rows={6} />;
  const quiet = months.data.every((month) => Number(month.creditAmount.amount) === 0 && Number(month.debitAmount.amount) === 0);
  if (quiet) return <EmptyState title={t('cashflow.empty.title')} body={t('cashflow.empty.body')} />;
  const currency = months.data[0]?.creditAmount.currencyCode ?? formatting.currency;
  const percent = new Intl.NumberFormat(formatting.locale, { style: 'percent', maximumFractionDigits: 1 });
  const transactionsHref = (accountId: string, category: string, range: Period) =>
    fillLink(transactionsLink, { selectedAccount: accountId, category, from: range.start, to: range.end });
  return (
    <>
      <section className="pb-cash-flow-section" aria-labelledby="pb-cash-flow-months">
        <h2 id="pb-cash-flow-months">{t('cashflow.months.title')}</h2>
        <MonthChart
          months={months.data.map((month) => ({
            label: monthLabel(formatting, month.intervalStartDate),
            // The drawing needs numbers; the table shows the exact decimal strings.
            income: Number(month.creditAmount.amount),
            spending: Number(month.debitAmount.amount),
          }))}
          incomeLabel={t('cashflow.income')}
          spendingLabel={t('cashflow.spending')}
          money={(amount) => formatting.money(Math.round(amount).toFixed(2), currency, { wholeWhenRound: true })}
        />
        <MonthTable months={months.data} formatting={formatting} t={t} />
      </section>
      <section className="pb-cash-flow-section" aria-labelledby="pb-cash-flow-categories">
        <h2 id="pb-cash-flow-categories">{t('cashflow.categories.title')}</h2>
        {categories.data.items.length === 0 ? (
          <EmptyState title={t('cashflow.categories.empty')} />
        ) : (
          <CategoryList
            totals={categories.data}
            accounts={accounts}
            period={period}
            transactionsHref={transactionsHref}
            money={(amount, code) => formatting.money(amount, code)}
            percent={(portion) => percent.format(portion / 100)}
            t={t}
          />
        )}
      </section>
    </>
  );
}

function CashFlowPage({ settings, transactionsLink }: { settings: CashFlowSettings; transactionsLink: string }): ReactNode {
  const t = useMessages();
  const formatting = useFormatting();
  const today = todayIn(formatting.timeZone);
  const [search, setSearch] = useSearchParams();
  const summary = useProductSummary();
  const { offered, defaults } = useMemo(() => offeredAccounts(summary.data, settings), [summary.data, settings]);
  const { choice, period } = chosenPeriod(search, settings, today);
  const listed = search.get(parameters.accounts);
  const chosenIds = listed === null ? defaults : listed.split(',').filter((id) => offered.some((account) => account.id === id));
  const chosen = offered.filter((account) => chosenIds.includes(account.id));

  const change = (values: Partial<Record<keyof typeof parameters, string | undefined>>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) next.delete(name);
      else next.set(name, value);
    }
    setSearch(next, { replace: true });
  };

  if (summary.error) {
    return <ErrorState title={t('cashflow.accounts.error')} retryText={t('cashflow.error.retry')} retryPrimary onRetry={() => void summary.mutate()} />;
  }
  if (!summary.data) return <LoadingState label={t('cashflow.loading')} rows={6} />;
  if (offered.length === 0) return <EmptyState title={t('cashflow.accounts.none.title')} body={t('cashflow.accounts.none.body')} />;

  const query: CashFlowQuery | null =
    chosen.length > 0 ? { arrangementIds: chosen.map((account) => account.id), periodStartDate: period.start, periodEndDate: period.end } : null;
  return (
    <>
      <div className="pb-cash-flow-controls">
        <PeriodChoice
          // A new custom range from the address starts the fields afresh.
          key={`${search.get(parameters.from)}|${search.get(parameters.to)}`}
          periods={settings.periods}
          chosen={choice}
          customFrom={search.get(parameters.from) ?? period.start}
          customTo={search.get(parameters.to) ?? period.end}
          today={today}
          maxCustomMonths={settings.maxCustomMonths}
          onChoose={({ period: next, from, to }) => change({ period: next, from, to })}
          t={t}
        />
        <fieldset>
          <legend>{t('cashflow.accounts.label')}</legend>
          <Checkbox.Group
            value={chosen.map((account) => account.id)}
            options={offered.map((account) => ({ value: account.id, label: account.name }))}
            onChange={(ids) => change({ accounts: ids.join(',') })}
          />
        </fieldset>
      </div>
      <p data-testid="cash-flow-period">
        {t('cashflow.period.shown', { start: formatting.day(period.start), end: formatting.day(period.end) })}{' '}
        <span className="pb-state-secondary">{t('cashflow.ownTransfersNote')}</span>
      </p>
      {query ? (
        <Figures query={query} accounts={chosen} period={period} transactionsLink={transactionsLink} formatting={formatting} t={t} />
      ) : (
        <EmptyState title={t('cashflow.accounts.noneChosen')} notice />
      )}
    </>
  );
}

/**
 * Cash Flow (insights/cashflow): income and spending per month of the chosen accounts over the
 * chosen period, as a chart for the eye and a table with the same numbers, and the period's
 * spending by category, each category opening its transactions. The sums come from the platform.
 */
export default function CashFlow({ transactionsLink }: CashFlowProps): ReactNode {
  const { config } = useRuntime();
  const settings = useMemo(() => cashFlowSettingsOf(config), [config]);
  const t = useMessages();
  if (!settings) return <ErrorState title={t('cashflow.error.title')} description={t('cashflow.error.body')} />;
  return <CashFlowPage settings={settings} transactionsLink={transactionsLink} />;
}
