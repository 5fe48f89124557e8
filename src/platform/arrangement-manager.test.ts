import { describe, expect, it, vi } from 'vitest';
import { productSummary, readAccountDetails, readProductSummary } from './arrangement-manager.js';
import type { HttpClient } from './http.js';

describe('productSummary', () => {
  it('asks with the spec’s query: business function, resource, privilege and size (spec/2 §6)', async () => {
    const get = vi.fn<HttpClient['get']>().mockResolvedValue({ aggregatedBalance: { currency: 'USD', value: '0.00' }, customProductKinds: [] });
    await productSummary({ get } as unknown as HttpClient);
    expect(get).toHaveBeenCalledWith(
      '/arrangement-manager/client-api/v2/productsummary',
      { businessFunction: 'Product Summary', resourceName: 'Product Summary', privilege: 'view', size: 1000000 },
      undefined,
    );
  });
});

describe('external account statuses', () => {
  it('reads a status the aggregator does not know as UNKNOWN, and none or an empty one as none (spec/2 §3)', () => {
    const linked = (id: string, externalAccountStatus?: string) => ({ id, name: id, externalAccountStatus });
    const summary = readProductSummary({
      aggregatedBalance: { currency: 'USD', value: '0.00' },
      currentAccounts: {
        name: 'Current Account',
        aggregatedBalance: { currency: 'USD', value: '0.00' },
        products: [linked('known', 'TEMPORARY_FAILURE'), linked('invented', 'SOMETHING_NEW'), linked('empty', ''), linked('none')],
      },
      customProductKinds: [],
    });
    expect(summary.groups[0]?.products.map((product) => product.externalAccountStatus)).toEqual(['TEMPORARY_FAILURE', 'UNKNOWN', undefined, undefined]);
    expect(readAccountDetails({ id: 'ext-1', externalAccountStatus: 'SOMETHING_NEW' }).externalAccountStatus).toBe('UNKNOWN');
    expect(readAccountDetails({ id: 'ext-1' }).externalAccountStatus).toBeUndefined();
  });
});
