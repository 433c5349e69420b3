import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [120_000, '117 KB'],
    [2_400_000, '2.3 MB'],
    [9_000_000_000, '8.4 GB'],
  ])('%d → %s', (bytes, expected) => {
    expect(formatBytes(bytes, 'en')).toBe(expected);
  });

  it.each([[undefined], [-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('%s → unknown size', (bytes) => {
    expect(formatBytes(bytes, 'en')).toBe('unknown size');
  });
});
