import { idFromName, newKeywordListSchema, newListBody, type NewKeywordList } from './new-keyword-list.ts';

const valid: NewKeywordList = {
  id: 'scam-words',
  name: 'Scam words',
  description: '',
  category: 'word',
  terms: ['free crypto'],
};

describe('idFromName', () => {
  it.each([
    ['Scam words', 'scam-words'],
    ['  Crème brûlée!  ', 'creme-brulee'],
    ['Links & URLs (2026)', 'links-urls-2026'],
    ['日本語', ''],
    ['x'.repeat(120), 'x'.repeat(100)],
  ])('%s → %s', (name, id) => {
    expect(idFromName(name)).toBe(id);
  });
});

describe('newKeywordListSchema', () => {
  it.each([
    ['a valid list', valid, []],
    ['an id with a space', { ...valid, id: 'scam words' }, ['id']],
    ['the id "new", which is this page\'s address', { ...valid, id: 'new' }, ['id']],
    ['an empty id', { ...valid, id: '' }, ['id']],
    ['a blank name', { ...valid, name: ' ' }, ['name']],
    ['a term over 100 characters', { ...valid, terms: ['x'.repeat(101)] }, ['terms.0']],
    ['no terms yet (a list may start empty)', { ...valid, terms: [] }, []],
    [
      'a pattern holding a comma (the service would split it)',
      { ...valid, category: 'pattern', terms: ['\\d{1,3}'] },
      ['terms'],
    ],
    [
      'a sentence holding a comma (sentences go one by one)',
      { ...valid, category: 'sentence-similarity', terms: ['Hi, add me'] },
      [],
    ],
  ])('%s', (_name, values, wrong) => {
    const result = newKeywordListSchema.safeParse(values);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(wrong);
  });

  it('says why a term with a comma cannot be sent, and what to do', () => {
    const result = newKeywordListSchema.safeParse({ ...valid, terms: ['free, crypto'] });
    expect(result.success ? '' : result.error.issues[0]?.message).toMatch(
      /holds a comma: the service takes .* comma-separated .* Write it without the comma/,
    );
  });

  it('shows how to write a pattern’s repetition without a comma', () => {
    const result = newKeywordListSchema.safeParse({ ...valid, category: 'pattern', terms: ['[a-z]{2,}'] });
    expect(result.success ? '' : result.error.issues[0]?.message).toMatch(
      /pattern\. Write its repetition without a comma \(x\{2,\} as xx\+/,
    );
  });
});

describe('newListBody', () => {
  it.each([
    ['words go under searchTerms', valid, { searchTerms: ['free crypto'] }],
    [
      'patterns too',
      { ...valid, category: 'pattern' as const, terms: ['\\bfree\\b'] },
      { searchTerms: ['\\bfree\\b'] },
    ],
    [
      'sentences under disallowedSentences',
      { ...valid, category: 'sentence-similarity' as const, terms: ['send me money'] },
      { disallowedSentences: ['send me money'] },
    ],
  ])('%s', (_name, values, terms) => {
    expect(newListBody({ ...values, name: ` ${values.name} ` })).toEqual({
      id: values.id,
      name: values.name,
      description: '',
      category: values.category,
      ...terms,
    });
  });
});
