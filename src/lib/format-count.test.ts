import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it.each([0, 7, 1234, 1_000_000, -42, 12.5])('writes %d as toLocaleString() does', (n) => {
    expect(formatCount(n)).toBe(n.toLocaleString());
  });
});
