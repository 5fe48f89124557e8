import { memo, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import useSWRInfinite from 'swr/infinite';
import { listPaymentTemplates, transferSwrKeys, usePlatform, type PaymentTemplate, type PaymentTemplatePage } from '../../src/platform/index.js';
import { EmptyState, formatMoney } from '../../src/banking-ui/index.js';

/**
 * Counts template saves for the page's life. The list's cache keys carry it, so a list mounted
 * after a save (back from editing a template) reads the templates again instead of showing the
 * cached pages from before.
 */
let savedTemplates = 0;

/** Says a template was created or changed: every list shown from now on reads afresh. */
export function templatesChanged(): void {
  savedTemplates += 1;
}

/** The member's templates as the panel shows them: the pages read so far for the search in force. */
export interface TemplateList {
  readonly pages: readonly PaymentTemplatePage[] | undefined;
  readonly error: Error | undefined;
  readonly loadingMore: boolean;
  readonly query: string;
  readonly search: (query: string) => void;
  readonly loadMore: () => void;
  readonly retry: () => void;
}

/**
 * Reads the templates a page at a time for the search in force. The page calls it, not the panel,
 * so the form shows only once the first page is in: a list arriving later would push the form
 * down under the member's pointer.
 */
export function useTemplateList(options: { enabled: boolean; pageSize: number; version: number }): TemplateList {
  const { enabled, pageSize, version } = options;
  const { http } = usePlatform();
  const generation = savedTemplates;
  const [query, setQuery] = useState('');
  const pages = useSWRInfinite<PaymentTemplatePage, Error>(
    (index, previous: PaymentTemplatePage | null) => {
      if (!enabled || (previous && index * pageSize >= previous.total)) return null;
      return [transferSwrKeys.templates, 'list', query, index, pageSize, version, generation];
    },
    (key: readonly unknown[]) => listPaymentTemplates(http, { name: query || undefined, from: key[3] as number, size: pageSize }),
    // A new search or a save keeps the list in place until the answer comes: only the first read holds the page.
    { keepPreviousData: true },
  );
  const { data, error, isValidating, size, setSize, mutate } = pages;
  const loadingMore = isValidating && size > (data?.length ?? 0);
  return useMemo(
    () => ({
      pages: data,
      error,
      loadingMore,
      query,
      search: setQuery,
      loadMore: () => void setSize(size + 1),
      retry: () => void mutate(),
    }),
    [data, error, loadingMore, query, size, setSize, mutate],
  );
}

export interface TemplatesPanelProps {
  readonly list: TemplateList;
  /** Where "Edit" leads for a template (the form's edit-template mode). */
  readonly editLink: (template: PaymentTemplate) => string;
  /** Where "New template" leads (the form's template mode). */
  readonly newLink: string;
  readonly onUse: (template: PaymentTemplate) => void;
  readonly text: (key: string, params?: Record<string, string | number>) => string;
  readonly locale: string;
  readonly currency: string;
}

/**
 * The member's saved templates (spec/3 §4: listed, searched, loaded into the form): a search by
 * name, one page at a time with "load more", and per template "Use" (fills the form) and "Edit"
 * (the edit-template mode). Memoised: the form re-renders on every keystroke, this list need not.
 */
export const TemplatesPanel = memo(function TemplatesPanel(props: TemplatesPanelProps): ReactNode {
  const { list, text } = props;
  const [typed, setTyped] = useState(list.query);
  const loaded = list.pages ?? [];
  const templates = loaded.flatMap((page) => page.templates);
  const total = loaded[loaded.length - 1]?.total ?? 0;
  const query = list.query;

  let body: ReactNode;
  if (list.error && loaded.length === 0) {
    body = (
      <Alert
        type="error"
        showIcon
        title={text('transfers.templates.loadFailed')}
        action={<Button onClick={list.retry}>{text('transfers.templates.retry')}</Button>}
      />
    );
  } else if (!list.pages) {
    body = <Typography.Text type="secondary">{text('transfers.form.loading')}</Typography.Text>;
  } else if (templates.length === 0) {
    body = <EmptyState title={text(query ? 'transfers.templates.noMatch' : 'transfers.templates.empty')} />;
  } else {
    body = (
      <ul className="pb-transfer-templates-list">
        {templates.map((template) => {
          const info = template.details.transferTransactionInformation;
          const to = info.counterpartyAccount.name ?? info.counterparty.name;
          const amount = info.instructedAmount ? formatMoney(info.instructedAmount.amount, info.instructedAmount.currencyCode || props.currency, props.locale) : undefined;
          return (
            <li key={template.id} className="pb-transfer-template">
              <div>
                <div className="pb-transfer-template-name">{template.name}</div>
                <Typography.Text type="secondary">
                  {amount ? text('transfers.templates.summaryAmount', { to, amount }) : text('transfers.templates.summary', { to })}
                </Typography.Text>
              </div>
              <Flex gap="small" align="center">
                <Button size="small" onClick={() => props.onUse(template)} aria-label={text('transfers.templates.useAria', { name: template.name })}>
                  {text('transfers.templates.use')}
                </Button>
                <Link to={props.editLink(template)} aria-label={text('transfers.templates.editAria', { name: template.name })}>
                  {text('transfers.templates.edit')}
                </Link>
              </Flex>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="pb-transfer-templates" aria-labelledby="pb-transfer-templates-title">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={3} id="pb-transfer-templates-title" className="pb-transfer-templates-title">
          {text('transfers.templates.title')}
        </Typography.Title>
        <Link to={props.newLink}>{text('transfers.templates.new')}</Link>
      </Flex>
      <Input.Search
        aria-label={text('transfers.templates.search')}
        placeholder={text('transfers.templates.search')}
        allowClear
        maxLength={100}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          // Clearing the box shows every template again without another Enter.
          if (event.target.value === '') list.search('');
        }}
        onSearch={(value) => list.search(value.trim())}
        className="pb-transfer-templates-search"
      />
      {body}
      {templates.length > 0 && templates.length < total ? (
        <Button onClick={list.loadMore} loading={list.loadingMore}>
          {text('transfers.templates.loadMore')}
        </Button>
      ) : null}
    </section>
  );
});
