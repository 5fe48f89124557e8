import type { ReactNode } from 'react';
import { Link, generatePath } from 'react-router-dom';
import { Card, Typography } from 'antd';
import { discardJourneyDrafts, useMessages } from '../../src/runtime/index.js';
import { ContactLine } from './contact-line.js';
import type { OpenNewAccountProps } from './definition.js';
import type { CategorySlug } from './products.js';
import { useEffect } from 'react';

const categories: readonly { slug: CategorySlug; titleKey: string; textKey: string }[] = [
  { slug: 'spendings', titleKey: 'openAccount.categories.spending', textKey: 'openAccount.categories.spendingText' },
  { slug: 'savings', titleKey: 'openAccount.categories.savings', textKey: 'openAccount.categories.savingsText' },
];

/** The list page: Spending or Savings (spec/3 §2). Arriving here forgets any half-finished opening (spec/3 §4). */
export default function ProductCategories({ journey, productsPath, messagesPath }: OpenNewAccountProps): ReactNode {
  const t = useMessages();
  useEffect(() => discardJourneyDrafts(journey), [journey]);
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
      <ContactLine messagesPath={messagesPath} />
    </section>
  );
}
