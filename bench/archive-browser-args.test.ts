import { describe, expect, it } from 'vitest';
import { ARCHIVE_PARTS, parseArchiveBrowserArgs } from './archive-browser-args.ts';

describe('parseArchiveBrowserArgs', () => {
  it.each([
    { argv: [], expected: { records: 1_000_000, cache: false, runs: 5, check: false } },
    { argv: ['20000'], expected: { records: 20_000, cache: false, runs: 5, check: false } },
    { argv: ['--cache', '50000', '--runs', '3'], expected: { records: 50_000, cache: true, runs: 3, check: false } },
    { argv: ['--check', '--cache'], expected: { records: 1_000_000, cache: true, runs: 5, check: true } },
  ])('$argv', ({ argv, expected }) => {
    expect(parseArchiveBrowserArgs(argv)).toEqual({ ...expected, parts: [...ARCHIVE_PARTS] });
  });

  it.each([
    [['--only', 'sender'], ['sender']],
    // In the order they run, whatever the order named.
    [
      ['--only', 'sender,start'],
      ['start', 'sender'],
    ],
  ])('%j runs only %j', (argv, parts) => {
    expect(parseArchiveBrowserArgs(argv).parts).toEqual(parts);
  });

  it.each([
    { argv: ['--runs', '0'], error: /--runs takes a whole number/ },
    { argv: ['--runs'], error: /--runs takes a whole number/ },
    { argv: ['500'], error: /records start at 1000/ },
    { argv: ['--pg'], error: /unknown argument "--pg"/ },
    { argv: ['--only', 'case'], error: /--only takes parts from start, scroll, search, sender, not "case"/ },
    { argv: ['--only'], error: /--only takes parts/ },
  ])('refuses $argv', ({ argv, error }) => {
    expect(() => parseArchiveBrowserArgs(argv)).toThrow(error);
  });
});
