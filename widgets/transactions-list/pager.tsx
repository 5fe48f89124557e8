import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Translate } from './transaction-row.js';

/**
 * The page numbers to offer: at most `maxPages` of them, a window that keeps the current page
 * as central as the ends allow (spec/2 §2.2 "maximum navigation pages").
 */
export function pageWindow(current: number, pageCount: number, maxPages: number): number[] {
  const shown = Math.min(maxPages, pageCount);
  const start = Math.min(Math.max(1, current - Math.floor(shown / 2)), Math.max(1, pageCount - shown + 1));
  return Array.from({ length: shown }, (_, index) => start + index);
}

export function Pager({
  page,
  pageCount,
  maxPages,
  onChange,
  t,
}: {
  page: number;
  pageCount: number;
  maxPages: number;
  onChange: (page: number) => void;
  t: Translate;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pb-tx-pager" aria-label={t('transactions.pager.label')}>
      <Button
        icon={<LeftOutlined />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('transactions.pager.previous')}
      />
      {pageWindow(page, pageCount, maxPages).map((number) => (
        <Button
          key={number}
          type={number === page ? 'primary' : 'default'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('transactions.pager.page', { page: number })}
          onClick={() => onChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button
        icon={<RightOutlined />}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
        aria-label={t('transactions.pager.next')}
      />
    </nav>
  );
}
