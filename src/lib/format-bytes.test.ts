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
    [10 * 1024, '10 KB'],
    [3 * 1024 ** 4, '3 TB'],
    [2048 * 1024 ** 4, '2,048 TB'],
  ])('%d → %s', (bytes, expected) => {
    expect(formatBytes(bytes, 'en')).toBe(expected);
  });

  it.each([[undefined], [-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('%s → unknown size', (bytes) => {
    expect(formatBytes(bytes, 'en')).toBe('unknown size');
  });
});
