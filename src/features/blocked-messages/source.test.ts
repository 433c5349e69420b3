import { dayStart } from './filters.ts';
import { archiveSearch, sourceOf, switchSource } from './source.ts';

const params = (query: string) => new URLSearchParams(query);

describe('sourceOf', () => {
  it.each([
    ['', 'live'],
    ['source=archive', 'archive'],
    ['source=Archive', 'live'],
    ['source=live&q=x', 'live'],
  ])('%s is %s', (query, source) => {
    expect(sourceOf(params(query))).toBe(source);
  });
});

describe('switchSource', () => {
  const from = dayStart('2026-03-03') ?? 0;
  const toEnd = (dayStart('2026-03-04', 1) ?? 0) - 1;

  it.each([
    [
      'search, type and status as they are',
      'q=u-42&type=image&status=pending',
      'q=u-42&type=image&status=pending&source=archive',
    ],
    [
      "rule and revision under the archive's names",
      'rule=spam-links&revision=demo_spam-links_3',
      'ruleId=spam-links&revisionId=demo_spam-links_3&source=archive',
    ],
    ['days as the seconds they span', 'from=2026-03-03&to=2026-03-04', `source=archive&from=${from}&to=${toEnd}`],
    ['not what only the live list has', 'message=7&sort=oldest&limit=100&action=kick', 'source=archive'],
  ])('to Archive carries %s', (_name, query, expected) => {
    expect(switchSource(params(query), 'archive').toString()).toBe(expected);
  });

  it.each([
    ['rule and revision back under the live names', 'source=archive&ruleId=r1&revisionId=v2', 'rule=r1&revision=v2'],
    [
      'seconds as the local days they fall on',
      `source=archive&from=${from}&to=${toEnd}`,
      'from=2026-03-03&to=2026-03-04',
    ],
    ['not a time that is not seconds', 'source=archive&from=yesterday', ''],
  ])('to Live carries %s', (_name, query, expected) => {
    expect(switchSource(params(query), 'live').toString()).toBe(expected);
  });

  it.each([
    'q=zoe&rule=r1&revision=v2&type=text&status=pending&from=2026-01-31&to=2026-02-01',
    'q=%C3%A9&from=2026-12-31',
  ])('Live to Archive and back is the same view: %s', (query) => {
    const back = switchSource(switchSource(params(query), 'archive'), 'live');
    expect(Object.fromEntries(back)).toEqual(Object.fromEntries(params(query)));
  });
});

describe('archiveSearch', () => {
  it.each([
    ['the words typed, even before the URL has them', '', 'order arrived', '?q=order+arrived&source=archive'],
    ['with the view carried over', 'q=old&rule=spam&message=7', 'order', '?q=order&ruleId=spam&source=archive'],
  ])('%s', (_, query, text, expected) => {
    expect(archiveSearch(new URLSearchParams(query), text)).toBe(expected);
  });
});
