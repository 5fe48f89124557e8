import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from './http.js';
import { checkImages, readTransaction } from './transaction-manager.js';

describe('checkImages', () => {
  it('reads a side named in any case as the front or the back, and leaves out an image without its content', async () => {
    const get = vi.fn<HttpClient['get']>().mockResolvedValue({
      images: [
        { side: 'front', mimeType: 'image/png', content: 'Zm9v' },
        { side: 'back', mimeType: 'image/png', content: 'YmFy' },
        { side: 'BACK', mimeType: 'image/png' },
      ],
    });
    const images = await checkImages({ get } as unknown as HttpClient, 'txn-1');
    expect(images).toEqual([
      { side: 'FRONT', mimeType: 'image/png', content: 'Zm9v' },
      { side: 'BACK', mimeType: 'image/png', content: 'YmFy' },
    ]);
  });
});

describe('readTransaction', () => {
  const transaction = {
    id: 'txn-1',
    arrangementId: 'arr-1',
    bookingDate: '2026-11-20',
    transactionAmountCurrency: { amount: '-12.50', currencyCode: 'USD' },
    creditDebitIndicator: 'DBIT',
  };

  it('reads the amount unsigned beside its indicator', () => {
    expect(readTransaction(transaction)).toMatchObject({ amount: '12.50', currency: 'USD', creditDebitIndicator: 'DBIT' });
  });

  it('leaves out a transaction whose direction is neither credit nor debit', () => {
    expect(readTransaction({ ...transaction, creditDebitIndicator: 'BOTH' })).toBeUndefined();
  });
});
