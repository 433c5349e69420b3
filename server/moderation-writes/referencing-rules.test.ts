import { inUseMessage, rulesReferencing, unconfirmedUsers } from './referencing-rules.ts';

describe('rulesReferencing', () => {
  const rules = [
    { id: 'a', name: 'Alpha', conditions: [{ isKeywordsReferencePresent: true, value: ['spam', 'other'] }] },
    { id: 'b', name: 'Beta', conditions: [{ isListReferencePresent: true, value: 'spam' }] },
    { id: 'c', name: 'Gamma', conditions: [{ category: 'word', value: ['spam'] }] },
    { id: 'd', conditions: [{ isKeywordReferencePresent: true, value: ['spam'] }] },
  ];

  it('finds every spelling of the reference flag and ignores literal words', () => {
    expect(rulesReferencing(rules, 'spam')).toEqual([
      { id: 'a', name: 'Alpha' },
      { id: 'b', name: 'Beta' },
      { id: 'd', name: 'd' },
    ]);
    expect(rulesReferencing(rules, 'unused')).toEqual([]);
  });

  it('names the rules and the next step', () => {
    expect(inUseMessage('spam', [{ id: 'a', name: 'Alpha' }])).toBe(
      'The keyword list spam is used by a rule the confirmation did not name: Alpha (a). Deleting it affects that rule; reload the list, read the rules it names, and delete again if you still mean to. Nothing was deleted.',
    );
  });
});

describe('unconfirmedUsers', () => {
  const using = [{ id: 'a' }, { id: 'b' }];
  it.each([
    ['no header', undefined, ['a', 'b']],
    ['an empty header', '', ['a', 'b']],
    ['one of them named', 'a', ['b']],
    ['both named, with spaces', ' b , a ', []],
    ['others named', 'c,d', ['a', 'b']],
  ])('with %s leaves %j unconfirmed', (_name, header, expected) => {
    expect(unconfirmedUsers(using, header).map((rule) => rule.id)).toEqual(expected);
  });
});
