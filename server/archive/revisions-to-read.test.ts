import { namedRevisions, revisionsToRead } from './revisions-to-read.ts';

const pair = (ruleId: string, revisionId: string) => ({ ruleId, revisionId });

describe('revisionsToRead', () => {
  it.each<[string, { ruleId: string; revisionId: string }[], string[], string[], Record<string, string[]>]>([
    ['nothing named, nothing read', [], [], [], {}],
    ['a revision the archive holds is not read again', [pair('a', 'r_a_1')], ['r_a_1'], [], {}],
    ['a rule with a new revision is read', [pair('a', 'r_a_2')], ['r_a_1'], [], { a: ['r_a_2'] }],
    [
      'one read per rule, however many of its revisions are missing',
      [pair('a', 'r_a_2'), pair('a', 'r_a_1'), pair('a', 'r_a_2')],
      [],
      [],
      { a: ['r_a_2', 'r_a_1'] },
    ],
    [
      'a revision already looked for (a deleted rule, an old revision) is not asked for again',
      [pair('gone', 'r_gone_1'), pair('a', 'r_a_1')],
      [],
      ['r_gone_1'],
      { a: ['r_a_1'] },
    ],
  ])('%s', (_name, named, known, asked, expected) => {
    expect(Object.fromEntries(revisionsToRead(named, new Set(known), new Set(asked)))).toEqual(expected);
  });
});

describe('namedRevisions', () => {
  it('takes the pairs the rules list and the blocked messages name, leaving out unusable ids', () => {
    const rules = [{ id: 'a', revisionId: 'r_a_1' }, { id: 'b' }, { id: '', revisionId: 'r_x' }, null];
    const records = [
      { ruleId: 'c', revisionId: 'r_c_2' },
      { ruleId: '../x', revisionId: 'r_x_1' },
      { ruleId: 'd', revisionId: 7 },
    ];
    expect(namedRevisions(rules, records)).toEqual([pair('a', 'r_a_1'), pair('c', 'r_c_2')]);
  });
});
