import { describe, expect, it } from 'vitest';
import { nestedDeeperThan, settingChanges, TOO_DEEP } from './setting-changes.ts';

const before = {
  sound: { chat: 'default', call: 'default' },
  templates: { textMessageTemplateDefault: { title: 'T', body: '{{message.data.text}}' } },
  mute: { schedule: { monday: { from: 0, to: 2359, dnd: false } } },
  tags: ['a'],
};

/** `{ a: { a: … leaf } }`, `depth` levels deep. */
const nested = (depth: number, leaf: unknown = 1): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), leaf);

describe('settingChanges', () => {
  it.each([
    ['one leaf', { sound: { chat: 'ping' } }, [{ path: 'sound.chat', old: 'default', new: 'ping' }]],
    [
      'a whole template with one edit',
      { templates: { textMessageTemplateDefault: { title: 'T', body: 'New {{x}}' } } },
      [{ path: 'templates.textMessageTemplateDefault.body', old: '{{message.data.text}}', new: 'New {{x}}' }],
    ],
    [
      'a setting that did not exist',
      { sound: { reaction: 'pop' } },
      [{ path: 'sound.reaction', old: null, new: 'pop' }],
    ],
    ['an array, as a whole', { tags: ['a', 'b'] }, [{ path: 'tags', old: ['a'], new: ['a', 'b'] }]],
    ['an unchanged value', { sound: { chat: 'default' } }, []],
    [
      'a schedule day',
      { mute: { schedule: { monday: { from: 900, to: 2359, dnd: false } } } },
      [{ path: 'mute.schedule.monday.from', old: 0, new: 900 }],
    ],
    [
      'an object replacing a value',
      { sound: { chat: { file: 'x' } } },
      [{ path: 'sound.chat.file', old: null, new: 'x' }],
    ],
    ['an unchanged array', { tags: ['a'] }, []],
    [
      'an empty object, as a whole',
      { sound: {} },
      [{ path: 'sound', old: { chat: 'default', call: 'default' }, new: {} }],
    ],
    ['nothing at all', {}, []],
  ])('%s', (_, patch, expected) => {
    expect(settingChanges(patch, before)).toEqual(expected);
  });

  it.each<[string, unknown, unknown, boolean]>([
    ['equal lists of objects', [{ a: 1 }], [{ a: 1 }], false],
    ['an object with another key', [{ a: 1 }], [{ b: 1 }], true],
    ['an object with one key more', [{ a: 1 }], [{ a: 1, b: 2 }], true],
    ['an object with one key less', [{ a: 1, b: 2 }], [{ a: 1 }], true],
    ['a list of another length', [1, 2], [1], true],
    ['equal empty objects', {}, {}, false],
    ['an empty object for a full one', { a: 1 }, {}, true],
    ['a list for an object', { 0: 'a' }, ['a'], true],
  ])('compares whole values: %s', (_, old, sent, changed) => {
    expect(settingChanges({ x: sent }, { x: old })).toHaveLength(changed ? 1 : 0);
  });
});

describe('settingChanges on bodies it cannot walk to the end', () => {
  const levels = (value: unknown) => JSON.stringify(value).split('"a":').length - 1;

  it('stops a path at 40 keys and records what lies below as too deep', () => {
    const [change] = settingChanges(nested(45), undefined);
    expect(change?.path.split('.')).toHaveLength(40);
    expect(change?.new).toBe('[nested too deep to record]');
  });

  it('records a deep old value down to 40 levels from the top', () => {
    const [change] = settingChanges({ x: 'new' }, { x: nested(45) });
    expect(levels(change?.old)).toBe(39);
    expect(JSON.stringify(change?.old)).toContain(TOO_DEEP);
  });

  it('cuts deep lists too', () => {
    const deepList = Array.from({ length: 45 }).reduce<unknown>((inner) => [inner], 1);
    const [change] = settingChanges({ x: 'new' }, { x: deepList });
    expect(JSON.stringify(change?.old)).toContain(TOO_DEEP);
  });

  it('counts a value too deep to compare as changed', () => {
    expect(settingChanges(nested(45), nested(45))).toHaveLength(1);
  });
});

describe('settingChanges without the settings before', () => {
  it('counts every leaf sent, without old values, when the settings before are unknown', () => {
    expect(settingChanges({ sound: { chat: 'default', call: 'ring' } }, undefined)).toEqual([
      { path: 'sound.chat', new: 'default' },
      { path: 'sound.call', new: 'ring' },
    ]);
  });
});

describe('paths', () => {
  it.each([
    [{ 'a.b': 1 }, '["a.b"]'],
    [{ a: { b: 1 } }, 'a.b'],
    [{ sound: { 'chat.ping': 'x' } }, 'sound["chat.ping"]'],
    [{ t: { 'a"]b': 1 } }, 't["a\\"]b"]'],
  ])('tells a dotted key from nested keys: %j', (patch, path) => {
    expect(settingChanges(patch, undefined)).toEqual([expect.objectContaining({ path })]);
  });
});

describe('depth', () => {
  it('walks a value nested 3,000 levels deep without overflowing', () => {
    expect(() => settingChanges(nested(3000), nested(3000, 2))).not.toThrow();
    const [change] = settingChanges({ x: 'new' }, { x: nested(3000) });
    expect(JSON.stringify(change?.old)).toContain(TOO_DEEP);
  });

  it.each([
    [0, 'x', false],
    [1, { a: 1 }, false],
    [1, { a: null }, false],
    [2, { a: [1] }, false],
    [32, nested(32), false],
    [33, nested(33), true],
    [100000, nested(100000), true],
  ])('measures nesting of %i levels against a limit of 32', (_, value, deeper) => {
    expect(nestedDeeperThan(value, 32)).toBe(deeper);
  });
});
