import { describe, expect, it } from 'vitest';
import { parseArgs, slowRuns } from './args.ts';

describe('parseArgs', () => {
  it.each([
    { argv: [], expected: { check: false, sizeOnly: false, serverOnly: false, runs: 5 } },
    { argv: ['--check', '--size-only'], expected: { check: true, sizeOnly: true, serverOnly: false, runs: 5 } },
    { argv: ['--server-only', '--check'], expected: { check: true, sizeOnly: false, serverOnly: true, runs: 5 } },
    { argv: ['--server-only', '--runs', '2'], expected: { check: false, sizeOnly: false, serverOnly: true, runs: 2 } },
    { argv: ['--runs', '3'], expected: { check: false, sizeOnly: false, serverOnly: false, runs: 3 } },
    { argv: ['--runs=1', '--check'], expected: { check: true, sizeOnly: false, serverOnly: false, runs: 1 } },
    {
      argv: ['--only', 'peer,waterfall'],
      expected: { check: false, sizeOnly: false, serverOnly: false, runs: 5, only: ['peer', 'waterfall'] },
    },
    {
      argv: ['--only=server', '--runs', '2'],
      expected: { check: false, sizeOnly: false, serverOnly: false, runs: 2, only: ['server'] },
    },
  ])('$argv', ({ argv, expected }) => {
    expect(parseArgs(argv)).toEqual(expected);
  });

  it.each([
    [['--fast']],
    [['--runs', '0']],
    [['--runs']],
    [['--runs=2.5']],
    [['--size-only', '--server-only']],
    [['--only', 'servers']],
    [['--only']],
    [['--only=']],
    [['--only', 'peer', '--size-only']],
  ])('refuses %j', (argv) => {
    expect(() => parseArgs(argv)).toThrow();
  });
});

describe('slowRuns', () => {
  it.each([
    [5, 3],
    [1, 1],
    [2, 1],
    [10, 6],
  ])('%i runs give %i slow ones', (runs, slow) => {
    expect(slowRuns(runs)).toBe(slow);
  });
});
