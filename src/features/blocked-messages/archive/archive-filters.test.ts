import { archiveQueryString } from '../../../api/archive-query.ts';
import {
  hasArchiveFilters,
  localInputFromSeconds,
  parseArchiveFilters,
  searchedFilters,
  searchedText,
  secondsFromLocalInput,
  withoutArchiveFilters,
} from './archive-filters.ts';

describe('parseArchiveFilters', () => {
  it.each([
    ['nothing', '', { q: '' }],
    [
      "the trends page's link",
      'source=archive&from=1772532000&to=1772535599&ruleId=spam-links',
      { q: '', ruleId: 'spam-links', from: 1772532000, to: 1772535599 },
    ],
    [
      'every filter',
      'q=%20u-42%20&ruleId=r&revisionId=v&type=image&status=pending&from=1&to=2',
      { q: 'u-42', ruleId: 'r', revisionId: 'v', type: 'image', status: 'pending', from: 1, to: 2 },
    ],
    ['times that are not Unix seconds are left out', 'from=2026-03-03&to=-5', { q: '' }],
    ['empty values are left out', 'ruleId=&type=%20', { q: '' }],
    ['a value longer than the server takes is left out', `ruleId=${'r'.repeat(201)}`, { q: '' }],
  ])('%s', (_name, query, filters) => {
    expect(parseArchiveFilters(new URLSearchParams(query))).toEqual(filters);
  });
});

describe('archiveQueryString', () => {
  it.each([
    ['only the page size', { q: '' }, undefined, 'limit=200'],
    [
      "the filters in the server's names, then the cursor",
      { q: 'zoë', ruleId: 'r 1', from: 0, to: 99 },
      'abc',
      'q=zo%C3%AB&ruleId=r+1&from=0&to=99&limit=200&cursor=abc',
    ],
  ])('%s', (_name, filters, cursor, expected) => {
    expect(archiveQueryString(filters, 200, cursor)).toBe(expected);
  });

  it("round-trips the URL's filters to the server", () => {
    const query = 'q=u-42&ruleId=r&revisionId=v&type=image&status=pending&from=10&to=20';
    expect(archiveQueryString(parseArchiveFilters(new URLSearchParams(query)), 50)).toBe(`${query}&limit=50`);
  });
});

describe('hasArchiveFilters', () => {
  it.each([
    [{ q: '' }, false],
    [{ q: 'x' }, true],
    [{ q: '', from: 0 }, true],
    [{ q: '', status: 'pending' }, true],
  ])('%j is %s', (filters, expected) => {
    expect(hasArchiveFilters(filters)).toBe(expected);
  });
});

describe('withoutArchiveFilters', () => {
  it('keeps the source and the open message, drops every filter', () => {
    const query = 'source=archive&q=x&ruleId=r&revisionId=v&type=t&status=s&from=1&to=2&message=9';
    expect(withoutArchiveFilters(new URLSearchParams(query)).toString()).toBe('source=archive&message=9');
  });
});

describe('the From and To fields (local time)', () => {
  const local = (y: number, m: number, d: number, h: number, min: number) =>
    new Date(y, m - 1, d, h, min).getTime() / 1000;
  it.each([
    ['2026-03-03T10:02', local(2026, 3, 3, 10, 2)],
    ['2026-03-03T10:02:30', local(2026, 3, 3, 10, 2) + 30],
    ['', undefined],
    ['2026-03-03', undefined],
    ['yesterday', undefined],
  ])('%s is %s', (value, seconds) => {
    expect(secondsFromLocalInput(value)).toBe(seconds);
  });

  it.each([
    [undefined, ''],
    [local(2026, 12, 31, 23, 59), '2026-12-31T23:59'],
    [local(2026, 1, 5, 7, 8) + 59, '2026-01-05T07:08'],
  ])('%s shows as %s', (seconds, value) => {
    expect(localInputFromSeconds(seconds)).toBe(value);
  });
});

describe('searchedText', () => {
  it.each([
    ['nothing typed', '', { q: '', tooShort: false }],
    ['one character is not sent', 'a', { q: '', tooShort: true }],
    ['two characters are not sent', ' ab ', { q: '', tooShort: true }],
    ['three characters are', 'abc', { q: 'abc', tooShort: false }],
    ['counted as characters, not UTF-16 units', '😀😀', { q: '', tooShort: true }],
    ['spaces around are not counted', '  u-42  ', { q: 'u-42', tooShort: false }],
    ['longer than the server takes: cut to 200', 'x'.repeat(250), { q: 'x'.repeat(200), tooShort: false }],
  ])('%s', (_name, typed, expected) => {
    expect(searchedText(typed)).toEqual(expected);
  });
});

describe('searchedFilters', () => {
  it.each([
    ["the URL's text when nothing is being typed", 'q=u-42&ruleId=r', undefined, { q: 'u-42', ruleId: 'r' }],
    ['a short text in the URL is not asked for', 'q=ab&type=image', undefined, { q: '', type: 'image' }],
    ['what is being typed, ahead of the URL', 'q=u-4&ruleId=r', 'u-42', { q: 'u-42', ruleId: 'r' }],
    ['typed too short: not asked for', 'q=u-42', 'u', { q: '' }],
  ])('%s', (_name, query, typed, expected) => {
    expect(searchedFilters(new URLSearchParams(query), typed)).toEqual(expected);
  });
});
