import { Alert, Button, Flex } from 'antd';
import { useId, useState } from 'react';
import { isPlatformError, useCheckImages, type Transaction } from '../../src/platform/index.js';
import { Spinner } from '../../src/runtime/index.js';
import type { Translate } from './transaction-row.js';

/** A check: it has a serial number or an image availability, or the platform calls it one. */
export function isCheck(transaction: Transaction): boolean {
  return (
    transaction.checkSerialNumber !== undefined ||
    transaction.checkImageAvailability !== undefined ||
    transaction.typeGroup?.toLowerCase() === 'check'
  );
}

/**
 * Spec/2 §8: check images are unavailable during scheduled maintenance, for checks older than two
 * years and for checks received or deposited within the past 48 hours, each with its own text;
 * anything else gets the general "cannot be viewed at the moment".
 */
export function checkImagesProblemKey(error: unknown): string {
  const key = isPlatformError(error) ? (error.key ?? error.errors[0]?.key) : undefined;
  switch (key) {
    case 'check-images.maintenance':
      return 'transactions.checkImages.maintenance';
    case 'check-images.too-old':
      return 'transactions.checkImages.tooOld';
    case 'check-images.too-recent':
      return 'transactions.checkImages.tooRecent';
    default:
      return 'transactions.checkImages.unavailable';
  }
}

function CheckImages({ transaction, t }: { transaction: Transaction; t: Translate }) {
  const images = useCheckImages(transaction.id);
  if (images.error) {
    return <Alert type="warning" showIcon role="alert" title={t(checkImagesProblemKey(images.error))} />;
  }
  if (!images.data) {
    return <Spinner label={t('transactions.checkImages.loading')} />;
  }
  const number = transaction.checkSerialNumber ?? '';
  return (
    <Flex gap={12} wrap>
      {images.data.map((image, index) => {
        const side = image.side === 'BACK' ? 'back' : 'front';
        const label = t(`transactions.checkImages.${side}`, { number });
        return (
          // A platform may send two images of one side: the position tells them apart.
          <figure key={`${image.side}-${index}`} className="pb-tx-check">
            <img src={`data:${image.mimeType};base64,${image.content}`} alt={label} />
            <figcaption>{label}</figcaption>
          </figure>
        );
      })}
    </Flex>
  );
}

/** Check images (spec/2 §2.3): loaded when the member asks, front and back. */
export function CheckImagesSection({ transaction, t }: { transaction: Transaction; t: Translate }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <section className="pb-tx-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('transactions.checkImages.heading')}</h3>
      {shown ? (
        <CheckImages transaction={transaction} t={t} />
      ) : (
        <Button onClick={() => setShown(true)}>{t('transactions.checkImages.show')}</Button>
      )}
    </section>
  );
}
