import { describe, expect, it } from 'vitest';
import { changedSettings, findConflicts, listChanges, undoBody } from './changed-settings.ts';
import type { JsonObject } from '../../../../contract/json.ts';

const title = { titleOneOnOne: 'A', titleGroup: 'A @ G', body: '{{message.data.text}}' };
const day = { from: 0, to: 2359, dnd: false };
const baseline: JsonObject = {
  preferences: {
    group: { messagesSetting: 2, messagesOverride: true, quotedRepliesSetting: 2 },
    oneOnOne: { repliesSetting: 2 },
    push: { trimTextFieldSetting: false, customJson: { a: 1, nested: { b: 2 } } },
    mute: { schedulePreferenceSetting: { tuesday: { ...day }, wednesday: { ...day } } },
    email: { maxPerDay: 20 },
  },
  sound: { chat: 'default' },
  templates: { usePrivacyTemplate: 1, textMessageTemplateDefault: title, pollMessageTemplateDefault: { body: 'Poll' } },
};

/** The baseline with `edit` applied the way the form would. */
function edited(edit: (tree: JsonObject & { preferences: JsonObject; templates: JsonObject }) => void): JsonObject {
  const tree = structuredClone(baseline) as JsonObject & { preferences: JsonObject; templates: JsonObject };
  edit(tree);
  return tree;
}
/* eslint-disable @typescript-eslint/no-explicit-any -- test edits reach into untyped trees */
const cases: { name: string; current: JsonObject; body: JsonObject | null }[] = [
  { name: 'nothing changed', current: edited(() => undefined), body: null },
  {
    name: 'one leaf',
    current: edited((t: any) => {
      t.sound.chat = 'chime';
    }),
    body: { sound: { chat: 'chime' } },
  },
  {
    name: 'nested leaves in two sections',
    current: edited((t: any) => {
      t.preferences.group.messagesSetting = 3;
      t.preferences.email.maxPerDay = 5;
    }),
    body: { preferences: { group: { messagesSetting: 3 }, email: { maxPerDay: 5 } } },
  },
  {
    name: 'a template field sends the whole template object',
    current: edited((t: any) => {
      t.templates.textMessageTemplateDefault.titleGroup = 'New';
    }),
    body: { templates: { textMessageTemplateDefault: { ...title, titleGroup: 'New' } } },
  },
  {
    name: 'a schedule day is sent whole',
    current: edited((t: any) => {
      t.preferences.mute.schedulePreferenceSetting.wednesday.from = 2200;
    }),
    body: { preferences: { mute: { schedulePreferenceSetting: { wednesday: { from: 2200, to: 2359, dnd: false } } } } },
  },
  {
    name: 'customJson is sent whole',
    current: edited((t: any) => {
      t.preferences.push.customJson.nested.b = 3;
    }),
    body: { preferences: { push: { customJson: { a: 1, nested: { b: 3 } } } } },
  },
  {
    name: 'changed and changed back is not sent',
    current: edited((t: any) => {
      t.preferences.group.messagesSetting = 3;
      t.preferences.group.messagesSetting = 2;
    }),
    body: null,
  },
  {
    name: 'an unknown field is sent only when changed',
    current: edited((t: any) => {
      t.preferences.group.quotedRepliesSetting = 1;
    }),
    body: { preferences: { group: { quotedRepliesSetting: 1 } } },
  },
  {
    name: 'an unknown template object is sent whole too',
    current: edited((t: any) => {
      t.templates.pollMessageTemplateDefault.body = 'Vote';
    }),
    body: { templates: { pollMessageTemplateDefault: { body: 'Vote' } } },
  },
  {
    name: 'usePrivacyTemplate is a plain leaf',
    current: edited((t: any) => {
      t.templates.usePrivacyTemplate = 2;
    }),
    body: { templates: { usePrivacyTemplate: 2 } },
  },
  {
    name: 'a boolean turned off',
    current: edited((t: any) => {
      t.preferences.group.messagesOverride = false;
    }),
    body: { preferences: { group: { messagesOverride: false } } },
  },
];
/* eslint-enable @typescript-eslint/no-explicit-any */

