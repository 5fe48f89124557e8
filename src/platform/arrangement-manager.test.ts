import { describe, expect, it, vi } from 'vitest';
import { productSummary } from './arrangement-manager.js';
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
