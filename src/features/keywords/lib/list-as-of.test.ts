import type { ListAsOf } from '../../../../contract/schemas/archive.ts';
import type { KeywordList } from '../../../../contract/schemas/keyword-list.ts';
import { asOfView, termChanges } from './list-as-of.ts';

const list = (revision: number, searchTerms: string[]): KeywordList => ({
  id: 'profanity',
  category: 'word',
  searchTerms,
  revisionId: `demo_profanity_${revision}`,
});
const archived = (revision: number, searchTerms: string[], standing: ListAsOf['standing'] = 'in-effect'): ListAsOf => ({
  listId: 'profanity',
  revisionId: `demo_profanity_${revision}`,
  revisionTime: 100,
  seenAt: 200,
  standing,
  newest: false,
  list: list(revision, searchTerms),
});
const time = (seconds: number) => `t${seconds}`;
const AT = '25 Oct 2026, 14:03';

describe('asOfView', () => {
  it.each<[string, KeywordList | undefined, ListAsOf | null | undefined, Partial<ReturnType<typeof asOfView>>]>([
    [
      'changed since: the archived terms, and what changed',
      list(5, ['heck', 'pin']),
      archived(3, ['darn', 'heck']),
      {
        shows: 'then',
        terms: ['darn', 'heck'],
        tone: 'changed',
        title: `As it was on ${AT}`,
        words: 'Then: revision 3, saved t100. Today: revision 5, with 1 term removed and 1 added since.',
      },
    ],
    [
      'unchanged: today’s terms, said to be the ones that applied',
      list(3, ['darn']),
      archived(3, ['darn']),
      { shows: 'today', terms: ['darn'], tone: 'same', title: `Unchanged since ${AT}` },
    ],
    [
      'older than anything archived: the oldest copy, with a warning',
      list(5, ['heck']),
      archived(4, ['heck', 'pin'], 'oldest-known'),
      {
        shows: 'then',
        terms: ['heck', 'pin'],
        tone: 'uncertain',
        words: `This is revision 4, saved t100, first seen t200: the list may have held other terms on ${AT}.`,
      },
    ],
    [
      'never archived: today’s terms, said to be today’s',
      list(5, ['heck']),
      null,
      {
        shows: 'today',
        terms: ['heck'],
        tone: 'uncertain',
        words: expect.stringMatching(/^The archive holds no earlier copy/),
      },
    ],
    [
      'the archive unreadable: today’s terms, said so',
      list(5, ['heck']),
      undefined,
      {
        shows: 'today',
        terms: ['heck'],
        tone: 'uncertain',
        words: expect.stringMatching(/^The archive could not be read/),
      },
    ],
    [
      'the list deleted since: the archived terms, said so',
      undefined,
      archived(3, ['darn']),
      {
        shows: 'then',
        terms: ['darn'],
        tone: 'changed',
        words: 'Then: revision 3, saved t100. The service does not hold this list any more.',
      },
    ],
  ])('%s', (_, live, asOf, view) => {
    expect(asOfView(live, asOf, AT, time)).toMatchObject(view);
  });
});

describe('termChanges', () => {
  it.each([
    [['a', 'b'], ['a'], '1 term removed since'],
    [['a'], ['a', 'b', 'c'], '2 terms added since'],
    [['a', 'b'], ['c'], '2 terms removed and 1 added since'],
    [['a'], ['a'], 'the same terms, other details changed'],
  ])('%j → %j', (then, today, words) => {
    expect(termChanges(then, today)).toBe(words);
  });
});
