import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Everything the member app calls lives on the sandbox server in development; in production the
// built files and these paths share one origin (or the credit union's own hosts via app.json).
const sandbox = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
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
    sourcemap: true,
    // Budget: the first screen (shell + accounts list) stays under 300 KB gzip of JS.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
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
