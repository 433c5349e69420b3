import { inUseMessage, rulesReferencing } from './referencing-rules.ts';

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
      'The keyword list spam is still used by the rule: Alpha (a). Remove it from that rule first, then delete the list.',
    );
  });
});
