import { createContext, useCallback, useContext } from 'react';
import type { FormStore } from '../../lib/form-store.ts';
import { useFormField, useFormValues } from '../../lib/use-form-store.ts';
import type { FieldSpec } from './model/field-spec.ts';
import type { FormLeaf, FormValues } from './model/form-model.ts';

/** What every part of the form needs besides its own field: stable between keystrokes. */
export interface EditorModel {
  appId: string;
  /** The form's values by field key, against the baseline. */
  form: FormStore<FormLeaf>;
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

/** The input's name: the key under `fields.`, as the form has always named its inputs. */
const fieldName = (key: string) => `fields.${key}` as const;

/** The current values of some fields, in the order given; the caller re-renders only when one of them changes. */
export function useLeaves(keys: readonly string[]): (FormLeaf | undefined)[] {
  return useFormValues(useEditor().form, keys);
}

/** One field: its spec, value, error, whether it differs from the baseline, and its placeholder. */
export function useSettingsField(key: string) {
  const { form, specByKey, placeholders } = useEditor();
  const spec = specByKey.get(key);
  if (!spec) throw new Error(`Unknown settings field ${key}`);
  const field = useFormField(form, key);
  const onChange = useCallback((leaf: FormLeaf) => form.setValue(key, leaf), [form, key]);
  const base: FormLeaf = field.defaultValue ?? null;
  return {
    spec,
    name: fieldName(key),
    onChange,
    value: field.value ?? null,
    base,
    error: field.error,
    changed: field.changed,
    placeholder: placeholders.fields[key] ?? null,
    /** Empty text means "not set" where nothing was known, a real empty text elsewhere. */
    textToLeaf: (text: string): FormLeaf => (text === '' && base === null ? null : text),
  };
}
