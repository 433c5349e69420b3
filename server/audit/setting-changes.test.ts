import { describe, expect, it } from 'vitest';
import { settingChanges } from './setting-changes.ts';

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
