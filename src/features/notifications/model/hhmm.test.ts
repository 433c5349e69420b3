import { describe, expect, it } from 'vitest';
import { describeWindow, formatHHMM, parseHHMM, weekSegments, type DayWindow } from './hhmm.ts';

describe('parseHHMM', () => {
  it.each([
    ['20:15', 2015],
    ['2015', 2015],
    ['8:05', 805],
    ['805', 805],
    ['00:00', 0],
    ['23:59', 2359],
    [' 07:30 ', 730],
  ])('%s → %i', (text, value) => {
    expect(parseHHMM(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['12:60', 'Minutes go from 00 to 59'],
    ['1275', 'Minutes go from 00 to 59'],
    ['24:00', 'Hours go from 00 to 23'],
    ['', 'Enter a time as HH:MM, for example 20:15'],
    ['8', 'Enter a time as HH:MM, for example 20:15'],
    ['8pm', 'Enter a time as HH:MM, for example 20:15'],
    ['12:5', 'Enter a time as HH:MM, for example 20:15'],
    ['-1:00', 'Enter a time as HH:MM, for example 20:15'],
    ['12:300', 'Enter a time as HH:MM, for example 20:15'],
    ['at 12:30', 'Enter a time as HH:MM, for example 20:15'],
    ['12305', 'Enter a time as HH:MM, for example 20:15'],
    ['x1230', 'Enter a time as HH:MM, for example 20:15'],
  ])('rejects %j', (text, message) => {
    expect(parseHHMM(text)).toEqual({ ok: false, message });
  });
});

describe('formatHHMM', () => {
  it.each([
    [2015, '20:15'],
    [0, '00:00'],
    [5, '00:05'],
    [2359, '23:59'],
    [1275, '12:75'],
    [-5, '-5'],
    [12.5, '12.5'],
    [9999, '99:99'],
    [10000, '10000'],
  ])('%s → %s', (value, text) => {
    expect(formatHHMM(value)).toBe(text);
  });

  it('round-trips every valid time', () => {
    for (let h = 0; h < 24; h += 1) {
      for (let m = 0; m < 60; m += 1) {
        const value = h * 100 + m;
        expect(parseHHMM(formatHHMM(value))).toEqual({ ok: true, value });
      }
    }
  });
});

describe('weekSegments', () => {
  const at = (from: number, to: number, on = true): DayWindow => ({ from, to, on, unknown: false });
  const seg = (start: number, end: number, day: number, on = true) => ({ start, end, day, on, unknown: false });
  it.each([
    ['a daytime window stays on its day', [null, at(900, 1730), null], [[], [seg(540, 1050, 1)], []]],
    ['Friday 22:00 → 07:00 ends on Saturday morning', [at(2200, 700), null], [[seg(1320, 1440, 0)], [seg(0, 420, 0)]]],
    [
      "Sunday's night runs into Monday: the week repeats",
      [null, null, at(2300, 600, false)],
      [[seg(0, 360, 2, false)], [], [seg(1380, 1440, 2, false)]],
    ],
    ['ending at midnight exactly leaves the next day alone', [at(2200, 0), null], [[seg(1320, 1440, 0)], []]],
    ['the whole day', [at(0, 2359)], [[seg(0, 1439, 0)]]],
    ['an empty window draws nothing', [at(1000, 1000)], [[]]],
    [
      'a morning carried over sits beside the day’s own window',
      [at(2200, 700), at(1200, 1300)],
      [[seg(1320, 1440, 0)], [seg(0, 420, 0), seg(720, 780, 1)]],
    ],
  ] as const)('%s', (_name, days, rows) => {
    expect(weekSegments(days)).toEqual(rows);
  });

  it('describes a window across midnight', () => {
    expect(describeWindow(2200, 800)).toBe('22:00 → 08:00 next day');
    expect(describeWindow(900, 1730)).toBe('09:00 → 17:30');
    expect(describeWindow(1000, 1000)).toBe('10:00 → 10:00 (no time at all)');
  });
});
