import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CategorySpending, CategorySpendingTotals } from '../../src/platform/index.js';
import type { Translate } from '../../src/runtime/index.js';
import type { Period } from './period.js';

export interface ChosenAccount {
  readonly id: string;
  readonly name: string;
}

interface CategoryListProps {
  readonly totals: CategorySpendingTotals;
  readonly accounts: readonly ChosenAccount[];
  readonly period: Period;
  /** The address of one account's transactions list with the category and period filters. */
  readonly transactionsHref: (accountId: string, category: string, period: Period) => string;
  readonly money: (amount: string, currency: string) => string;
  readonly percent: (portion: number) => string;
  readonly t: Translate;
}

/**
 * The category's name, opening its transactions: the list shows one account at a time, so with
 * several accounts chosen the member picks which one. Transactions without a category cannot be
 * filtered for, so that line is no link.
 */
function CategoryName({ item, accounts, period, transactionsHref, t }: Pick<CategoryListProps, 'accounts' | 'period' | 'transactionsHref' | 't'> & { item: CategorySpending }): ReactNode {
  const { category } = item;
  if (category === undefined) return <span>{t('cashflow.categories.uncategorized')}</span>;
  const [only] = accounts;
  if (accounts.length === 1 && only) {
    return (
      <Link to={transactionsHref(only.id, category, period)} aria-label={t('cashflow.categories.open', { category })}>
        {category}
      </Link>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: accounts.map((account) => ({
          key: account.id,
          label: <Link to={transactionsHref(account.id, category, period)}>{t('cashflow.categories.inAccount', { account: account.name })}</Link>,
        })),
      }}
    >
      <Button type="link" className="pb-cash-flow-category-button" aria-label={t('cashflow.categories.open', { category })}>
        {category} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}

/** Spending per category, largest first: amount, share of the total, and a bar for the share. */
export function CategoryList(props: CategoryListProps): ReactNode {
  const { totals, money, percent, t } = props;
  return (
    <>
      <p>
        {t('cashflow.categories.total')}{' '}
        <strong data-testid="cash-flow-spending-total">{money(totals.total.amount, totals.total.currencyCode)}</strong>
      </p>
      <ul className="pb-cash-flow-categories">
        {totals.items.map((item) => (
          <li key={item.category ?? ''} className="pb-cash-flow-category" data-testid="cash-flow-category">
            <CategoryName item={item} {...props} />
            <span className="pb-cash-flow-amount">{money(item.totalAmount.amount, item.totalAmount.currencyCode)}</span>
            <span className="pb-cash-flow-amount">{percent(item.portion)}</span>
            <span className="pb-cash-flow-share-bar" style={{ width: `${Math.min(100, Math.max(0, item.portion))}%` }} aria-hidden="true" />
          </li>
        ))}
      </ul>
    </>
  );
}
