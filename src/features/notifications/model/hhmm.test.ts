import { describe, expect, it } from 'vitest';
import { describeWindow, formatHHMM, parseHHMM, windowSegments } from './hhmm.ts';

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

describe('windowSegments', () => {
  it.each([
    ['a daytime window', 900, 1730, [{ start: 540, end: 1050 }]],
    ['a window across midnight', 2200, 800, [{ start: 0, end: 480 }, { start: 1320, end: 1440 }]],
    ['ending at midnight exactly', 2200, 0, [{ start: 1320, end: 1440 }]],
    ['the whole day', 0, 2359, [{ start: 0, end: 1439 }]],
    ['an empty window', 1000, 1000, []],
  ])('%s', (_name, from, to, segments) => {
    expect(windowSegments(from, to)).toEqual(segments);
  });

  it('describes a window across midnight', () => {
    expect(describeWindow(2200, 800)).toBe('22:00 → 08:00 next day');
    expect(describeWindow(900, 1730)).toBe('09:00 → 17:30');
    expect(describeWindow(1000, 1000)).toBe('10:00 → 10:00 (no time at all)');
  });
});
