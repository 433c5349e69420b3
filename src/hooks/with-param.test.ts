import { describe, expect, it } from 'vitest';
import { withParam } from './use-search-params-updater.ts';

describe('withParam', () => {
  it.each<[string, string, string, string | null | undefined]>([
    ['sets a new one beside the others', 'q=spam', 'reason', 'harassment'],
    ['replaces its value', 'reason=spam&q=x', 'reason', 'other'],
    ['removes it when empty', 'reason=spam&q=x', 'reason', ''],
    ['removes it when null', 'reason=spam', 'reason', null],
    ['removes nothing else when undefined', 'q=x', 'reason', undefined],
  ])('%s', (_name, before, name, value) => {
    const after = withParam(name, value)(new URLSearchParams(before));
    expect(after.get(name)).toBe(value ? value : null);
    for (const [key, kept] of new URLSearchParams(before)) if (key !== name) expect(after.get(key)).toBe(kept);
  });
});
