import { useRef, useSyncExternalStore } from 'react';
import { sameSelection, type FormState, type FormStore } from './form-store.ts';

/**
 * The part of a form's state that `select` picks; the component re-renders only when that part
 * changes (arrays and records compared value by value), so one field's typing leaves the rest be.
 */
export function useFormSelector<V, T>(store: FormStore<V>, select: (state: FormState<V>) => T): T {
  const last = useRef<{ selected: T } | null>(null);
  const read = () => {
    const selected = select(store.getState());
    if (last.current && sameSelection(last.current.selected, selected)) return last.current.selected;
    last.current = { selected };
    return selected;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}

/** One field: its value, its default, its error and whether it differs from the default. */
export function useFormField<V>(store: FormStore<V>, name: string) {
  return useFormSelector(store, (state) => ({
    value: state.values[name],
    defaultValue: state.defaults[name],
    error: state.errors[name],
    changed: state.changed.has(name),
  }));
}

/** The values of some fields, in the order named. */
export function useFormValues<V>(store: FormStore<V>, names: readonly string[]): (V | undefined)[] {
  return useFormSelector(store, (state) => names.map((name) => state.values[name]));
}

/** How many fields (of `names`, or of the whole form) differ from their defaults, and how many have errors. */
export function useFormCounts<V>(store: FormStore<V>, names?: readonly string[]) {
  return useFormSelector(store, ({ changed, errors }) =>
    names
      ? { changed: names.filter((name) => changed.has(name)).length, invalid: names.filter((name) => errors[name] !== undefined).length }
      : { changed: changed.size, invalid: Object.keys(errors).length },
  );
}
