import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Stryker (`npm run mutation`) mutates only the pure modules: contract's helpers, src/lib, src/features/*/lib and
// */model, server/audit. Under the full config, `related: true` pulls in every test whose import
// graph reaches a mutated module: jsdom page tests, PGlite store tests and server routes for a
// one-line helper, and for a mutant in module-level code (a "static" mutant) all of them re-run.
// That made a full run an estimated 11 hours on 2 cores. Here only the tests that sit beside the
// mutated modules count: a pure module's own tests must catch its mutants, and a mutant that
// only a page test notices is reported as a gap in the module's tests, not as killed.
const pureAreas = ['contract', 'src/lib', 'src/features/*/lib', 'src/features/*/model', 'server/audit'];

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    restoreMocks: true,
    // The migrated in-memory store the tests load (server/store/store-template.ts), made once per run.
    globalSetup: ['./server/store/store-template.setup.ts'],
    setupFiles: ['./vitest.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'pure-node',
          environment: 'node',
          include: pureAreas.map((area) => `${area}/**/*.test.ts`),
          exclude: [...configDefaults.exclude, '**/*.gc.test.ts', '**/*.integration.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'pure-dom',
          environment: 'jsdom',
          include: pureAreas.map((area) => `${area}/**/*.test.tsx`),
          setupFiles: ['./src/test-utils/setup-dom.ts'],
        },
      },
    ],
  },
});
