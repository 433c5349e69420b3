import { describe, expect, it } from 'vitest';
import { nestedDeeperThan, settingChanges, TOO_DEEP } from './setting-changes.ts';

const before = {
  sound: { chat: 'default', call: 'default' },
  templates: { textMessageTemplateDefault: { title: 'T', body: '{{message.data.text}}' } },
  mute: { schedule: { monday: { from: 0, to: 2359, dnd: false } } },
  tags: ['a'],
};

describe('settingChanges', () => {
  it.each([
    ['one leaf', { sound: { chat: 'ping' } }, [{ path: 'sound.chat', old: 'default', new: 'ping' }]],
    ['a whole template with one edit', { templates: { textMessageTemplateDefault: { title: 'T', body: 'New {{x}}' } } },
      [{ path: 'templates.textMessageTemplateDefault.body', old: '{{message.data.text}}', new: 'New {{x}}' }]],
    ['a setting that did not exist', { sound: { reaction: 'pop' } }, [{ path: 'sound.reaction', old: null, new: 'pop' }]],
    ['an array, as a whole', { tags: ['a', 'b'] }, [{ path: 'tags', old: ['a'], new: ['a', 'b'] }]],
    ['an unchanged value', { sound: { chat: 'default' } }, []],
    ['a schedule day', { mute: { schedule: { monday: { from: 900, to: 2359, dnd: false } } } }, [{ path: 'mute.schedule.monday.from', old: 0, new: 900 }]],
    ['an object replacing a value', { sound: { chat: { file: 'x' } } }, [{ path: 'sound.chat.file', old: null, new: 'x' }]],
  ])('%s', (_, patch, expected) => {
    expect(settingChanges(patch, before)).toEqual(expected);
  });

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
  const nested = (depth: number, leaf: unknown = 1): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), leaf);

  it('walks a value nested 3,000 levels deep without overflowing', () => {
    expect(() => settingChanges(nested(3000), nested(3000, 2))).not.toThrow();
    const [change] = settingChanges({ x: 'new' }, { x: nested(3000) });
    expect(JSON.stringify(change?.old)).toContain(TOO_DEEP);
  });

  it.each([[0, 'x', false], [1, { a: 1 }, false], [2, { a: [1] }, false], [32, nested(32), false], [33, nested(33), true], [100000, nested(100000), true]])(
    'measures nesting of %i levels against a limit of 32', (_, value, deeper) => {
      expect(nestedDeeperThan(value, 32)).toBe(deeper);
    },
  );
});
