import type { Checked } from '../../../../contract/schemas/common.ts';
import type { FlagReason } from '../../../../contract/schemas/decisions.ts';
import { newReasonBody, reasonFormSchema, reasonIds, reasonRoom, renamedReasonBody } from './reason-form.ts';

const own = (id: string): Checked<FlagReason> => ({ ok: true, value: { id, name: id, default: true } });
const custom = (id: string): Checked<FlagReason> => ({ ok: true, value: { id, name: id, default: false } });
const unreadable: Checked<FlagReason> = { ok: false, raw: 1, problem: 'not an object' };

describe('reasonRoom', () => {
  it.each([
    ["only the service's own", [own('spam'), own('abuse')], 0, true, 'No custom reasons yet: you can add 5.'],
    [
      "two custom beside the service's",
      [own('spam'), custom('a'), custom('b')],
      2,
      true,
      '2 of 5 custom reasons: you can add 3 more.',
    ],
    [
      'a reason without a default flag counts as custom',
      [{ ok: true, value: { id: 'x' } } as Checked<FlagReason>],
      1,
      true,
      '1 of 5 custom reasons: you can add 4 more.',
    ],
    [
      'five custom: full',
      ['a', 'b', 'c', 'd', 'e'].map(custom),
      5,
      false,
      '5 of 5 custom reasons, the most the service allows: delete one to add another.',
    ],
    [
      'more than five (the service allowed it once): still full',
      ['a', 'b', 'c', 'd', 'e', 'f'].map(custom),
      6,
      false,
      '6 of 5 custom reasons, the most the service allows: delete one to add another.',
    ],
    [
      'an unreadable record is not counted',
      [unreadable, custom('a')],
      1,
      true,
      '1 of 5 custom reasons: you can add 4 more.',
    ],
  ])('%s', (_name, reasons, count, canAdd, words) => {
    expect(reasonRoom(reasons)).toEqual({ custom: count, canAdd, words });
  });
});

describe('reasonFormSchema', () => {
  const taken = reasonIds([own('spam'), custom('scam'), unreadable]);
  it.each([
    ['an id, a name and a description', { id: 'asks-money', name: 'Scam', description: 'Asks for money' }, []],
    ['a blank name', { id: 'x', name: '   ', description: '' }, ['name']],
    ['a name over 100 characters', { id: 'x', name: 'x'.repeat(101), description: '' }, ['name']],
    ['a description over 255 characters', { id: 'x', name: 'Scam', description: 'x'.repeat(256) }, ['description']],
    ['no id', { id: '', name: 'Scam', description: '' }, ['id']],
    ['an id with a space', { id: 'a b', name: 'Scam', description: '' }, ['id']],
    ["the id of one of the service's own reasons", { id: 'spam', name: 'Spam', description: '' }, ['id']],
    ['the id of a custom reason', { id: 'scam', name: 'Scam', description: '' }, ['id']],
  ])('%s', (_name, values, wrong) => {
    const result = reasonFormSchema(taken).safeParse(values);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(wrong);
  });

  it('says a clash in words with what to do', () => {
    const result = reasonFormSchema(taken).safeParse({ id: 'scam', name: 'Scam', description: '' });
    expect(result.success ? '' : result.error.issues[0]?.message).toMatch(/already has a reason with this id: change/);
  });
});

describe('request bodies', () => {
  it('a new reason sends the id the admin saw, the name trimmed and the description', () => {
    expect(newReasonBody({ id: 'scam', name: ' Scam ', description: 'd' })).toEqual({
      id: 'scam',
      name: 'Scam',
      description: 'd',
    });
  });
  it('a rename sends the name alone, as the update documents', () => {
    expect(renamedReasonBody({ name: ' Scams ' })).toEqual({ name: 'Scams' });
  });
});
