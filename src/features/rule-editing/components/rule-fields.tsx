import { Checkbox, Group, Switch } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { actionLabel } from '../../../lib/action-label.ts';
import { useKeywordListIndex } from '../../../queries/keyword-lists.ts';
import { KNOWN_ACTIONS, type RuleForm } from '../lib/rule-form.ts';
import { ConditionsEditor } from './conditions-editor.tsx';
import { FiltersEditor } from './filters-editor.tsx';
import { NameAndDescription } from './name-and-description.tsx';

/**
 * A rule's fields, as the editor and the new-rule form share them: on or off, name and
 * description, actions (the known ones and any others the rule had), conditions and filters.
 */
export function RuleFields({
  form,
  appId,
  loadedActions,
}: {
  form: UseFormReturn<RuleForm>;
  appId: string;
  loadedActions: readonly string[];
}) {
  const { errors } = form.formState;
  const lists = useKeywordListIndex(appId);
  const actions = [...KNOWN_ACTIONS, ...loadedActions.filter((a) => !(KNOWN_ACTIONS as readonly string[]).includes(a))];
  const listOptions = (lists.data?.items ?? []).flatMap((item) =>
    item.ok ? [{ value: item.value.id, label: item.value.name ?? item.value.id, category: item.value.category }] : [],
  );
  return (
    <>
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch
            label={field.value ? 'On: the service applies this rule' : 'Off: the service skips this rule'}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <NameAndDescription name={form.register('name')} description={form.register('description')} errors={errors} />
      <Controller
        control={form.control}
        name="action"
        render={({ field }) => (
          <Checkbox.Group
            label="What the rule does to a message it matches"
            value={field.value}
            onChange={field.onChange}
            error={errors.action?.message}
          >
            <Group gap="md" mt={4}>
              {actions.map((action) => (
                <Checkbox key={action} value={action} label={actionLabel(action)} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <ConditionsEditor control={form.control} setValue={form.setValue} listOptions={listOptions} />
      <FiltersEditor control={form.control} setValue={form.setValue} />
    </>
  );
}
