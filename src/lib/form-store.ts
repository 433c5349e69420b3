/**
 * A form's state outside React (docs/decisions/016): the values by field name, the values the
 * form was reset to (its defaults: what was loaded or saved), each field's error from one check
 * of all the values, and which fields differ from their defaults. Components subscribe to the
 * part they show (use-form-store.ts), so typing into one field re-renders that field and the
 * parts that count fields, not the whole form.
 */

export type Fields<V> = Readonly<Record<string, V>>;
export type FieldMessages = Readonly<Record<string, string>>;

export interface FormRules<V> {
  /** The message of each invalid field, by name, from one check of all the values (a schema's parse). */
  check: (values: Fields<V>) => FieldMessages;
  /** Whether a field's value differs from its default; `!==` unless told otherwise. */
  isChanged?: (name: string, before: V | undefined, after: V | undefined) => boolean;
}

export interface FormState<V> {
  values: Fields<V>;
  defaults: Fields<V>;
  errors: FieldMessages;
  /** The names of the fields whose value differs from their default. */
  changed: ReadonlySet<string>;
}

const differs = (_name: string, before: unknown, after: unknown) => before !== after;

/** The state of `values` against `defaults`: every field checked and compared. */
export function formState<V>(rules: FormRules<V>, defaults: Fields<V>, values: Fields<V> = defaults): FormState<V> {
  const isChanged = rules.isChanged ?? differs;
  const names = new Set([...Object.keys(defaults), ...Object.keys(values)]);
  const changed = new Set([...names].filter((name) => isChanged(name, defaults[name], values[name])));
  return { values, defaults, errors: rules.check(values), changed };
}

/** The state after some fields took new values: only those are compared again, all are checked. */
export function withValues<V>(rules: FormRules<V>, state: FormState<V>, changes: Fields<V>): FormState<V> {
  const names = Object.keys(changes).filter((name) => !Object.is(state.values[name], changes[name]));
  if (names.length === 0) return state;
  const isChanged = rules.isChanged ?? differs;
  const values = { ...state.values, ...changes };
  const changed = new Set(state.changed);
  for (const name of names) {
    if (isChanged(name, state.defaults[name], values[name])) changed.add(name);
    else changed.delete(name);
  }
  return { values, defaults: state.defaults, errors: rules.check(values), changed };
}

/** Equal as a selection of state: the same value, or arrays or records holding the same values. */
export function sameSelection(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && Object.is(a[key], b[key]));
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
}

export interface FormStore<V> {
  getState: () => FormState<V>;
  getValues: () => Fields<V>;
  subscribe: (listener: () => void) => () => void;
  setValue: (name: string, value: V) => void;
  /** Several fields at once (one check, one render). */
  setValues: (changes: Fields<V>) => void;
  /** Starts again from `defaults` (what was loaded or saved) showing `values`, under new rules if given. */
  reset: (defaults: Fields<V>, values?: Fields<V>, rules?: FormRules<V>) => void;
}

export function createFormStore<V>(rules: FormRules<V>, defaults: Fields<V>, values: Fields<V> = defaults): FormStore<V> {
  let current = rules;
  let state = formState(rules, defaults, values);
  const listeners = new Set<() => void>();
  const publish = (next: FormState<V>) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const setValues = (changes: Fields<V>) => publish(withValues(current, state, changes));
  return {
    getState: () => state,
    getValues: () => state.values,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setValue: (name, value) => setValues({ [name]: value }),
    setValues,
    reset: (nextDefaults, nextValues = nextDefaults, nextRules = current) => {
      current = nextRules;
      publish(formState(nextRules, nextDefaults, nextValues));
    },
  };
}
