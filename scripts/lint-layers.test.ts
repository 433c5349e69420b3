import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer rules in eslint.config.js, run through ESLint itself on snippets that are never
// written to disk: a rule that stopped matching would pass `npm run lint` silently.
const root = fileURLToPath(new URL('..', import.meta.url));
const layerRules = new Set(['no-restricted-imports', 'no-restricted-syntax']);
let eslint: ESLint;

// Loading the config and the TypeScript parser takes seconds on a busy machine: once, up front.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('', { filePath: 'src/lib/x.ts' });
}, 60_000);

async function layerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => layerRules.has(message.ruleId ?? ''))
    .map((message) => message.message);
}

describe('imports that break the layers fail lint', () => {
  it.each([
    [
      'a feature importing another feature by a short relative path',
      'src/features/blocked-messages/export.ts',
      "export { toCsv } from '../keywords/lib/csv.ts';",
    ],
    [
      'a feature importing another feature through src/',
      'src/features/rules/lib/x.ts',
      "import { a } from '../../../features/keywords/lib/csv.ts';\nexport { a };",
    ],
    [
      'a feature importing the app',
      'src/features/rules/rules-page.tsx',
      "import { router } from '../../app/router.tsx';\nexport { router };",
    ],
    [
      'a shared component loading a page lazily',
      'src/components/x.tsx',
      "export const load = () => import('../features/rules/rules-page.tsx');",
    ],
    [
      'a hook importing a component',
      'src/hooks/x.ts',
      "import { Hint } from '../components/hint.tsx';\nexport { Hint };",
    ],
    ['a query re-exporting a hook', 'src/queries/x.ts', "export { useX } from '../hooks/use-x.ts';"],
    [
      'the api layer importing a query, type only',
      'src/api/x.ts',
      "import type { Y } from '../queries/rules.ts';\nexport type { Y };",
    ],
    [
      'lib importing the fetch wrapper (the old cycle)',
      'src/lib/conditions/x.ts',
      "import { apiRequest } from '../../api/client.ts';\nexport { apiRequest };",
    ],
    ['lib requiring the app', 'src/lib/x.ts', "export const app = require('../app/router.tsx');"],
    [
      'a wire schema importing lib',
      'src/api/schemas/x.ts',
      "import { ApiError } from '../../lib/api-error.ts';\nexport { ApiError };",
    ],
    [
      'a wire schema importing the rest of src/api',
      'src/api/schemas/x.ts',
      "import { apiRequest } from '../client.ts';\nexport { apiRequest };",
    ],
    [
      'a wire schema importing React',
      'src/api/schemas/x.ts',
      "import { useState } from 'react';\nexport { useState };",
    ],
    [
      'production code importing test helpers',
      'src/lib/x.ts',
      "import { render } from '../test-utils/render.tsx';\nexport { render };",
    ],
    ['SPA code reaching out of src/', 'src/lib/x.ts', "import { app } from '../../server/app.ts';\nexport { app };"],
    [
      'the server importing a page',
      'server/routes/x.ts',
      "import { RulesPage } from '../../src/features/rules/rules-page.tsx';\nexport { RulesPage };",
    ],
    [
      'the server loading the app shell lazily',
      'server/x.ts',
      "export const shell = () => import('../src/app/router.tsx');",
    ],
    [
      'a route module importing another beside it',
      'server/routes/health.ts',
      "import { unknownApp } from './proxy.ts';\nexport { unknownApp };",
    ],
    [
      'a route module loading another lazily',
      'server/routes/x.ts',
      "export const load = () => import('./decisions.ts');",
    ],
    [
      'a route module importing one in a feature folder',
      'server/routes/x.ts',
      "import { archiveRoutes } from '../archive/archive-routes.ts';\nexport { archiveRoutes };",
    ],
    [
      "a feature folder's route module importing server/routes",
      'server/archive/archive-routes.ts',
      "import { unknownApp } from '../routes/moderation-reads.ts';\nexport { unknownApp };",
    ],
    [
      'a helper of the server importing a route module',
      'server/connection-check.ts',
      "import { moderationTarget } from './routes/proxy.ts';\nexport { moderationTarget };",
    ],
  ])('%s', async (_name, filePath, code) => {
    expect(await layerProblems(filePath, code)).not.toEqual([]);
  });
});

describe('imports that follow the layers pass', () => {
  it.each([
    [
      'a feature using a shared component',
      'src/features/rules/x.tsx',
      "import { Hint } from '../../components/hint.tsx';\nexport { Hint };",
    ],
    [
      'a feature using its own files',
      'src/features/keywords/lib/x.ts',
      "import { TermList } from '../components/term-list.tsx';\nexport { TermList };",
    ],
    [
      'lib using wire-schema types',
      'src/lib/conditions/x.ts',
      "import type { Condition } from '../../api/schemas/condition.ts';\nexport type { Condition };",
    ],
    [
      'a shared component using route paths',
      'src/components/x.tsx',
      "import { paths } from '../config/paths.ts';\nexport { paths };",
    ],
    [
      'the app loading a page lazily',
      'src/app/router.tsx',
      "export const load = () => import('../features/rules/rules-page.tsx');",
    ],
    [
      'a test using the test render',
      'src/components/x.test.tsx',
      "import { render } from '../test-utils/render.tsx';\nexport { render };",
    ],
    [
      'the server using the wire schemas',
      'server/emulator/x.ts',
      "import { z } from '../../src/api/schemas/zod.ts';\nexport { z };",
    ],
    [
      'a route module using what routes share',
      'server/routes/x.ts',
      "import { appLookup } from '../app-lookup.ts';\nexport { appLookup };",
    ],
    [
      "a feature folder's route module using its own folder",
      'server/archive/archive-routes.ts',
      "import { listArchived } from './archive-queries.ts';\nexport { listArchived };",
    ],
    [
      'the /api module mounting route modules',
      'server/api.ts',
      "import { healthRoutes } from './routes/health.ts';\nexport { healthRoutes };",
    ],
    [
      'a route test importing its module',
      'server/routes/health.test.ts',
      "import { healthRoutes } from './health.ts';\nexport { healthRoutes };",
    ],
    [
      'the emulator composing its own route files',
      'server/emulator/moderation-routes.ts',
      "import { addDecisionRoutes } from './decisions/decision-routes.ts';\nexport { addDecisionRoutes };",
    ],
  ])('%s', async (_name, filePath, code) => {
    expect(await layerProblems(filePath, code)).toEqual([]);
  });
});
