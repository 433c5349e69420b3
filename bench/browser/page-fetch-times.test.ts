import { describe, expect, it } from 'vitest';
import { pageShowTimes } from './page-fetch-times.ts';

const req = (url: string, start: number, responseEnd: number) => ({ url, start, responseEnd });

describe('pageShowTimes', () => {
  it.each([
    {
      name: 'each page pairs with the first growth after its response',
      requests: [req('p2', 100, 150), req('p3', 400, 480)],
      growths: [
        { at: 170, records: 400 },
        { at: 500, records: 600 },
      ],
      expected: {
        shown: [
          { fetchToShown: 70, responseToShown: 20 },
          { fetchToShown: 100, responseToShown: 20 },
        ],
        repeated: 0,
      },
    },
    {
      name: 'a growth before the response ended is not that page’s',
      requests: [req('p2', 100, 150)],
      growths: [
        { at: 120, records: 200 },
        { at: 190, records: 400 },
      ],
      expected: { shown: [{ fetchToShown: 90, responseToShown: 40 }], repeated: 0 },
    },
    {
      name: 'the last page, still loading when scrolling stopped, has no figure',
      requests: [req('p2', 100, 150), req('p3', 400, 480)],
      growths: [{ at: 160, records: 400 }],
      expected: { shown: [{ fetchToShown: 60, responseToShown: 10 }], repeated: 0 },
    },
    {
      name: 'a page asked for twice is one page, from its first request to its last response',
      requests: [req('p2', 100, 116), req('p2', 120, 129), req('p3', 400, 480)],
      growths: [
        { at: 190, records: 400 },
        { at: 500, records: 600 },
      ],
      expected: {
        shown: [
          { fetchToShown: 90, responseToShown: 61 },
          { fetchToShown: 100, responseToShown: 20 },
        ],
        repeated: 1,
      },
    },
    {
      name: 'two pages answered before one frame do not share it',
      requests: [req('p2', 100, 150), req('p3', 110, 155)],
      growths: [{ at: 160, records: 600 }],
      expected: { shown: [{ fetchToShown: 60, responseToShown: 10 }], repeated: 0 },
    },
    {
      name: 'no requests, no figures',
      requests: [],
      growths: [{ at: 10, records: 200 }],
      expected: { shown: [], repeated: 0 },
    },
  ])('$name', ({ requests, growths, expected }) => {
    expect(pageShowTimes(requests, growths)).toEqual(expected);
  });

  it('reads requests and growths in time order whatever order they were collected in', () => {
    expect(
      pageShowTimes(
        [req('p3', 400, 480), req('p2', 100, 150)],
        [
          { at: 500, records: 600 },
          { at: 170, records: 400 },
        ],
      ).shown,
    ).toEqual([
      { fetchToShown: 70, responseToShown: 20 },
      { fetchToShown: 100, responseToShown: 20 },
    ]);
  });
});
