import { Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useFormState, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useListField } from '../hooks/use-list-field.ts';
import { MAX_CONDITIONS } from '../../../../contract/schemas/rule-writes.ts';
import {
  CONDITION_KINDS,
  kindOf,
  newConditionEntry,
  TEXT_OPERANDS,
  valueKind,
  withKind,
  type ConditionEntry,
} from '../lib/rule-conditions.ts';
import type { RuleForm } from '../lib/rule-form.ts';
import { ConditionValues, type ListOption } from './condition-values.tsx';

interface EditorProps {
  control: Control<RuleForm>;
  setValue: UseFormSetValue<RuleForm>;
  listOptions: ListOption[];
}

const AS_SENT = 'as-sent';
const dirtyAs = { shouldDirty: true, shouldValidate: true } as const;

/** One condition: its kind, what text it looks at, how words compare, and its values. */
function ConditionCard({
  control,
  setValue,
  listOptions,
  index,
  onRemove,
  removable,
}: EditorProps & {
  index: number;
  onRemove: () => void;
  removable: boolean;
}) {
  const entry = useWatch({ control, name: `conditions.${index}` }) as ConditionEntry;
  const { errors } = useFormState({ control, name: `conditions.${index}` });
  const kind = kindOf(entry);
  const kinds = CONDITION_KINDS.filter((k) => k.value !== 'custom-api' || kind?.value === 'custom-api');
  const textual = entry.operand === 'text' || entry.operand === 'custom';
  const words = valueKind(entry) === 'terms' || entry.fromLists;
  return (
    <Card withBorder padding="sm" component="fieldset" aria-label={`Condition ${index + 1}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            Condition {index + 1}
          </Text>
          <Button size="compact-sm" variant="subtle" color="red" disabled={!removable} onClick={onRemove}>
            Remove condition {index + 1}
          </Button>
        </Group>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label="Checks"
            value={kind?.value ?? AS_SENT}
            data={[
              ...(kind
                ? []
                : [{ value: AS_SENT, label: `${entry.operand} / ${entry.category} (as the service sent it)` }]),
              ...kinds.map((k) => ({ value: k.value, label: k.label })),
            ]}
            onChange={(event) => {
              const next = CONDITION_KINDS.find((k) => k.value === event.currentTarget.value);
              if (next) setValue(`conditions.${index}`, withKind(entry, next), dirtyAs);
            }}
          />
          {textual && kind ? (
            <NativeSelect
              label="In"
              value={entry.operand}
              data={[...TEXT_OPERANDS]}
              onChange={(event) => setValue(`conditions.${index}.operand`, event.currentTarget.value, dirtyAs)}
            />
          ) : null}
          {words && entry.category === 'word' ? (
            <NativeSelect
              label="Matches when the text"
              value={entry.operator}
              data={[
                { value: 'contains', label: 'contains a word or phrase' },
                { value: 'equals', label: 'is exactly a word or phrase' },
                ...(['contains', 'equals'].includes(entry.operator)
                  ? []
                  : [{ value: entry.operator, label: entry.operator }]),
              ]}
              onChange={(event) => setValue(`conditions.${index}.operator`, event.currentTarget.value, dirtyAs)}
            />
          ) : null}
        </Group>
        <ConditionValues
          control={control}
          index={index}
          entry={entry}
          listOptions={listOptions}
          error={errors.conditions?.[index]?.values?.message}
        />
      </Stack>
    </Card>
  );
}

/** The rule's conditions, each editable, with room for up to the service's ten. */
export function ConditionsEditor(props: EditorProps) {
  const { items, append, remove } = useListField(props.control, props.setValue, 'conditions');
  const { errors } = useFormState({ control: props.control, name: 'conditions' });
  return (
    <Stack gap="xs" component="section" aria-labelledby="rule-conditions-title">
      <Title order={3} size="h4" id="rule-conditions-title">
        Conditions
      </Title>
      <Text size="sm" c="dimmed">
        The rule acts on a message that meets any of its conditions.
      </Text>
      {items.map((_, index) => (
        <ConditionCard
          key={index}
          {...props}
          index={index}
          removable={items.length > 1}
          onRemove={() => remove(index)}
        />
      ))}
      {errors.conditions?.root?.message || errors.conditions?.message ? (
        <Text size="sm" c="red" role="alert">
          {errors.conditions.root?.message ?? errors.conditions.message}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          size="xs"
          disabled={items.length >= MAX_CONDITIONS}
          onClick={() => append(newConditionEntry())}
        >
          Add a condition
        </Button>
        {items.length >= MAX_CONDITIONS ? (
          <Text size="sm" c="dimmed">
            The service takes at most {MAX_CONDITIONS} conditions a rule.
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
