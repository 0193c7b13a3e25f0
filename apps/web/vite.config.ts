import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// The API server (apps/server) listens on 3000 in development; SYM_API_TARGET points elsewhere if needed.
const apiTarget = process.env.SYM_API_TARGET ?? 'http://localhost:3000';

/** Long-lived vendor groups, so an app deploy does not invalidate the framework chunks in browser caches. */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
  // The virtualiser only the storyboard uses: apart from the query client, which the first page loads.
  { name: 'virtual', test: /node_modules[\\/]@tanstack[\\/](virtual-core|react-virtual)[\\/]/ },
  {
    name: 'i18n',
    test: /node_modules[\\/]i18next[\\/]/,
  },
  // Zod with the setting that must precede every schema (src/lib/zod-jitless.ts), loaded with the first schema.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/ },
];

const UI_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]ui[\\/]/;

/** The modules of `test` that the first page loads ($initial), in a chunk of their own before another group takes them. */
const firstPageGroup = (name: string, test: RegExp, priority?: number) => ({
  name,
  test,
  tags: ['$initial' as const],
  includeDependenciesRecursively: false,
  ...(priority === undefined ? {} : { priority }),
});

/**
 * The generic UI (src/ui) in one chunk, not one per set of screens sharing a piece of it: the first signed-in screen
 * (layout and projects page) would otherwise wait on some twenty small files, which a browser fetches six at a time
 * from a server speaking HTTP/1.1. The pieces the first page itself uses ($initial) get a chunk of the first page.
 * UI modules have no side effects and import no screen, so grouping them without their imports creates no cycle.
 */
const UI_GROUPS = [
  firstPageGroup('ui-first-page', UI_MODULE, 1),
  { name: 'ui', test: UI_MODULE, includeDependenciesRecursively: false },
];

const CONTRACTS_MODULE = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;
const WEB_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]/;

/**
 * The contracts' modules and the web modules that several screens share, each in one chunk, apart from those the
 * first page loads ($initial, grouped first so the first page's files stay what they were): a 1,000-shot episode's
 * editor otherwise waited on some seventy files of one or two KiB each (a contract's texts, a query key, a hook),
 * fetched six at a time (90 requests -> 24; first cards 1.69 -> 1.29 s A/B; Lighthouse on /projects 69 -> 79).
 */
const LAZY_GROUPS = [
  firstPageGroup('contracts-first-page', CONTRACTS_MODULE, 1),
  { name: 'contracts', test: CONTRACTS_MODULE, includeDependenciesRecursively: false },
  firstPageGroup('web-first-page', WEB_MODULE),
  { name: 'shared', test: WEB_MODULE, minShareCount: 2, includeDependenciesRecursively: false },
];

/**
 * Our own modules (web and contracts) only declare things, so a module reached solely through an unused
 * barrel re-export can be dropped; that keeps lazy screens out of the entry chunk. The i18n setup, Zod's
 * setting and stylesheets act on import and must stay. Everything else keeps the bundler's default.
 */
function moduleSideEffects(id: string): boolean | undefined {
  const path = id.replaceAll('\\', '/');
  if (path.endsWith('/src/app/i18n/i18n.ts') || path.endsWith('/src/lib/zod-jitless.ts') || path.endsWith('.css')) {
    return true;
  }
  if (path.includes('/apps/web/src/') || path.includes('/packages/contracts/src/')) return false;
  return undefined;
}

/** Every `zod` import of the app and the contracts, so Zod never runs without the app's setting. */
const ZOD_WITH_SETTING = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));

/** React's own useSyncExternalStore for the shim a dependency imports (src/lib/use-sync-external-store-shim.ts). */
const SYNC_EXTERNAL_STORE = fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: /^zod$/, replacement: ZOD_WITH_SETTING },
      { find: /^use-sync-external-store\/shim$/, replacement: SYNC_EXTERNAL_STORE },
    ],
  },
  // Module workers, so a worker's own dynamic imports (the password checker's dictionaries) stay separate chunks.
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects },
      output: {
        codeSplitting: { groups: [...VENDOR_GROUPS, ...UI_GROUPS, ...LAZY_GROUPS] },
      },
    },
  },
});
