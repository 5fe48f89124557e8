import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noThirdParties, type ThirdPartySources } from './http/configured-origins.js';
import { publicHostAnswer } from './http/public-host.js';
import { escapeHtml } from './oidc/pages.js';
import type { ServerSettings } from './settings.js';

/**
 * Paths never answered with the app's page: the server's own parts, and the build's assets (a file
 * the build did not write, an old chunk or a compressed copy asked for by its own name, is 404,
 * not a page where a script was expected).
 */
const serverPaths = /^\/(api|oidc|config|assets)(\/|$)/;

/** The config studio's own page (studio.html): /studio and every client-side route below it. */
const studioPaths = /^\/studio(\/|\?|$)/;

/**
 * What the build writes where each answer's CSP nonce goes (vite.config.ts html.cspNonce): on the
 * page's script and style links and in `<meta property="csp-nonce">`, which the app reads to give
 * the nonce to the style elements it creates (src/runtime/style-nonce.ts).
 */
const cspNoncePlaceholder = 'PASSBOOK_CSP_NONCE';

/** The built page with this answer's nonce (base64, nothing to escape in an attribute). */
const withNonce = (page: string, nonce: string) => page.replaceAll(cspNoncePlaceholder, nonce);

const notBuiltPage = (name: string, what = 'member app') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name}</title></head>
<body><main><h1>${name}</h1>
<p>The ${what} has not been built yet. Run <code>npm start</code>, which builds it, or <code>npm run build</code>.</p>
</main></body></html>`;

const wrongHostPage = (name: string, opened: string, publicUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)}</title></head>
<body><main><h1>${escapeHtml(name)}</h1>
<p>This page was opened at <code>${escapeHtml(opened)}</code>, but this server signs members in at
<code>${escapeHtml(publicUrl)}</code> (its <code>PUBLIC_URL</code>), so sign-in would fail here.</p>
<p>Open <a href="${escapeHtml(publicUrl)}/">${escapeHtml(publicUrl)}</a>, or restart the server with
<code>PUBLIC_URL=${escapeHtml(opened || 'http://your-host:port')}</code>.</p>
</main></body></html>`;

/**
 * Serves the built member app: hashed assets cached for good, everything else (index.html and
 * client-side routes such as /my-accounts) answered with index.html, never cached, so a new
 * build or configuration shows on the next load. /studio and below get the config studio's page
 * (studio.html, its own entry of the same build).
 */
export async function memberApp(
  app: FastifyInstance,
  {
    settings,
    thirdPartiesOf,
  }: {
    settings: ServerSettings;
    /** The third parties the member app's page may reach for this request's tenant (its policy). */
    thirdPartiesOf: (request: FastifyRequest) => Promise<ThirdPartySources>;
  },
): Promise<void> {
  const indexPath = join(settings.appDir, 'index.html');
  const studioPath = join(settings.appDir, 'studio.html');
  const exists = (path: string) =>
    access(path).then(
      () => true,
      () => false,
    );
  const built = await exists(indexPath);
  const studioBuilt = await exists(studioPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: settings.appDir,
      wildcard: false,
      index: false,
      // The build writes each script and stylesheet also Brotli- and gzip-compressed (vite.config.ts
      // precompressedAssets): sent to the browsers that take them, the file as it is to the rest.
      preCompressed: true,
      // One route per file the build wrote (wildcard: false), but none for the compressed copies,
      // sent for their file's own address, nor for source maps, which hand out the app's original
      // source, unless the operator asks for them: a route per copy cost start-up for nothing.
      globIgnore: ['**/*.br', '**/*.gz', ...(settings.serveSourceMaps === true ? [] : ['**/*.map'])],
      // Ours below, not send's default (public, max-age=0), which would otherwise replace it.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A cache between must keep the Brotli, gzip and plain answers apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.get('/*', async (request, reply) => {
    // The path as the router decoded it (params['*'] is all of it after the slash).
    const path = `/${(request.params as { '*': string })['*']}`;
    if (serverPaths.test(path)) return reply.callNotFound();
    const host = publicHostAnswer(settings.publicUrl, request.host, request.url);
    if (host.kind === 'redirect') return reply.redirect(host.location, 302);
    if (host.kind === 'wrong-host') {
      request.log.warn({ opened: host.opened, publicUrl: settings.publicUrl }, 'page opened at a host other than PUBLIC_URL; set PUBLIC_URL to where members open it');
      reply.code(400).header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return wrongHostPage(settings.branding.name, host.opened, settings.publicUrl);
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (studioPaths.test(path)) {
      // The studio frames only our own pages (its preview), each answered with its own policy.
      return studioBuilt ? withNonce(await readFile(studioPath, 'utf8'), reply.pageNonce(noThirdParties)) : notBuiltPage(settings.branding.name, 'configuration studio');
    }
    return built ? withNonce(await readFile(indexPath, 'utf8'), reply.pageNonce(await thirdPartiesOf(request))) : notBuiltPage(settings.branding.name);
  });
}
