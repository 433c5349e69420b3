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
      'contract/schemas/x.ts',
      "import { ApiError } from '../../src/lib/api-error.ts';\nexport { ApiError };",
    ],
    [
      'a contract module importing the SPA',
      'contract/x.ts',
      "import { apiRequest } from '../src/api/client.ts';\nexport { apiRequest };",
    ],
    [
      'a contract module importing the server',
      'contract/x.ts',
      "import { createApp } from '../server/app.ts';\nexport { createApp };",
    ],
    [
      'a wire schema loading the server lazily',
      'contract/schemas/x.ts',
      "export const load = () => import('../../server/app.ts');",
    ],
    [
      'a contract test importing the SPA',
      'contract/conditions/x.test.ts',
      "import { render } from '../../src/test-utils/render.tsx';\nexport { render };",
    ],
    [
      'a wire schema importing React',
      'contract/schemas/x.ts',
      "import { useState } from 'react';\nexport { useState };",
    ],
    [
      'a contract module importing Node',
      'contract/x.ts',
      "import { readFileSync } from 'node:fs';\nexport { readFileSync };",
    ],
    ['a wire schema importing classic zod', 'contract/schemas/x.ts', "import { z } from 'zod';\nexport { z };"],
    [
      'production code importing test helpers',
      'src/lib/x.ts',
      "import { render } from '../test-utils/render.tsx';\nexport { render };",
    ],
    ['SPA code reaching out of src/', 'src/lib/x.ts', "import { app } from '../../server/app.ts';\nexport { app };"],
    [
      'a page importing the server',
      'src/features/rules/rules-page.tsx',
      "import { createApp } from '../../../server/app.ts';\nexport { createApp };",
    ],
    [
      'a test of the SPA importing the server',
      'src/lib/conditions/x.test.ts',
      "import { createApp } from '../../../server/app.ts';\nexport { createApp };",
    ],
    [
      'the server importing a pure helper of the SPA',
      'server/x.ts',
      "import { csv } from '../src/lib/csv.ts';\nexport { csv };",
    ],
    [
      'a server test importing the SPA',
      'server/queue-movement/x.test.ts',
      "import { waitingSeries } from '../../src/lib/queue-movement.ts';\nexport { waitingSeries };",
    ],
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
      "import type { Condition } from '../../../contract/schemas/condition.ts';\nexport type { Condition };",
    ],
    [
      'a shared component using route paths',
      'src/components/x.tsx',
      "import { paths } from '../../contract/paths.ts';\nexport { paths };",
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
      "import { z } from '../../contract/schemas/zod.ts';\nexport { z };",
    ],
    [
      'a server test using the contract',
      'server/queue-movement/x.test.ts',
      "import { HAND_MADE_MOVEMENT } from '../../contract/queue-movement.fixture.ts';\nexport { HAND_MADE_MOVEMENT };",
    ],
    [
      'a page using the wire schemas',
      'src/features/rules/rules-page.tsx',
      "import { ruleSchema } from '../../../contract/schemas/rule.ts';\nexport { ruleSchema };",
    ],
    [
      'the app using route paths',
      'src/app/router.tsx',
      "import { paths } from '../../contract/paths.ts';\nexport { paths };",
    ],
    [
      'a wire schema using contract helpers and zod/mini',
      'contract/schemas/x.ts',
      "import { z } from 'zod/mini';\nimport { isJsonObject } from '../json.ts';\nexport { z, isJsonObject };",
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
