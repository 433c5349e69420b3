import { parseRange } from './range.ts';

describe('parseRange', () => {
  it.each([
    [undefined, 100, undefined],
    ['bytes=0-', 100, { start: 0, end: 99 }],
    ['bytes=0-0', 100, { start: 0, end: 0 }],
    ['bytes=10-19', 100, { start: 10, end: 19 }],
    ['bytes=90-500', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=20-10', 100, undefined],
    ['bytes=0-1,5-6', 100, undefined],
    ['items=0-1', 100, undefined],
    ['bytes=-', 100, undefined],
  ])('%s of %s bytes gives %j', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
