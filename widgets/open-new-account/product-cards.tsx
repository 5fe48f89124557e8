import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { generatePath, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Typography } from 'antd';
import { useUserProfile } from '../../src/platform/index.js';
import { EmptyState, LoadingState } from '../../src/banking-ui/index.js';
import { discardJourneyDrafts, useMessages, useRuntime } from '../../src/runtime/index.js';
import { ContactLine } from './contact-line.js';
import type { OpenNewAccountProps } from './definition.js';
import { categoryOfSlug, productsAtLimit, productsOf, type Product } from './products.js';

/** Why a product can't be opened now, as the message key that says so (spec/3 §4, §8); undefined when it can. */
function refusalOf(product: Product, eligible: boolean, atLimit: ReadonlySet<number>): string | undefined {
  if (!eligible) return 'openAccount.products.unavailable';
  return atLimit.has(product.typeId) ? 'openAccount.products.limitReached' : undefined;
}

/**
 * A category's products as cards (spec/3 §2): the marketing page in a sandboxed frame, and
 * 'Open Account', disabled with the reason when the member holds the product's maximum or the
 * profile (which says what the member may open) could not be read.
 */
export default function ProductCards({ journey, wizardPath, messagesPath, frameWidth, frameHeightRatio }: OpenNewAccountProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const { phone } = config.app;
  const { category: slug } = useParams();
  const category = categoryOfSlug[slug === 'savings' ? 'savings' : 'spendings'];
  const profile = useUserProfile();
  const navigate = useNavigate();
  useEffect(() => discardJourneyDrafts(journey), [journey]);

  const products = productsOf(config).filter((product) => product.category === category);
  const eligible = profile.data?.additions.eligibleForNewAccount === 'true';
  const atLimit = productsAtLimit(profile.data?.additions.btpLimitReached);
  const frameStyle: CSSProperties = { width: frameWidth, maxWidth: '100%', aspectRatio: `1 / ${frameHeightRatio}` };

  let body: ReactNode;
  if (profile.data === undefined && profile.error === undefined) body = <LoadingState label={t('openAccount.products.loading')} />;
  else if (products.length === 0) body = <EmptyState title={t('openAccount.products.empty')} />;
  else {
    body = (
      <ul className="pb-open-account-products">
        {products.map((product) => {
          const refusal = refusalOf(product, eligible, atLimit);
          // The wizard's own address: the journey file decides which step comes first.
          const start = `/${generatePath(wizardPath, { type: String(product.typeId), step: '' }).replace(/\/$/, '')}`;
          return (
            <li key={product.typeId}>
              <Card size="small">
                <iframe
                  className="pb-open-account-frame"
                  src={product.productMarketingUrl}
                  title={t('openAccount.products.frameTitle', { product: product.type })}
                  // Sandboxed: its own opaque origin, no forms, pop-ups or navigation of this page. Scripts
                  // may run there (a marketing page may animate; assistive tools need a context in it),
                  // but without allow-same-origin they can reach nothing of the member's.
                  sandbox="allow-scripts"
                  loading="lazy"
                  referrerPolicy="no-referrer"
                  style={frameStyle}
                />
                {refusal === undefined ? (
                  <Button type="primary" onClick={() => void navigate(start)} aria-label={t('openAccount.products.openNamed', { product: product.type })}>
                    {t('openAccount.products.open')}
                  </Button>
                ) : (
                  <>
                    <Alert type="info" showIcon title={t(refusal, { phone })} className="pb-open-account-refusal" />
                    <Button type="primary" disabled>
                      {t('openAccount.products.open')}
                    </Button>
                  </>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="pb-open-account-products">
      <Typography.Title level={2} id="pb-open-account-products">
        {t(category === 'Savings' ? 'openAccount.products.savingsTitle' : 'openAccount.products.spendingTitle')}
      </Typography.Title>
      {body}
      <ContactLine messagesPath={messagesPath} />
    </section>
  );
}
