import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compressedBothWays } from './server/src/http/compressed.js';

// Everything the member app calls lives on the sandbox server in development; in production the
// built files and these paths share one origin (or the credit union's own hosts via app.json).
const sandbox = 'http://127.0.0.1:8080';

/**
 * antd's ConfigProvider imports Tooltip's UniqueProvider statically, and with it
 * @rc-component/trigger and its motion, to render it only when `tooltip.unique` is configured. The
 * app never configures it (src/shell/app.tsx gives ConfigProvider its theme only), so in the build
 * ConfigProvider gets a provider that renders its children: the first screen sheds about 9 KB of
 * gzipped popup code no first paint uses (docs/decisions/012). Tooltips, dropdowns and popovers
 * import the trigger themselves and are untouched: only ConfigProvider's import is replaced.
 */
function configProviderWithoutUniqueTooltips(): Plugin {
  const passThrough = '\0passbook:unique-tooltips-pass-through';
  return {
    name: 'passbook:config-provider-without-unique-tooltips',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromConfigProvider = importer !== undefined && /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer);
      return fromConfigProvider && source === '../tooltip/UniqueProvider' ? passThrough : null;
    },
    load(id) {
      return id === passThrough ? 'export default function UniqueProvider(props) { return props.children; }' : null;
    },
  };
}

/**
 * react-router's package names only its development build, under every condition
 * (remix-run/react-router#14102), so a production build carried its development warnings: console
 * messages such as "No routes matched location", and its default error page's note to the
 * developer. Its production build, the same code with those warnings off, sits beside it; the
 * build takes that one, the development server keeps the warnings. Should a release name its
 * production build itself, or drop the folder, the package resolves as it declares.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'passbook:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const declared = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!declared) return null;
      const production = declared.id.replace(/([\\/])dist[\\/]development[\\/]/, '$1dist$1production$1');
      return production !== declared.id && existsSync(production) ? production : declared;
    },
  };
}

/**
 * antd generates each component's CSS in the browser the first time the component renders: on the
 * first screen that is about a tenth of the time to the painted accounts list at 4× CPU throttling
 * (docs/decisions/016). `virtual:antd-first-screen.css` holds those styles, generated at build
 * time by scripts/antd-first-screen-styles.mjs, with the map antd's style runtime reads to skip
 * generating them again. The styles refer to the theme through CSS variables, so one file serves
 * every credit union's theme; any component the file does not hold is generated as before. The
 * development server answers an empty file: antd generates everything there.
 */
function antdFirstScreenStyles(): Plugin {
  const id = 'virtual:antd-first-screen.css';
  const resolved = `\0${id}`;
  let building = false;
  return {
    name: 'passbook:antd-first-screen-styles',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source) {
      return source === id ? resolved : null;
    },
    load(loaded) {
      if (loaded !== resolved) return null;
      if (!building) return '';
      const script = fileURLToPath(new URL('./scripts/antd-first-screen-styles.mjs', import.meta.url));
      return execFileSync(process.execPath, [script], { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' });
    },
  };
}

/**
 * Every script, stylesheet and SVG of the build also as `.br` and `.gz` beside it, compressed once
 * at their best (Brotli 11, gzip 9), which the server sends to browsers that take them
 * (server/src/member-app.ts, @fastify/static's preCompressed): a member's first page load fetches
 * about a third of the bytes, and the server compresses nothing per request. A host or CDN that
 * compresses on its own can ignore them.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'passbook:precompressed-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle)
          .filter((output) => /\.(js|css|svg)$/.test(output.fileName))
          .map(async (output) => {
            const { brotli, gzipped } = await compressedBothWays(Buffer.from(output.type === 'chunk' ? output.code : output.source), 11);
            const path = join(outDir, output.fileName);
            await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipped)]);
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), reactRouterProductionBuild(), configProviderWithoutUniqueTooltips(), antdFirstScreenStyles(), precompressedAssets()],
  // Each page's script and style links and a <meta property="csp-nonce"> carry this placeholder,
  // which the server replaces with the answer's CSP nonce (server/src/member-app.ts).
  html: { cspNonce: 'PASSBOOK_CSP_NONCE' },
  server: {
    port: 5173,
    proxy: {
      '/api': sandbox,
      '/oidc': sandbox,
      '/config': sandbox,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Kept for debugging and the bench; the server answers *.map with 404 unless
    // PASSBOOK_SERVE_SOURCE_MAPS=1 (server/src/settings.ts).
    sourcemap: true,
    // Budget: issue 17 sets 220 KB gzip of JS for the first screen (shell + accounts list);
    // bench:web prints where it stands, docs/decisions/012 what it holds and why.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Two pages, two entries: the member app (index.html) never carries the studio's code (rjsf
      // editors, diff, history), and the studio shares only what both import (react, antd).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        studio: fileURLToPath(new URL('./studio.html', import.meta.url)),
      },
      treeshake: {
        // What a module exports but nobody uses stays out of the build only when importing the module
        // has no other effect; without that promise the bundler keeps every module a barrel
        // re-exports, and places it with the first screen because the shell reaches the barrel.
        // - src/platform: pure API modules (calls, hooks, types; no import-for-effect anywhere),
        //   so the journeys' services its index re-exports load with the journeys that use them.
        // - src/banking-ui: pure components and formatters (each module imports its own CSS), so the
        //   accounts list's empty and error states do not bring the transfer pickers (antd Select)
        //   and the payment result (antd Result) into the first screen.
        // - src/config-checks: pure checks and generated validators, so the check of a bundle the
        //   server did not vouch for (decision 013) loads only when it runs.
        // - @rc-component/form (+ its async-validator): antd's popups import the form context
        //   from it, which otherwise pulls the whole form engine into the first screen.
        // CSS always has effects. Anything else keeps the bundler's default (as it declares).
        moduleSideEffects: (id) => {
          if (id.endsWith('.css')) return true;
          if (/[\\/]src[\\/](platform|banking-ui|config-checks)[\\/]/.test(id)) return false;
          if (/[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/.test(id)) return false;
          return undefined;
        },
      },
      output: {
        codeSplitting: {
          groups: [
            // React and the router change rarely and every screen needs them: one long-cached chunk.
            {
              name: 'react-vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
