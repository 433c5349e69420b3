import { decisionKind, ratePerDay, revisionPerformance, windowsAround } from './revision-performance.ts';

const H = 3600;
const D = 86_400;

describe('decisionKind', () => {
  it.each([
    ['approved', 'approved'],
    ['rejected', 'rejected'],
    ['disapproved', 'rejected'],
    // The former "Mark reviewed" sent `approved` with `reviewed: true`: those messages were delivered.
    ['reviewed', 'approved'],
    ['pending', 'undecided'],
    [null, 'undecided'],
    ['something new', 'undecided'],
  ] as const)('reads %s as %s', (status, kind) => {
    expect(decisionKind(status)).toBe(kind);
  });
});

describe('windowsAround', () => {
  const wide = { from: 0, to: 100 * D };
  it.each([
    ['whole windows inside the archive', 10 * D, wide, { from: 3 * D, to: 10 * D }, { from: 10 * D, to: 17 * D }],
    [
      'the hour it took effect counts as after',
      10 * D + 1800,
      wide,
      { from: 3 * D, to: 10 * D },
      { from: 10 * D, to: 17 * D },
    ],
    [
      "cut to the archive's oldest hour",
      10 * D,
      { from: 8 * D + 10, to: 100 * D },
      { from: 8 * D, to: 10 * D },
      { from: 10 * D, to: 17 * D },
    ],
    [
      'cut to the last poll, rounded up to its hour',
      10 * D,
      { from: 0, to: 12 * D + 1 },
      { from: 3 * D, to: 10 * D },
      { from: 10 * D, to: 12 * D + H },
    ],
    [
      'nothing before an archive that begins after it',
      10 * D,
      { from: 10 * D + 2 * H, to: 100 * D },
      null,
      { from: 10 * D + 2 * H, to: 17 * D },
    ],
    [
      'nothing after a revision newer than the last poll',
      10 * D,
      { from: 0, to: 9 * D },
      { from: 3 * D, to: 9 * D },
      null,
    ],
  ])('%s', (_name, time, coverage, before, after) => {
    expect(windowsAround(time, 7 * D, coverage)).toEqual({ before, after });
  });
});

describe('ratePerDay', () => {
  const hourly = [
    { hour: 0, count: 4 },
    { hour: H, count: 2 },
    { hour: D, count: 10 },
    { hour: 2 * D, count: 99 },
  ];
  it.each([
    ['one day', { from: 0, to: D }, { blocked: 6, days: 1, perDay: 6 }],
    ['two days, end excluded', { from: 0, to: 2 * D }, { blocked: 16, days: 2, perDay: 8 }],
    ['half a day', { from: D, to: D + D / 2 }, { blocked: 10, days: 0.5, perDay: 20 }],
  ])('%s', (_name, span, rate) => {
    expect(ratePerDay(hourly, span)).toEqual(rate);
  });
});

describe('revisionPerformance', () => {
  const base = {
    hourly: [
      { hour: 9 * D, count: 7 },
      { hour: 10 * D, count: 3 },
    ],
    coverage: { from: 0, to: 20 * D },
    windowSeconds: 7 * D,
  };

  it('counts decisions per revision, newest first, with per-day figures before and after', () => {
    const result = revisionPerformance({
      ...base,
      revisions: [
        { revisionId: 'app_r_1', time: 2 * D },
        { revisionId: 'app_r_2', time: 10 * D },
      ],
      tallies: [
        { revisionId: 'app_r_2', status: 'approved', count: 1 },
        { revisionId: 'app_r_2', status: 'rejected', count: 3 },
        { revisionId: 'app_r_2', status: 'pending', count: 2 },
        { revisionId: 'app_r_1', status: 'disapproved', count: 4 },
      ],
    });
    expect(result).toEqual([
      {
        revisionId: 'app_r_2',
        time: 10 * D,
        blocked: 6,
        approved: 1,
        rejected: 3,
        undecided: 2,
        before: { blocked: 7, days: 7, perDay: 1 },
        after: { blocked: 3, days: 7, perDay: 3 / 7 },
      },
      {
        revisionId: 'app_r_1',
        time: 2 * D,
        blocked: 4,
        approved: 0,
        rejected: 4,
        undecided: 0,
        before: { blocked: 0, days: 2, perDay: 0 },
        after: { blocked: 0, days: 7, perDay: 0 },
      },
    ]);
  });

  it('lists a revision known only from its messages, ordered by its number, without per-day figures', () => {
    const result = revisionPerformance({
      ...base,
      revisions: [{ revisionId: 'app_r_3', time: null }],
      tallies: [{ revisionId: 'app_r_10', status: null, count: 2 }],
    });
    expect(result.map((entry) => [entry.revisionId, entry.blocked, entry.before, entry.after])).toEqual([
      ['app_r_10', 2, null, null],
      ['app_r_3', 0, null, null],
    ]);
  });

  it('gives no per-day figures while the archive is empty', () => {
    const [entry] = revisionPerformance({
      ...base,
      coverage: null,
      revisions: [{ revisionId: 'app_r_1', time: D }],
      tallies: [],
    });
    expect(entry).toMatchObject({ before: null, after: null, blocked: 0 });
  });
});
