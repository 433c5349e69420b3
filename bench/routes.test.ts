import { describe, expect, it } from 'vitest';
import { lazyPages } from '../src/app/lazy-pages.ts';
import { pageModules } from '../src/app/page-modules.ts';
import { ROUTES, timedRoutes } from './routes.ts';

describe('bench routes', () => {
  it('measures each page the router loads lazily, but sign-in', () => {
    const measured = ROUTES.map((route) => route.module);
    const pages = Object.entries(pageModules).filter(([name]) => name !== 'signIn');
    expect(measured).toEqual(pages.map(([, module]) => module));
  });

  // The size part finds each page's chunk in the manifest by `module`: it must name the file `load` imports.
  it.each(Object.entries(pageModules))('%s: module names the file its loader imports', async (name, module) => {
    const { Component } = await lazyPages[name as keyof typeof lazyPages].load();
    const loaded: Record<string, unknown> = await import(/* @vite-ignore */ `../${module}`);
    expect(Object.values(loaded)).toContain(Component);
  });

  it('times every page whose data the bench server has (all but the archive pages)', () => {
    expect(timedRoutes(ROUTES).map((route) => route.module)).toEqual(
      ROUTES.filter((route) => route.module !== pageModules.trends).map((route) => route.module),
    );
  });
});
