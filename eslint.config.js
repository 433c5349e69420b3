import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The SPA uses zod's mini build through src/api/schemas/zod.ts (decision 005); classic zod ('zod'
// and 'zod/v4'; 'zod/v3' is the old API) would put 27 KB gzip back into every page's first load.
// Spread into every src/ block below, because a later block's no-restricted-imports replaces an
// earlier one's.
const classicZod = ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
  name,
  message: "Import { z } from src/api/schemas/zod.ts (zod/mini; parse with `readable` where a person reads the issue): classic zod puts 27 KB gzip back into every page's first load.",
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-imports': ['error', { paths: classicZod }] },
  },
  {
    // Wire-format schemas are shared by the SPA, the proxy and the emulator: no React, no Node.
    files: ['src/api/schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: classicZod, patterns: ['react', 'react-*', '@mantine/*', 'node:*', 'hono', 'hono/*'] }],
    },
  },
  {
    // Features never import each other: shared code lives in components, lib, queries and api.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: classicZod, patterns: [{ group: ['../../features/*', '**/features/*'], message: 'Features must not import each other; move shared code to src/components, src/lib or src/queries.' }] }],
    },
  },
);