describe('changedSettings', () => {
  it.each(cases)('$name', ({ current, body }) => {
    expect(changedSettings(baseline, current)).toEqual(body);
  });

  it('with nothing known, sends only what the user set, completing whole objects from the defaults', () => {
    const fill = {
      templates: { textMessageTemplateDefault: title },
      preferences: { mute: { schedulePreferenceSetting: { monday: day } } },
    };
    const current = {
      sound: { call: 'ring' },
      templates: { textMessageTemplateDefault: { body: 'Hi' } },
      preferences: { mute: { schedulePreferenceSetting: { monday: { dnd: true } } } },
    };
    expect(changedSettings({}, current, fill)).toEqual({
      sound: { call: 'ring' },
      templates: { textMessageTemplateDefault: { ...title, body: 'Hi' } },
      preferences: { mute: { schedulePreferenceSetting: { monday: { ...day, dnd: true } } } },
    });
    expect(changedSettings({}, {}, fill)).toBeNull();
  });

  it('does not fill customJson from the defaults', () => {
    const fill = { preferences: { push: { customJson: { x: 1 } } } };
    expect(changedSettings({}, { preferences: { push: { customJson: { y: 2 } } } }, fill)).toEqual({
      preferences: { push: { customJson: { y: 2 } } },
    });
  });

  it('keeps a key named __proto__ as a plain key', () => {
    const current = JSON.parse('{"other":{"__proto__":{"x":1}}}') as JsonObject;
    const body = changedSettings({}, current);
    expect(Object.keys((body as { other: object }).other)).toEqual(['__proto__']);
    expect(({} as { x?: number }).x).toBeUndefined();
  });
});

describe('listChanges', () => {
  it('lists leaves with old and new values; customJson is one entry', () => {
    const current = edited((t) => {
      (t.preferences as { push: { customJson: object } }).push.customJson = { a: 2 };
      (t.templates as { usePrivacyTemplate: number }).usePrivacyTemplate = 3;
    });
    expect(listChanges(baseline, current)).toEqual([
      { path: ['preferences', 'push', 'customJson'], before: { a: 1, nested: { b: 2 } }, after: { a: 2 } },
      { path: ['templates', 'usePrivacyTemplate'], before: 1, after: 3 },
    ]);
  });

  it('lists an object emptied by the user as one change', () => {
    const current = edited((t) => {
      t.templates.pollMessageTemplateDefault = {};
    });
    expect(listChanges(baseline, current)).toEqual([
      { path: ['templates', 'pollMessageTemplateDefault'], before: { body: 'Poll' }, after: {} },
    ]);
  });

  it('reports unknown before-values as undefined', () => {
    expect(listChanges({}, { sound: { chat: 'x' } })).toEqual([
      { path: ['sound', 'chat'], before: undefined, after: 'x' },
    ]);
  });
});

describe('undoBody', () => {
  const table: { name: string; sent: JsonObject; previous: JsonObject; undo: JsonObject | null }[] = [
    { name: 'a leaf', sent: { sound: { chat: 'chime' } }, previous: baseline, undo: { sound: { chat: 'default' } } },
    {
      name: 'a whole template',
      sent: { templates: { textMessageTemplateDefault: { ...title, body: 'x' } } },
      previous: baseline,
      undo: { templates: { textMessageTemplateDefault: title } },
    },
    {
      name: 'customJson whole',
      sent: { preferences: { push: { customJson: {} } } },
      previous: baseline,
      undo: { preferences: { push: { customJson: { a: 1, nested: { b: 2 } } } } },
    },
    { name: 'previous value unknown', sent: { sound: { call: 'ring' } }, previous: baseline, undo: null },
  ];
  it.each(table)('$name', ({ sent, previous, undo }) => {
    expect(undoBody(sent, previous)).toEqual(undo);
  });
});

describe('findConflicts', () => {
  it('flags a field the user changed that the server changed differently', () => {
    const mine = edited((t) => {
      (t.sound as { chat: string }).chat = 'mine';
    });
    const fresh = { ...structuredClone(baseline), sound: { chat: 'theirs' } };
    expect(findConflicts(baseline, fresh, mine)).toEqual([
      { path: ['sound', 'chat'], loaded: 'default', server: 'theirs', mine: 'mine' },
    ]);
  });

  it('ignores server changes to fields the user left alone, and identical changes', () => {
    const mine = edited((t) => {
      (t.sound as { chat: string }).chat = 'same';
    });
    const fresh = { ...structuredClone(baseline), sound: { chat: 'same' }, templates: { usePrivacyTemplate: 2 } };
    expect(findConflicts(baseline, fresh, mine)).toEqual([]);
  });
});
