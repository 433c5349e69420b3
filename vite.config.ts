import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { earlyDataScript } from './contract/early-request.ts';
import { pageModules } from './src/app/page-modules.ts';
import { firstRowsScript } from './scripts/first-rows-script.ts';

/**
 * The scripts that must run before anything else (the colour scheme before the first paint, the
 * blocked messages' request before the app's code) go into the built page itself: a file each
 * would cost a round trip first. The server allows exactly these by hash (server/inline-scripts.ts).
 */
function inlineHeadScripts(names: readonly string[]): Plugin {
  return {
    name: 'inline-head-scripts',
    apply: 'build',
    transformIndexHtml: (html) =>
      names.reduce((page, name) => {
        const tag = `<script src="/${name}"></script>`;
        if (!page.includes(tag)) throw new Error(`index.html has no ${tag} to inline`);
        const source = readFileSync(new URL(`./public/${name}`, import.meta.url), 'utf8');
        // The early request's table (contract/early-request.ts) is written into its script here.
        const script = name === 'early-data.js' ? earlyDataScript(source) : source;
        return page.replace(tag, () => `<script>${script.trim()}</script>`);
      }, html),
  };
}

/**
 * React Router 7's package exports name only its development build, whatever the mode
 * (remix-run/react-router#14102, #14753): its dev warnings and checks ran in every user's
 * browser. The build takes the production files the package ships beside them, the same API.
 */
export const reactRouterProduction: Alias[] = [
  ['react-router', 'index.mjs'],
  ['react-router/dom', 'dom-export.mjs'],
].map(([name = '', file = '']) => ({
  find: new RegExp(`^${name}$`),
  replacement: fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url)),
}));

/** The one rule for which tests are slow (docs/testing.md): the rest are unit tests. */
const INTEGRATION = '{contract,src,server,scripts,bench}/**/*.integration.test.ts';

/** How many pages load lazily, each a chunk of its own. */
const PAGE_COUNT = Object.keys(pageModules).length;

export default defineConfig(({ command }) => ({
  plugins: [react(), inlineHeadScripts(['color-scheme.js', 'early-data.js']), ...firstRowsScript()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The server's CSP forbids inline scripts; keep Vite from inlining its module preload helper.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every lazily loaded page shares (Mantine's core components, React Query's hooks,
            // the shared UI) goes into one chunk beside the entry instead of dozens of small ones:
            // each file gzips on its own and adds its import glue (4-5 KB less per route's first
            // load). The threshold is the number of pages, measured rather than derived: one lower
            // and the chunk pulls in code most pages never use (the blocked list grew 10 KB).
            { name: 'shared', test: /[\\/]node_modules[\\/]|[\\/](src|contract)[\\/]/, minShareCount: PAGE_COUNT },
            // zod/mini and its door (contract/schemas/zod.ts, which words issues) are in every route's
            // first load. Rolldown splits modules by the chunks that import them, and code that only
            // uses `z` (re-exported straight from zod/mini) does not count as importing the door, so
            // the door's few hundred bytes became a chunk of their own: one more file, worse gzip.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]contract[\\/]schemas[\\/]zod\.ts$/ },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    restoreMocks: true,
    // The migrated in-memory store the tests load (server/store/store-template.ts), made once per run.
    globalSetup: ['./server/store/store-template.setup.ts'],
    // One rule sorts the tests (docs/testing.md): `*.integration.test.ts` is an integration test (a
    // PostgreSQL cluster, a store started from nothing, real waits); every other
    // `*.test.ts(x)` is a unit test and must stay fast. `npm run test:unit` runs the projects named
    // `unit*`, `npm run test:integration` the one named `integration`.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'contract/**/*.test.ts',
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          // A sign-in is a dozen store transactions beside scrypt: on the loaded 2-core machine a test
          // of several sign-ins went over the default 5 s (speed belongs in the bench, as for 'unit-dom').
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // A worker's files share one module graph and one store (server/store/test-store.ts): a file
          // in its own graph paid for its imports and a store load again, most of this step's time.
          // So a file must leave nothing behind: docs/testing.md says what that means.
          isolate: false,
          exclude: [...configDefaults.exclude, INTEGRATION, '**/*.gc.test.ts'],
          env: { DASHBOARD_TEST_PROJECT: 'unit' },
          setupFiles: ['./vitest.setup.ts', './vitest.unit.setup.ts'],
        },
      },
      // Tests that force a garbage collection (`globalThis.gc`) where a bug needs one.
      {
        extends: true,
        test: {
          name: 'unit-gc',
          environment: 'node',
          include: ['server/**/*.gc.test.ts'],
          exclude: [...configDefaults.exclude, INTEGRATION],
          env: { DASHBOARD_TEST_PROJECT: 'unit' },
          setupFiles: ['./vitest.setup.ts', './vitest.unit.setup.ts'],
          pool: 'forks',
          execArgv: ['--expose-gc'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          // Typing through user-event into a whole form takes seconds on a loaded 2-core machine: the
          // default 5 s turned these behaviour tests into timing tests (speed belongs in the bench). 60 s
          // leaves room for a machine many times slower than an idle one.
          testTimeout: 60_000,
          // As in 'unit': one module graph and one jsdom per worker, not one per file.
          isolate: false,
          include: ['src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, INTEGRATION],
          env: { DASHBOARD_TEST_PROJECT: 'unit' },
          setupFiles: ['./vitest.setup.ts', './src/test-utils/setup-dom.ts'],
        },
      },
      // What may be slow: PostgreSQL clusters (server/store/throwaway-postgres.ts refuses to start one
      // anywhere else), PGlite started from nothing, real waits.
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: [INTEGRATION],
          testTimeout: 60_000,
          env: { DASHBOARD_TEST_PROJECT: 'integration' },
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
}));
