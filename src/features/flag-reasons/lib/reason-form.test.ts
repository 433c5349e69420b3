import type { Checked } from '../../../../contract/schemas/common.ts';
import type { FlagReason } from '../../../../contract/schemas/decisions.ts';
import { reasonBody, reasonFormSchema, reasonRoom } from './reason-form.ts';

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
  it.each([
    ['a name and a description', { name: 'Scam', description: 'Asks for money' }, []],
    ['a blank name', { name: '   ', description: '' }, ['name']],
    ['a name over 100 characters', { name: 'x'.repeat(101), description: '' }, ['name']],
    ['a description over 255 characters', { name: 'Scam', description: 'x'.repeat(256) }, ['description']],
  ])('%s', (_name, values, wrong) => {
    const result = reasonFormSchema.safeParse(values);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(wrong);
  });
});

describe('reasonBody', () => {
  it.each([
    [
      'a new reason: no id, the service makes one from the name',
      { name: ' Scam ', description: 'd' },
      undefined,
      { name: 'Scam', description: 'd' },
    ],
    [
      'a renamed reason keeps its id',
      { name: 'Scams', description: '' },
      'scam',
      { id: 'scam', name: 'Scams', description: '' },
    ],
  ])('%s', (_name, values, id, body) => {
    expect(reasonBody(values, id)).toEqual(body);
  });
});
