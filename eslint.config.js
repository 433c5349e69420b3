import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The SPA uses zod's mini build through contract/schemas/zod.ts (decision 020); classic zod ('zod'
// and 'zod/v4'; 'zod/v3' is the old API) would put 27 KB gzip back into every page's first load.
const classicZod = ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
  name,
  message:
    "Import { z } from contract/schemas/zod.ts (zod/mini; parse with `readable` where a person reads the issue): classic zod puts 27 KB gzip back into every page's first load.",
}));

// contract/ is what the server and the SPA both use (the wire schemas, the version token, the
// pattern syntax, the early request's paths): it runs in the browser and in Node, so no React,
// Mantine, Node or Hono, and it imports neither side (docs/decisions/003, 007).
const contractPackages = {
  group: ['react', 'react-*', '@mantine/*', 'node:*', 'hono', 'hono/*'],
  message: 'contract/ runs in the browser and in the server: no React, Mantine, Node or Hono.',
};

// The layers of src/ (docs/decisions/007): what each folder may import besides itself and npm
// packages. app -> features -> components -> hooks -> queries -> api -> lib; config and contract/
// (outside src/, see below) are the floor every layer stands on. A feature is its own layer:
// features never import each other. Tests may also import src/test-utils.
const floor = ['config'];
const layers = {
  app: ['features', 'components', 'hooks', 'queries', 'api', 'lib', ...floor],
  'features/*': ['components', 'hooks', 'queries', 'api', 'lib', ...floor],
  components: ['hooks', 'queries', 'api', 'lib', ...floor],
  hooks: ['queries', 'api', 'lib', ...floor],
  queries: ['api', 'lib', ...floor],
  api: ['lib', ...floor],
  lib: floor,
  config: [],
  'test-utils': ['app', 'features', 'components', 'hooks', 'queries', 'api', 'lib', ...floor],
};

// no-restricted-imports and no-restricted-syntax see an import's text, not the file it resolves
// to, so the rules are written per folder depth: from src/lib/conditions/x.ts, `../../` is src/.
const up = (count) => `^(\\.\\.\\/){${count}}(?!\\.\\.\\/)`;

/** Regexes for the relative imports a file `depth` folders below src/ must not write. */
function forbiddenImports(root, depth, allowed) {
  const below = depth - root.split('/').length;
  const regexes = [];
  // Up out of the layer's own folder but not yet to src/: into a sibling feature, or from the
  // schemas into the rest of src/api.
  for (let count = below + 1; count < depth; count += 1) regexes.push(up(count));
  // At src/: only the folders this layer may use (its own, unless it is one feature of many).
  const own = root.includes('*') ? [] : [root];
  const names = [...own, ...allowed].map((name) => name.replaceAll('/', '\\/'));
  regexes.push(`${up(depth)}(?!(?:${names.join('|') || '$^'})(?:\\/|$))`);
  // Out of src/ into anything but contract/, or by an absolute path.
  regexes.push(`^(\\.\\.\\/){${depth + 1}}(?!contract\\/)`, '^\\/');
  return regexes;
}

/** One rule set for every import form: declarations, `export from`, `import()`, `require()`. */
function importRules(regexes, message, { paths = classicZod, extraPatterns = [] } = {}) {
  const selector = (regex) => [
    `ImportExpression[source.value=/${regex}/]`,
    `CallExpression[callee.name="require"][arguments.0.value=/${regex}/]`,
    `TSExternalModuleReference[expression.value=/${regex}/]`,
  ];
  return {
    'no-restricted-imports': [
      'error',
      { paths, patterns: [...regexes.map((regex) => ({ regex, message })), ...extraPatterns] },
    ],
    'no-restricted-syntax': ['error', ...regexes.flatMap(selector).map((sel) => ({ selector: sel, message }))],
  };
}

