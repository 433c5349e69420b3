import { describe, expect, it } from 'vitest';
import {
  frameShows,
  keystrokeLatencies,
  keystrokeSchedule,
  pickSearchNames,
  queryOf,
  type Answer,
  type KeyDown,
  type SearchFrame,
} from './search-keystrokes.ts';

describe('keystrokeSchedule', () => {
  it('presses each character 125 ms after the one before, from the first', () => {
    expect(keystrokeSchedule('ab-1')).toEqual([
      { key: 'a', text: 'a', at: 0 },
      { key: 'b', text: 'ab', at: 125 },
      { key: '-', text: 'ab-', at: 250 },
      { key: '1', text: 'ab-1', at: 375 },
    ]);
  });

  it.each([
    { text: 'user-123', interval: 125, last: 875 },
    { text: 'user-123', interval: 100, last: 700 },
    { text: 'é', interval: 125, last: 0 },
  ])('$text at $interval ms: the last key at $last ms', ({ text, interval, last }) => {
    const schedule = keystrokeSchedule(text, interval);
    expect(schedule).toHaveLength([...text].length);
    expect(schedule.at(-1)?.at).toBe(last);
    expect(schedule.at(-1)?.text).toBe(text);
  });
});

describe('pickSearchNames', () => {
  it.each([
    { names: ['user-1234', 'user-12', 'user-123', 'user-4567'], count: 2, expected: ['user-123', 'user-456'] },
    { names: ['user-999', 'user-999', 'user-1000'], count: 2, expected: ['user-999', 'user-100'] },
  ])('$names → $expected', ({ names, count, expected }) => {
    expect(pickSearchNames(names, count, 8)).toEqual(expected);
  });

  it('refuses when too few names are long and distinct enough', () => {
    expect(() => pickSearchNames(['user-1', 'user-1234', 'user-1239'], 2, 8)).toThrow(
      'only 1 distinct names of 8 or more characters, 2 needed',
    );
  });
});

describe('queryOf', () => {
  it.each([
    { text: 'u', q: '' },
    { text: 'us', q: '' },
    { text: 'use', q: 'use' },
    { text: ' us ', q: '' },
    { text: 'user-1 ', q: 'user-1' },
  ])('$text → $q', ({ text, q }) => {
    expect(queryOf(text, 3)).toBe(q);
  });
});

const all: Answer = { ids: ['9', '8', '7', '6', '5', '4'] };
const use: Answer = { ids: ['9', '8', '7', '6', '5', '3'] };
const user1: Answer = { ids: ['8', '5'] };
const answers = new Map([
  ['', all],
  ['use', use],
  ['user', use],
  ['user-1', user1],
]);
const frame = (at: number, value: string, rows: string[], count: number, extra: Partial<SearchFrame> = {}) => ({
  at,
  value,
  rows,
  count,
  searching: false,
  tooShort: false,
  ...extra,
});

describe('frameShows', () => {
  it.each([
    { name: 'the answer, settled', f: frame(0, 'use', ['9', '8', '7', '6', '5'], 6), text: 'use', shows: true },
    {
      name: 'the same rows while the page still says searching',
      f: frame(0, 'use', ['9', '8', '7', '6', '5'], 6, { searching: true }),
      text: 'use',
      shows: false,
    },
    { name: 'another text in the box', f: frame(0, 'user', ['9', '8', '7', '6', '5'], 6), text: 'use', shows: false },
    { name: 'other rows', f: frame(0, 'user-1', ['9', '8', '7', '6', '5'], 6), text: 'user-1', shows: false },
    { name: 'a short answer', f: frame(0, 'user-1', ['8', '5'], 2), text: 'user-1', shows: true },
    { name: 'the count of another answer', f: frame(0, 'user-1', ['8', '5'], 200), text: 'user-1', shows: false },
    {
      name: 'too short: the unfiltered rows with the note',
      f: frame(0, 'us', ['9', '8', '7', '6', '5'], 6, { tooShort: true }),
      text: 'us',
      shows: true,
    },
    {
      name: 'too short, but the box does not say so',
      f: frame(0, 'us', ['9', '8', '7', '6', '5'], 6),
      text: 'us',
      shows: false,
    },
  ])('$name: $shows', ({ f, text, shows }) => {
    expect(frameShows(f, text, answers.get(queryOf(text, 3)), 3)).toBe(shows);
  });
});

describe('keystrokeLatencies', () => {
  const keys: KeyDown[] = [
    { at: 100, text: 'u' },
    { at: 225, text: 'us' },
    { at: 350, text: 'use' },
    { at: 475, text: 'user' },
  ];

  it('times each key to the first frame with its own rows, or a later key’s when its own never came', () => {
    const frames: SearchFrame[] = [
      frame(116, 'u', ['9', '8', '7', '6', '5'], 6, { tooShort: true }),
      frame(233, 'us', ['9', '8', '7', '6', '5'], 6, { tooShort: true }),
      frame(366, 'use', ['9', '8', '7', '6', '5'], 6, { searching: true }),
      frame(483, 'user', ['9', '8', '7', '6', '5'], 6, { searching: true }),
      frame(650, 'user', ['9', '8', '7', '6', '5'], 6),
    ];
    expect(keystrokeLatencies(keys, frames, answers, 3)).toEqual([
      { text: 'u', latency: 16, superseded: false },
      { text: 'us', latency: 8, superseded: false },
      { text: 'use', latency: 300, superseded: true },
      { text: 'user', latency: 175, superseded: false },
    ]);
  });

  it('leaves a key without a latency when no frame after it shows its rows or a later key’s', () => {
    const frames: SearchFrame[] = [
      frame(116, 'u', ['9', '8', '7', '6', '5'], 6, { tooShort: true }),
      frame(250, 'us', ['9', '8', '7', '6', '5'], 6, { tooShort: true }),
      frame(400, 'use', ['1', '2'], 2),
    ];
    expect(keystrokeLatencies(keys.slice(0, 3), frames, answers, 3)).toEqual([
      { text: 'u', latency: 16, superseded: false },
      { text: 'us', latency: 25, superseded: false },
      { text: 'use', latency: undefined, superseded: false },
    ]);
  });
});
