import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useFormState, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { filterLimitReason } from '../../../../contract/service-limits.ts';
import { useListField } from '../hooks/use-list-field.ts';
import type { RuleForm } from '../lib/rule-form.ts';
import {
  changedFilter,
  FILTER_FIELDS,
  FILTER_OPERATORS,
  filterEntity,
  newFilterEntry,
  takesList,
  type FilterEntry,
} from '../lib/rule-filters.ts';

interface Props {
  control: Control<RuleForm>;
  setValue: UseFormSetValue<RuleForm>;
}

/** Options with the current value kept when it is not one the editor offers (a rule made elsewhere). */
function withCurrent(options: readonly { value: string; label: string }[], current: string) {
  return current === '' || options.some((o) => o.value === current)
    ? options
    : [...options, { value: current, label: current }];
}

const TYPES = [
  { value: 'sender', label: 'senders' },
  { value: 'receiver', label: 'receivers' },
];
const ENTITIES = [
  { value: 'user', label: 'a user' },
  { value: 'group', label: 'a group' },
];

function FilterRow({ control, setValue, index, onRemove }: Props & { index: number; onRemove: () => void }) {
  const entry = useWatch({ control, name: `filters.${index}` }) as FilterEntry;
  const { errors } = useFormState({ control, name: `filters.${index}` });
  const error = errors.filters?.[index];
  const entity = filterEntity(entry);
  const set = (key: 'type' | 'entity' | 'operand' | 'operator' | 'value', value: string) =>
    setValue(`filters.${index}`, changedFilter(entry, key, value), {
      shouldDirty: true,
      shouldValidate: true,
    });
  return (
    <Group
      gap="xs"
      align="flex-start"
      component="fieldset"
      aria-label={`Filter ${index + 1}`}
      style={{ border: 0, padding: 0, margin: 0 }}
    >
      <NativeSelect
        label="Applies to"
        w={130}
        data={TYPES}
        value={entry.type}
        onChange={(e) => set('type', e.currentTarget.value)}
      />
      {entry.type === 'receiver' ? (
        <NativeSelect
          label="Receiver is"
          w={120}
          data={ENTITIES}
          value={entry.entity}
          onChange={(e) => set('entity', e.currentTarget.value)}
        />
      ) : null}
      <NativeSelect
        label="Whose"
        w={200}
        data={withCurrent([{ value: '', label: 'Choose…' }, ...FILTER_FIELDS[entity]], entry.operand)}
        value={entry.operand}
        onChange={(e) => set('operand', e.currentTarget.value)}
        error={error?.operand?.message}
      />
      <NativeSelect
        label="Operator"
        w={220}
        data={withCurrent(FILTER_OPERATORS[entity], entry.operator)}
        value={entry.operator}
        onChange={(e) => set('operator', e.currentTarget.value)}
        error={error?.operator?.message}
      />
      <TextInput
        label="Value"
        description={takesList(entry.operator) ? 'Comma-separated' : undefined}
        placeholder={takesList(entry.operator) ? 'general, support' : undefined}
        w={200}
        value={entry.value}
        onChange={(e) => set('value', e.currentTarget.value)}
        error={error?.value?.message}
      />
      <Button mt={24} size="compact-sm" variant="subtle" color="red" onClick={onRemove}>
        Remove filter {index + 1}
      </Button>
    </Group>
  );
}

/** Sender and receiver filters: the rule applies only to messages that pass every one. */
export function FiltersEditor(props: Props) {
  const { items, append, remove } = useListField(props.control, props.setValue, 'filters');
  // The service allows ten a rule (constraints-and-limits.mdx): an eleventh is not offered.
  const full = filterLimitReason(items.length);
  const { errors } = useFormState({ control: props.control, name: 'filters' });
  const tooMany = errors.filters?.root?.message ?? errors.filters?.message;
  const note = tooMany ? undefined : full;
  return (
    <Stack gap="xs" component="section" aria-labelledby="rule-filters-title">
      <Title order={3} size="h4" id="rule-filters-title">
        Sender and receiver filters
      </Title>
      <Text size="sm" c="dimmed">
        {items.length === 0
          ? 'None: the rule applies to every sender and receiver.'
          : 'The rule applies only to messages that pass every filter.'}
      </Text>
      {items.map((_, index) => (
        <FilterRow key={index} {...props} index={index} onRemove={() => remove(index)} />
      ))}
      {tooMany ? (
        <Text size="sm" c="red" role="alert">
          {tooMany}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          size="xs"
          onClick={() => append(newFilterEntry())}
          disabled={full !== undefined}
          aria-describedby={note ? 'rule-filters-full' : undefined}
        >
          Add a filter
        </Button>
        {note ? (
          <Text size="sm" id="rule-filters-full">
            {note}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