function layerBlocks() {
  const roots = Object.keys(layers);
  const blocks = [];
  for (const [root, allowed] of Object.entries(layers)) {
    const nested = roots.filter((other) => other.startsWith(`${root}/`)).map((other) => `src/${other}/**`);
    const may = [root.includes('*') ? 'its own folder' : root, ...allowed, 'contract/'].join(', ');
    for (let below = 0; below < 5; below += 1) {
      const depth = root.split('/').length + below;
      const glob = `src/${root}/${'*/'.repeat(below)}*.{ts,tsx}`;
      const message = `src/${root} may import only from ${may} (docs/decisions/007).`;
      blocks.push(
        {
          files: [glob],
          ignores: [...nested, '**/*.test.{ts,tsx}'],
          rules: importRules(forbiddenImports(root, depth, allowed), message),
        },
        {
          files: [glob.replace('*.{ts,tsx}', '*.test.{ts,tsx}')],
          ignores: nested,
          rules: importRules(
            forbiddenImports(root, depth, [...allowed, 'test-utils']),
            `${message} Tests may also use src/test-utils.`,
          ),
        },
      );
    }
  }
  return blocks;
}

/** contract/ imports only itself and npm packages: a relative import out of it, at any depth. */
function contractBlocks() {
  const message = 'contract/ imports only itself and npm packages, never src/ or server/ (docs/decisions/007).';
  return [0, 1, 2, 3].map((depth) => ({
    files: [`contract/${'*/'.repeat(depth)}*.ts`],
    rules: importRules([`^(\\.\\.\\/){${depth + 1}}`, '^\\/'], message, { extraPatterns: [contractPackages] }),
  }));
}

// The server never imports the SPA, at any depth: what both use lives in contract/.
const serverNeverImports = '^\\.\\.?\\/(.*\\/)?src(\\/|$)';
const serverNeverImportsRule = importRules(
  [serverNeverImports],
  'The server never imports the SPA (src/): what both use lives in contract/ (docs/decisions/007).',
  { paths: [] },
);

// The dashboard server's route modules (server/routes/, server/*/*-routes.ts) never import each
// other, and nothing but the modules that mount them (server/api.ts, server/app.ts) imports them:
// what several routes need lives beside them in server/ (docs/decisions/007). The emulator is an
// app of its own, with its own route files.
const routeModule = ['(^|\\/)routes\\/', '-routes(\\.ts)?$'];
const routeModules = ['server/routes/**/*.ts', 'server/*/*-routes.ts'];
const routesMessage =
  'Route modules never import each other: move what they share into a module of server/ (docs/decisions/007).';

/** Both sets of rules in one: a later block's rule replaces an earlier one's for the files it matches. */
function withRules(a, b) {
  const [, { patterns: aPatterns }] = a['no-restricted-imports'];
  const [, { patterns: bPatterns }] = b['no-restricted-imports'];
  return {
    'no-restricted-imports': ['error', { paths: [], patterns: [...aPatterns, ...bPatterns] }],
    'no-restricted-syntax': ['error', ...a['no-restricted-syntax'].slice(1), ...b['no-restricted-syntax'].slice(1)],
  };
}

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
  ...layerBlocks(),
  ...contractBlocks(),
  // The writes' contract test feeds the forms' own body builders to the service's description
  // (docs/decisions/033): it alone reaches into src/. It still uses no React, Mantine, Node or Hono.
  {
    files: ['contract/service-description/requests.test.ts'],
    rules: importRules([], '', { extraPatterns: [contractPackages] }),
  },
  { files: ['server/**/*.ts'], rules: serverNeverImportsRule },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/api.ts', 'server/app.ts', 'server/emulator/**', '**/*.test.ts', ...routeModules],
    rules: withRules(
      serverNeverImportsRule,
      importRules(
        routeModule,
        'Only server/api.ts and server/app.ts mount route modules; move what you need from one into a module of server/ (docs/decisions/007).',
        { paths: [] },
      ),
    ),
  },
  // A route module in a feature folder of server/ may use that folder's other files; in
  // server/routes/ everything beside it is another route module.
  {
    files: ['server/*/*-routes.ts'],
    ignores: ['server/emulator/**'],
    rules: withRules(serverNeverImportsRule, importRules(routeModule, routesMessage, { paths: [] })),
  },
  {
    files: ['server/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: withRules(serverNeverImportsRule, importRules(['^\\.\\/', ...routeModule], routesMessage, { paths: [] })),
  },
);
