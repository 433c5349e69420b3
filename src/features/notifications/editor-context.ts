import { createContext, useContext } from 'react';
import {
  get,
  useController,
  useFormState,
  useWatch,
  type Control,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import type { FieldSpec } from './model/field-spec.ts';
import { isLeafChanged, type FormLeaf, type FormValues } from './model/form-model.ts';

/** What every part of the form needs besides its own field: stable between keystrokes. */
export interface EditorModel {
  appId: string;
  control: Control<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  getValues: UseFormGetValues<FormValues>;
  specs: readonly FieldSpec[];
  specByKey: ReadonlyMap<string, FieldSpec>;
  /** The values the server had (null where not known). */
  baseline: FormValues;
  /** The documented defaults, shown as placeholders where no value is known. */
  placeholders: FormValues;
  /** Whether the server answered the settings read. */
  known: boolean;
}

export const EditorContext = createContext<EditorModel | null>(null);

export function useEditor(): EditorModel {
  const model = useContext(EditorContext);
  if (!model) throw new Error('useEditor outside the settings editor');
  return model;
}

export const fieldName = (key: string) => `fields.${key}` as const;

/** One field: its spec, value, error, whether it differs from the baseline, and its placeholder. */
export function useSettingsField(key: string) {
  const { control, specByKey, baseline, placeholders } = useEditor();
  const spec = specByKey.get(key);
  if (!spec) throw new Error(`Unknown settings field ${key}`);
  const { field, fieldState } = useController({ control, name: fieldName(key) });
  // Handed out one by one: the React Compiler's lint would read a `field` object holding `ref` as a ref.
  const { ref: attach, name, onBlur, onChange } = field;
  const base: FormLeaf = baseline.fields[key] ?? null;
  const value: FormLeaf = field.value ?? null;
  return {
    spec,
    attach,
    name,
    onBlur,
    onChange,
    value,
    base,
    error: fieldState.error?.message,
    changed: fieldState.isDirty && isLeafChanged(spec, base, value),
    placeholder: placeholders.fields[key] ?? null,
    /** Empty text means "not set" where nothing was known, a real empty text elsewhere. */
    textToLeaf: (text: string): FormLeaf => (text === '' && base === null ? null : text),
  };
}

/**
 * Which of these fields the page shows as changed: react-hook-form's dirty fields (the text moved
 * from what the server holds), less those whose value is the same (`{ }` for `{}`), which the
 * PATCH would not send either. Subscribes to these fields only.
 */
export function useChangedSpecs(specs: readonly FieldSpec[]): FieldSpec[] {
  const { control, baseline } = useEditor();
  const names = specs.map((s) => fieldName(s.key));
  const { dirtyFields } = useFormState({ control, name: names });
  const values = useWatch({ control, name: names });
  return specs.filter(
    (s, i) =>
      get(dirtyFields, names[i]) === true && isLeafChanged(s, baseline.fields[s.key] ?? null, values[i] ?? null),
  );
}
