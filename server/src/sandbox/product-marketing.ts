import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { loadTenantDirectory } from '../config/tenants.js';
import { escapeHtml } from '../oidc/pages.js';
import { loadProductCatalogue, productOf, type CatalogueProduct } from '../payments/product-catalogue.js';
import type { ServerSettings } from '../settings.js';
import { standInDocument, standInStyles } from './page-shell.js';
import { standInPageHeaders } from './stand-in-headers.js';

const styles = standInStyles(`
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2a24; background: #fff; }
  main { padding: 20px 22px; }
  h1 { margin: 0 0 8px; font-size: 22px; }
  p { margin: 0 0 12px; line-height: 1.45; }
  ul { margin: 0; padding-left: 20px; line-height: 1.6; }
`);

function pageOf(product: CatalogueProduct): string {
  const { marketing } = product;
  const highlights = marketing.highlights.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return `<main><h1>${escapeHtml(marketing.headline)}</h1><p>${escapeHtml(marketing.summary)}</p>${
    highlights ? `<ul>${highlights}</ul>` : ''
  }</main>`;
}

/**
 * The product's marketing page the product card frames (spec/3 §2: a sandboxed frame): static
 * HTML from the tenant's published catalogue (config/products.json `marketing`), no script,
 * framed by the app's own origin only. A credit union points productMarketingUrl at its own site.
 */
export async function productMarketing(app: FastifyInstance, options: { db: Database; settings: ServerSettings }): Promise<void> {
  const { db, settings } = options;
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  app.get(
    '/:typeId',
    { schema: { params: { type: 'object', additionalProperties: false, required: ['typeId'], properties: { typeId: { type: 'string', pattern: '^[0-9]{1,6}$' } } } } },
    async (request, reply) => {
      const { typeId } = request.params as { typeId: string };
      const catalogue = await loadProductCatalogue(db, settings.configDir, tenants.forHost(request.hostname).id);
      const product = productOf(catalogue, typeId);
      if (!product) throw notFound('There is no such product.', 'product.not-found');
      return standInPageHeaders(reply, { formAction: 'none', styles: styles }).send(standInDocument(product.marketing.headline, styles, pageOf(product)));
    },
  );
}
