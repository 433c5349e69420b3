import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleBuildReason } from './build-freshness.ts';

let root = '';

function touch(relativePath: string, secondsAgo: number): void {
  const path = join(root, relativePath);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'dashboard-build-'));
  touch('src/main.tsx', 100);
  touch('src/features/rules/rules-page.tsx', 90);
  touch('public/favicon.svg', 100);
  touch('index.html', 100);
  touch('vite.config.ts', 100);
  touch('package-lock.json', 100);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('staleBuildReason', () => {
  it('asks for a build when dist/index.html is missing', () => {
    expect(staleBuildReason(root, join(root, 'dist'))).toBe('dist/index.html is missing');
  });

  it('names an outside dist directory by its absolute path', () => {
    const outside = join(tmpdir(), 'elsewhere-dist');
    expect(staleBuildReason(root, outside)).toBe(`${outside}/index.html is missing`);
  });

  it('is fresh when the build is newer than every input', () => {
    touch('dist/index.html', 10);
    expect(staleBuildReason(root, join(root, 'dist'))).toBeUndefined();
  });

  it.each([
    'src/features/rules/rules-page.tsx',
    'src/new-file.ts',
    'public/favicon.svg',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
  ])('is stale when %s is newer than the build', (input) => {
    touch('dist/index.html', 10);
    touch(input, 1);
    expect(staleBuildReason(root, join(root, 'dist'))).toBe(`${input} changed since the last build`);
  });

  it('ignores files that are not build inputs', () => {
    touch('dist/index.html', 10);
    touch('server/app.ts', 1);
    touch('README.md', 1);
    expect(staleBuildReason(root, join(root, 'dist'))).toBeUndefined();
  });

  it('copes with inputs that do not exist', () => {
    rmSync(join(root, 'public'), { recursive: true });
    touch('dist/index.html', 10);
    expect(staleBuildReason(root, join(root, 'dist'))).toBeUndefined();
  });
});
