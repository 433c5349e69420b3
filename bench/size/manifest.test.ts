import { describe, expect, it } from 'vitest';
import { routeFiles, type Manifest } from './manifest.ts';

// Shaped like Vite 8's output: chunks import the entry back (a cycle) and share a vendor chunk.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index.css'],
    dynamicImports: ['src/rules.tsx', 'src/blocked.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js', 'index.html'], css: ['assets/shared.css'] },
  '_lazy-only.js': { file: 'assets/lazy-only.js' },
  'src/rules.tsx': {
    file: 'assets/rules.js',
    isDynamicEntry: true,
    imports: ['_shared.js', 'index.html'],
    css: ['assets/rules.css'],
    dynamicImports: ['_lazy-only.js'],
  },
  'src/blocked.tsx': {
    file: 'assets/blocked.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
    assets: ['assets/list.worker.js', 'assets/icon.svg'],
  },
};

describe('routeFiles', () => {
  it.each([
    {
      route: 'src/rules.tsx',
      expected: {
        js: ['assets/index.js', 'assets/vendor.js', 'assets/rules.js', 'assets/shared.js'],
        css: ['assets/index.css', 'assets/rules.css', 'assets/shared.css'],
        workers: [],
      },
    },
    {
      route: 'src/blocked.tsx',
      expected: {
        js: ['assets/index.js', 'assets/vendor.js', 'assets/blocked.js'],
        css: ['assets/index.css'],
        workers: ['assets/list.worker.js'],
      },
    },
  ])('follows the static imports of $route once each, not its dynamic ones', ({ route, expected }) => {
    expect(routeFiles(manifest, route)).toEqual(expected);
  });

  it('names a route that is missing from the manifest', () => {
    expect(() => routeFiles(manifest, 'src/gone.tsx')).toThrow('src/gone.tsx is not in the Vite manifest');
  });

  it('refuses a manifest without exactly one entry', () => {
    expect(() => routeFiles({ 'src/a.tsx': { file: 'a.js' } }, 'src/a.tsx')).toThrow('expected one entry chunk');
  });
});
