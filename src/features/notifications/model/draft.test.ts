import { describe, expect, it } from 'vitest';
import { applyDraft, makeDraft, readDraft, rebaseValues, writeDraft } from './draft.ts';
import type { FieldSpec } from './field-spec.ts';
import type { FormValues } from './form-model.ts';

const specs: FieldSpec[] = [
  { key: 'sound/chat', path: ['sound', 'chat'], tab: 'sounds', kind: 'text', label: 'chat' },
  { key: 'sound/call', path: ['sound', 'call'], tab: 'sounds', kind: 'text', label: 'call' },
  { key: 'x/from', path: ['x', 'from'], tab: 'mute', kind: 'time', label: 'from' },
];
const values = (chat: string, call: string, from = '20:15'): FormValues => ({
  fields: { 'sound/chat': chat, 'sound/call': call, 'x/from': from },
});

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('drafts', () => {
  it('hold only changed fields, and nothing when nothing changed', () => {
    expect(makeDraft(specs, values('a', 'b'), values('a', 'b', '2015'), 1)).toBeNull();
    expect(makeDraft(specs, values('a', 'b'), values('z', 'b'), 1)).toEqual({
      v: 1,
      savedAt: 1,
      fields: { 'sound/chat': { base: 'a', value: 'z' } },
    });
  });

  it('survive storage per app, and a broken entry reads as none', () => {
    const storage = new MemoryStorage();
    const draft = makeDraft(specs, values('a', 'b'), values('z', 'b'), 1);
    writeDraft(storage, 'demo-app', draft);
    expect(readDraft(storage, 'demo-app')).toEqual(draft);
    expect(readDraft(storage, 'staging-app')).toBeNull();
    storage.setItem('notification-settings-draft:demo-app', '{oops');
    expect(readDraft(storage, 'demo-app')).toBeNull();
    writeDraft(storage, 'demo-app', null);
    expect(storage.length).toBe(0);
  });

  it('restore on top of the baseline and name the fields changed on the server since', () => {
    const draft = {
      v: 1 as const,
      savedAt: 1,
      fields: {
        'sound/chat': { base: 'a', value: 'z' },
        'sound/call': { base: 'b', value: 'y' },
        gone: { base: 1, value: 2 },
      },
    };
    expect(applyDraft(draft, specs, values('a', 'B'))).toEqual({
      values: values('z', 'y'),
      restored: 2,
      changedOnServer: ['sound/call'],
    });
  });

  it('skip edits the service already holds', () => {
    const draft = { v: 1 as const, savedAt: 1, fields: { 'sound/chat': { base: null, value: 'z' } } };
    expect(applyDraft(draft, specs, values('z', 'b'))).toEqual({
      values: values('z', 'b'),
      restored: 0,
      changedOnServer: [],
    });
  });
});

describe('rebaseValues', () => {
  it("keeps the user's edits and takes the server's value everywhere else", () => {
    expect(rebaseValues(specs, values('a', 'b'), values('A', 'B', '09:00'), values('mine', 'b'))).toEqual(
      values('mine', 'B', '09:00'),
    );
  });

  it("takes the server's value where the user chose it", () => {
    expect(
      rebaseValues(specs, values('a', 'b'), values('A', 'B'), values('mine', 'b'), new Set(['sound/chat'])),
    ).toEqual(values('A', 'B'));
  });
});
