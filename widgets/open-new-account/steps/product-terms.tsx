import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useMessages, type JourneyStepProps } from '../../../src/runtime/index.js';
import type { OpeningContext } from '../opening-order.js';

/** Accept Terms & Conditions (spec/3 §2): the product's documents, above the accept box of the terms form. */
export function ProductTermsStep({ facts }: JourneyStepProps): ReactNode {
  const t = useMessages();
  const { product } = facts.context as OpeningContext;
  return (
    <>
      <Typography.Paragraph>{t('openAccount.terms.intro', { product: product.type })}</Typography.Paragraph>
      <ul className="pb-open-account-documents">
        {product.terms.map((document) => (
          <li key={document.url}>
            <a href={document.url} target="_blank" rel="noopener noreferrer">
              {t(document.titleKey)}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
