import type { CheckedList } from '../api/checked-list.ts';
import type { KeywordList } from '../../contract/schemas/keyword-list.ts';
import { listsFromIndex } from './keyword-lists.ts';

const list = (id: string, name: string) => ({ ok: true, value: { id, name } as KeywordList }) as const;
const index: CheckedList<KeywordList> = {
  items: [
    list('profane', 'Profane Words'),
    list('spam', 'Spam phrases'),
    { ok: false, raw: { id: 'odd', name: 7 }, problem: 'name: expected string' },
  ],
  meta: undefined,
};

describe('listsFromIndex', () => {
  it.each([
    ['a listed id is found by its id', ['spam'], [{ name: 'Spam phrases', missing: false }]],
    [
      'an id the index does not hold is missing, without asking for it',
      ['legacy-blocklist'],
      [{ name: undefined, missing: true }],
    ],
    ['a record that failed its schema still counts as there', ['odd'], [{ name: undefined, missing: false }]],
    [
      'answers in the order asked',
      ['spam', 'profane'],
      [
        { name: 'Spam phrases', missing: false },
        { name: 'Profane Words', missing: false },
      ],
    ],
  ] as const)('%s', (_, ids, expected) => {
    const found = listsFromIndex(index, ids).map((state) => ({
      name: state.data?.ok ? state.data.value.name : undefined,
      missing: state.missing,
    }));
    expect(found).toEqual(expected);
  });

  it('says nothing is missing before the index arrives (or when it could not be read)', () => {
    expect(listsFromIndex(undefined, ['spam', 'legacy-blocklist'])).toEqual([
      { data: undefined, missing: false },
      { data: undefined, missing: false },
    ]);
  });
});
