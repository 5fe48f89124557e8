import type { ReactNode } from 'react';
import { Link, generatePath, useNavigate } from 'react-router-dom';
import { Button, Card, Typography } from 'antd';
import { discardJourneyDrafts, evaluateEntitlement, useMessages, useRuntime } from '../../src/runtime/index.js';
import { ContactLine } from './contact-line.js';
import type { OpenNewAccountProps } from './definition.js';
import type { CategorySlug } from './products.js';
import { useEffect } from 'react';

const categories: readonly { slug: CategorySlug; titleKey: string; textKey: string }[] = [
  { slug: 'spendings', titleKey: 'openAccount.categories.spending', textKey: 'openAccount.categories.spendingText' },
  { slug: 'savings', titleKey: 'openAccount.categories.savings', textKey: 'openAccount.categories.savingsText' },
];

/**
 * The list page: Spending or Savings (spec/3 §2), then the loan products the member may apply for
 * (spec/1 §1, §6), each handing over to its application. Arriving here forgets any half-finished
 * opening (spec/3 §4).
 */
export default function ProductCategories({ journey, productsPath, messagesPath, loanProducts = [] }: OpenNewAccountProps): ReactNode {
  const t = useMessages();
  const { config, facts } = useRuntime();
  const navigate = useNavigate();
  useEffect(() => discardJourneyDrafts(journey), [journey]);
  const loans = loanProducts.filter((loan) => evaluateEntitlement(config.entitlements, loan.entitlement, facts));
  return (
    <section aria-labelledby="pb-open-account-categories">
      <Typography.Title level={2} id="pb-open-account-categories">
        {t('openAccount.categories.title')}
      </Typography.Title>
      <ul className="pb-open-account-categories">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={`/${generatePath(productsPath, { category: category.slug })}`} className="pb-open-account-category">
              <Card hoverable size="small">
                <Typography.Text strong>{t(category.titleKey)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t(category.textKey)}</Typography.Text>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      {loans.length > 0 && (
        <>
          <Typography.Title level={2}>{t('openAccount.loans.title')}</Typography.Title>
          <ul className="pb-open-account-categories">
            {loans.map((loan) => (
              <li key={loan.path}>
                {/* Laid out as the categories' cards above: the name, the text, then what to do. */}
                <Card size="small" className="pb-open-account-category">
                  <Typography.Text strong>{t(loan.titleKey)}</Typography.Text>
                  <Typography.Paragraph type="secondary">{t(loan.textKey)}</Typography.Paragraph>
                  <Button type="primary" aria-label={`${t('openAccount.loans.apply')}: ${t(loan.titleKey)}`} onClick={() => void navigate(`/${loan.path}`)}>
                    {t('openAccount.loans.apply')}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
      <ContactLine messagesPath={messagesPath} />
    </section>
  );
}
