import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineGaps, type LockedPackage } from './engines.ts';

const root = resolve(import.meta.dirname, '..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(resolve(root, file), 'utf8'));

describe('the locked dependencies', () => {
  // On a failure, pick a version of the package that runs on the whole range, or narrow package.json's
  // engines and the README's Node line together (docs/decisions/001-versions-for-node-20.md).
  it('run on every Node the project names in package.json', () => {
    const manifest = readJson('package.json') as { engines: { node: string } };
    const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
    const gaps = engineGaps(manifest.engines.node, lock.packages);
    expect(gaps.map(({ name, version, node }) => `${name}@${version} needs Node ${node}`)).toEqual([]);
  });
});

describe('engineGaps', () => {
  const SUPPORTED = '^20.19.0 || >=22.12.0';
  const locked = (engines: unknown): Record<string, LockedPackage> => ({
    '': { version: '0.1.0', engines: { node: '>=99' } },
    'node_modules/dep': { version: '1.2.3', engines },
  });

  it.each([
    ['no engines field', undefined],
    ['engines without node', { npm: '>=6' }],
    ['an older floor', { node: '>=18' }],
    ['the same range', { node: '^20.19.0 || >=22.12.0' }],
    ['a list of majors that reaches past ours', { node: '18 || 20 || >=22' }],
    ['engines in the old array form, which npm ignores', ['node >= 0.4']],
  ])('passes %s', (_, engines) => {
    expect(engineGaps(SUPPORTED, locked(engines))).toEqual([]);
  });

  it.each([
    ['a newer major only', '>=22.22.0'],
    ['a newer minor of the oldest line', '>=20.20.0'],
    ['a newer minor of the second line', '^20.19.0 || ^22.13.0 || >=24'],
    ['a gap in a later major', '^20.19.0 || ^22.12.0 || >=24.0.0'],
    ['a range npm cannot read', 'node twenty'],
  ])('names a package that asks for %s', (_, node) => {
    expect(engineGaps(SUPPORTED, locked({ node }))).toEqual([{ name: 'dep', version: '1.2.3', node }]);
  });

  it('reads a bare major as its first release, as npm does', () => {
    expect(engineGaps('>=24', locked({ node: '>=24.0.0' }))).toEqual([]);
  });

  it('names a nested copy by its package name, not its path', () => {
    const packages = { 'node_modules/a/node_modules/@scope/b': { version: '2.0.0', engines: { node: '>=24' } } };
    expect(engineGaps(SUPPORTED, packages)).toEqual([{ name: '@scope/b', version: '2.0.0', node: '>=24' }]);
  });
});
