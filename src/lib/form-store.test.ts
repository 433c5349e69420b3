import { describe, expect, it, vi } from 'vitest';
import { createFormStore, formState, sameSelection, withValues, type Fields, type FormRules } from './form-store.ts';

// A name needs at least one character; an age must be a whole number.
const check = (values: Fields<string>) => ({
  ...(values.name === '' ? { name: 'Enter a name.' } : {}),
  ...(values.age !== undefined && !/^\d+$/.test(values.age) ? { age: 'Enter a whole number.' } : {}),
});
const plain: FormRules<string> = { check };
// Changed means a different number, not different text: "07" is still 7.
const byNumber: FormRules<string> = { check, isChanged: (name, a, b) => (name === 'age' ? Number(a) !== Number(b) : a !== b) };
const defaults = { name: 'Dana', age: '7' };

describe('formState', () => {
  it.each([
    { what: 'the defaults themselves', rules: plain, values: defaults, changed: [], errors: {} },
    { what: 'one field typed over', rules: plain, values: { name: 'Ada', age: '7' }, changed: ['name'], errors: {} },
    { what: 'other text for the same value, compared as text', rules: plain, values: { name: 'Dana', age: '07' }, changed: ['age'], errors: {} },
    { what: 'other text for the same value, compared by value', rules: byNumber, values: { name: 'Dana', age: '07' }, changed: [], errors: {} },
    { what: 'invalid values, by field', rules: plain, values: { name: '', age: 'x' }, changed: ['name', 'age'], errors: { name: 'Enter a name.', age: 'Enter a whole number.' } },
    { what: 'a field the defaults lack', rules: plain, values: { ...defaults, extra: 'x' }, changed: ['extra'], errors: {} },
  ])('$what', ({ rules, values, changed, errors }) => {
    const state = formState(rules, defaults, values);
    expect([...state.changed]).toEqual(changed);
    expect(state.errors).toEqual(errors);
    expect(state.defaults).toBe(defaults);
  });

  it('starts at the defaults when given no values', () => {
    expect(formState(plain, defaults).values).toBe(defaults);
  });
});

describe('withValues', () => {
  const start = formState(byNumber, defaults, { name: 'Ada', age: '7' });

  it.each<{ what: string; changes: Fields<string>; changed: string[]; errors: Record<string, string> }>([
    { what: 'a change marks the field changed', changes: { age: '8' }, changed: ['name', 'age'], errors: {} },
    { what: 'typing the default back unmarks it', changes: { name: 'Dana' }, changed: [], errors: {} },
    { what: 'the same value in other text is no change', changes: { age: '007' }, changed: ['name'], errors: {} },
    { what: 'every field is checked again', changes: { name: '', age: 'x' }, changed: ['name', 'age'], errors: { name: 'Enter a name.', age: 'Enter a whole number.' } },
  ])('$what', ({ changes, changed, errors }) => {
    const next = withValues(byNumber, start, changes);
    expect(next.values).toEqual({ ...start.values, ...changes });
    expect([...next.changed].sort()).toEqual([...changed].sort());
    expect(next.errors).toEqual(errors);
    expect(next.defaults).toBe(defaults);
  });

  it('gives back the same state when no value differs, so nothing re-renders', () => {
    expect(withValues(byNumber, start, { name: 'Ada' })).toBe(start);
    expect(withValues(byNumber, start, {})).toBe(start);
  });

  it('leaves the state it started from as it was', () => {
    withValues(byNumber, start, { name: 'Grace' });
    expect(start.values.name).toBe('Ada');
    expect([...start.changed]).toEqual(['name']);
  });
});

describe('sameSelection', () => {
  const shared = { a: 1 };
  it.each([
    { a: 1, b: 1, same: true },
    { a: 'x', b: 'y', same: false },
    { a: NaN, b: NaN, same: true },
    { a: null, b: undefined, same: false },
    { a: [1, 'x', null], b: [1, 'x', null], same: true },
    { a: [1, 2], b: [1, 2, 3], same: false },
    { a: [shared], b: [shared], same: true },
    { a: [{ a: 1 }], b: [{ a: 1 }], same: false },
    { a: { value: 'x', changed: true }, b: { value: 'x', changed: true }, same: true },
    { a: { value: 'x', error: undefined }, b: { value: 'x', changed: undefined }, same: false },
    { a: { 0: 1 }, b: [1], same: false },
    { a: new Set([1]), b: new Set([2]), same: false },
  ])('$a and $b: $same', ({ a, b, same }) => {
    expect(sameSelection(a, b)).toBe(same);
  });
});

describe('createFormStore', () => {
  it('tells its subscribers once per change, and not when a value stays the same', () => {
    const store = createFormStore(plain, defaults);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setValue('name', 'Ada');
    store.setValues({ name: 'Ada', age: '9' });
    store.setValue('age', '9');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getValues()).toEqual({ name: 'Ada', age: '9' });
    unsubscribe();
    store.setValue('name', 'Grace');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('starts from restored values against the defaults, checked at once', () => {
    const store = createFormStore(plain, defaults, { name: '', age: '7' });
    expect(store.getState().errors).toEqual({ name: 'Enter a name.' });
    expect([...store.getState().changed]).toEqual(['name']);
  });

  it('resets to new defaults (what was saved), keeping values given and taking new rules', () => {
    const store = createFormStore(plain, defaults);
    store.setValue('age', '07');
    store.reset({ name: 'Ada', age: '8' }, { name: 'Ada', age: '08' }, byNumber);
    expect(store.getState().defaults).toEqual({ name: 'Ada', age: '8' });
    expect(store.getValues()).toEqual({ name: 'Ada', age: '08' });
    expect([...store.getState().changed]).toEqual([]);
    // The new rules stay for later edits.
    store.setValue('age', '8.0');
    expect([...store.getState().changed]).toEqual([]);
  });

  it('discards every edit when reset to its defaults', () => {
    const store = createFormStore(plain, defaults);
    store.setValues({ name: '', age: 'x' });
    store.reset(store.getState().defaults);
    expect(store.getValues()).toEqual(defaults);
    expect(store.getState().errors).toEqual({});
    expect(store.getState().changed.size).toBe(0);
  });
});
