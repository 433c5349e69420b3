import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes.ts';

describe('bench routes', () => {
  const router = readFileSync(new URL('../src/app/router.tsx', import.meta.url), 'utf8');
  it.each(ROUTES.map((route) => [route.path, route.module]))('%s is the lazy module %s of the router', (_path, module) => {
    // The size part follows this module's chunk in the manifest; it must stay a lazy route.
    expect(router).toContain(`import('../${module.replace(/^src\//, '')}')`);
  });
});
