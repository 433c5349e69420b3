import { describe, expect, it } from 'vitest';
import { replayRuleSchema } from '../../../api/replay.ts';
import { unjudgedLines } from './unjudged-words.ts';

describe('unjudgedLines', () => {
  it.each([
    ['nothing left unjudged', { notEvaluable: 0, notEvaluableBy: [] }, []],
    [
      'a list the service does not have, apart from a classifier',
      {
        notEvaluable: 88,
        notEvaluableBy: [
          { cause: 'missing-list', listIds: ['legacy-blocklist'], count: 76 },
          { cause: 'service-only', count: 12 },
        ],
      },
      [
        '76 name the keyword list legacy-blocklist, which the service does not have: create it or remove it from the rule',
        '12 rest on an AI classifier (or sentence similarity) only the service can judge',
      ],
    ],
    [
      'several missing lists named together',
      { notEvaluable: 3, notEvaluableBy: [{ cause: 'missing-list', listIds: ['a', 'b', 'c'], count: 3 }] },
      [
        '3 name the keyword lists a, b and c, which the service does not have: create them or remove them from the rule',
      ],
    ],
    [
      'a filter on a field the archive does not keep',
      { notEvaluable: 2, notEvaluableBy: [{ cause: 'unkept-field', count: 2 }] },
      ['2 pass a sender or receiver filter on a field the archive does not keep (such as tags or a creation date)'],
    ],
    [
      'a cause this page does not know yet',
      { notEvaluable: 4, notEvaluableBy: [{ cause: 'new-kind', count: 4 }] },
      ['4 rest on what only the service can judge'],
    ],
    [
      'an older server that gives no causes',
      { notEvaluable: 5 },
      ['5 rest on what only the service can judge (AI classifiers, or a filter on a field the archive does not keep)'],
    ],
  ])('%s', (_, rule, lines) => {
    expect(unjudgedLines(rule)).toEqual(lines);
  });
});

describe('replayRuleSchema', () => {
  const figures = {
    ruleId: 'r',
    stillBlocked: 0,
    noLongerBlocked: { approved: 0, rejected: 0, undecided: 0 },
    notEvaluable: 76,
    ids: { stillBlocked: [], approved: [], rejected: [], undecided: [], notEvaluable: [] },
  };

  it('reads an answer from a server that gives no causes', () => {
    expect(replayRuleSchema.parse(figures).notEvaluableBy).toBeUndefined();
  });

  it('reads the causes, the lists a missing-list cause names included', () => {
    const causes = [{ cause: 'missing-list', listIds: ['legacy-blocklist'], count: 76 }];
    expect(replayRuleSchema.parse({ ...figures, notEvaluableBy: causes }).notEvaluableBy).toEqual(causes);
  });
});
