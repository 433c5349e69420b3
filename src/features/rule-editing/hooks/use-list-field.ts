import { useWatch, type Control, type PathValue, type UseFormSetValue } from 'react-hook-form';
import type { RuleForm } from '../lib/rule-form.ts';

type ListName = 'conditions' | 'filters';

/**
 * A list of the rule form (its conditions or filters) to add to and take from. It stands in for
 * react-hook-form's `useFieldArray`, whose code would join every form page's first load (the
 * keyword-list editor's included, 1 KB under its budget) for the one form that needs it. Rows are
 * keyed by position and every input in them is controlled, so a removed row's values cannot stay
 * behind in the inputs.
 */
export function useListField<N extends ListName>(
  control: Control<RuleForm>,
  setValue: UseFormSetValue<RuleForm>,
  name: N,
) {
  const items = (useWatch({ control, name }) ?? []) as PathValue<RuleForm, N>;
  const set = (next: PathValue<RuleForm, N>) => setValue(name, next, { shouldDirty: true, shouldValidate: true });
  return {
    items,
    append: (item: PathValue<RuleForm, `${N}.${number}`>) => set([...items, item] as PathValue<RuleForm, N>),
    remove: (index: number) => set(items.filter((_: unknown, i: number) => i !== index) as PathValue<RuleForm, N>),
  };
}
