import { monthOf, transparencyRows, type PersonAct } from './transparency-rows.ts';

const NOV = Date.UTC(2026, 10, 10) / 1000;
const DEC = Date.UTC(2026, 11, 1) / 1000;
const act = (at: number, action: string, reason: string | null, blockedAt: number | null = null): PersonAct => ({
  at,
  action,
  reason,
  ruleId: action.startsWith('blocked:') ? 'spam' : null,
  blockedAt,
});

describe('monthOf', () => {
  it.each([
    [Date.UTC(2026, 0, 1) / 1000, '2026-01'],
    [Date.UTC(2026, 11, 31, 23, 59, 59) / 1000, '2026-12'],
    // UTC, whatever the server's zone: the last second of November is November.
    [DEC - 1, '2026-11'],
  ])('%i is %s', (seconds, month) => expect(monthOf(seconds)).toBe(month));
});

describe('transparencyRows', () => {
  it.each<[string, Parameters<typeof transparencyRows>, ReturnType<typeof transparencyRows>]>([
    ['nothing counted, nothing shown', [[], []], []],
    [
      "the engine's blocks as counted, none of zero",
      [
        [
          { month: '2026-11', ruleId: 'spam', count: 4 },
          { month: '2026-11', ruleId: 'links', count: 0 },
        ],
        [],
      ],
      [
        {
          month: '2026-11',
          by: 'automatic',
          action: 'blocked',
          reason: null,
          ruleId: 'spam',
          count: 4,
          medianSeconds: null,
        },
      ],
    ],
    [
      'acts of one month, action, reason and rule are one row, with the median wait from block',
      [
        [],
        [
          act(NOV + 100, 'blocked:reject', 'Spam', NOV),
          act(NOV + 300, 'blocked:reject', 'Spam', NOV),
          act(NOV + 900, 'blocked:reject', 'Spam', null),
        ],
      ],
      [
        {
          month: '2026-11',
          by: 'person',
          action: 'blocked:reject',
          reason: 'Spam',
          ruleId: 'spam',
          count: 3,
          medianSeconds: 200,
        },
      ],
    ],
    [
      'another reason, another row; no archived block, no median',
      [[], [act(NOV, 'blocked:reject', 'Spam'), act(NOV, 'blocked:reject', null), act(NOV, 'blocked:reject', null)]],
      [
        {
          month: '2026-11',
          by: 'person',
          action: 'blocked:reject',
          reason: null,
          ruleId: 'spam',
          count: 2,
          medianSeconds: null,
        },
        {
          month: '2026-11',
          by: 'person',
          action: 'blocked:reject',
          reason: 'Spam',
          ruleId: 'spam',
          count: 1,
          medianSeconds: null,
        },
      ],
    ],
    [
      'by month, the engine first, then the largest counts',
      [
        [{ month: '2026-12', ruleId: 'spam', count: 1 }],
        [act(DEC, 'user:deactivate', 'Harassment'), act(NOV, 'user:ban', 'Spam'), act(NOV + 1, 'user:ban', 'Spam')],
      ],
      [
        {
          month: '2026-11',
          by: 'person',
          action: 'user:ban',
          reason: 'Spam',
          ruleId: null,
          count: 2,
          medianSeconds: null,
        },
        {
          month: '2026-12',
          by: 'automatic',
          action: 'blocked',
          reason: null,
          ruleId: 'spam',
          count: 1,
          medianSeconds: null,
        },
        {
          month: '2026-12',
          by: 'person',
          action: 'user:deactivate',
          reason: 'Harassment',
          ruleId: null,
          count: 1,
          medianSeconds: null,
        },
      ],
    ],
    [
      'a decision timed before its block (clocks apart) is counted, not timed',
      [[], [act(NOV, 'blocked:approve', 'False positive', NOV + 60)]],
      [
        {
          month: '2026-11',
          by: 'person',
          action: 'blocked:approve',
          reason: 'False positive',
          ruleId: 'spam',
          count: 1,
          medianSeconds: null,
        },
      ],
    ],
  ])('%s', (_, [blocks, acts], rows) => expect(transparencyRows(blocks, acts)).toEqual(rows));
});
