import { ActionIcon, Button, Checkbox, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useController, type Control } from 'react-hook-form';
import type { RuleForm } from '../lib/rule-form.ts';
import {
  MEDIA_LABELS,
  thresholdParts,
  thresholdValue,
  valueKind,
  type ConditionEntry,
} from '../lib/rule-conditions.ts';

export interface ListOption {
  value: string;
  label: string;
  category?: string;
}

/** The lists a condition of this category can name, and those it names that are not such lists, said so. */
function listChoices(listOptions: readonly ListOption[], category: string, chosen: readonly string[]): ListOption[] {
  const fitting = listOptions.filter((o) => !o.category || o.category === category);
  const others = chosen
    .filter((id) => !fitting.some((o) => o.value === id))
    .map((id) => {
      const known = listOptions.find((o) => o.value === id);
      return {
        value: id,
        label: known ? `${known.label} (a ${known.category ?? 'other'} list)` : `${id} (not on the service)`,
      };
    });
  return [...fitting, ...others];
}

interface Props {
  control: Control<RuleForm>;
  index: number;
  entry: ConditionEntry;
  listOptions: ListOption[];
  error?: string;
}

/** The lists a condition names: the service's lists, and any it names that the service does not have. */
function ListChoice({ control, index, entry, listOptions, error }: Props) {
  return (
    <Controller
      control={control}
      name={`conditions.${index}.values`}
      render={({ field }) => (
        <Checkbox.Group
          label={
            entry.category === 'pattern'
              ? 'Pattern lists'
              : entry.category === 'word'
                ? 'Keyword lists'
                : 'Sentence lists'
          }
          value={field.value}
          onChange={field.onChange}
          error={error}
        >
          <Group gap="md" mt={4}>
            {listChoices(listOptions, entry.category, field.value).map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    />
  );
}

/** Label scores (`Violence_greaterThan_30`) as rows of a label and a score from 0 to 100. */
function ThresholdRows({ control, index, entry, error }: Omit<Props, 'listOptions'>) {
  const { field } = useController({ control, name: `conditions.${index}.values` });
  const media = entry.operand === 'image' || entry.operand === 'video';
  const rows = field.value.map((value) => thresholdParts(value) ?? { label: value, score: '' });
  const set = (i: number, label: string, score: string) =>
    field.onChange(field.value.map((value, j) => (j === i ? thresholdValue(label, score) : value)));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Blocks when the service’s score for a label is above
      </Text>
      {rows.map((row, i) => (
        <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
          {media ? (
            <NativeSelect
              label="Label"
              data={[...new Set([...MEDIA_LABELS, row.label])].map((label) => ({
                value: label,
                label: label === 'AnyOf' ? 'Any of the labels' : label,
              }))}
              value={row.label}
              onChange={(event) => set(i, event.currentTarget.value, row.score)}
            />
          ) : (
            <TextInput
              label="Label"
              value={row.label}
              onChange={(event) => set(i, event.currentTarget.value, row.score)}
            />
          )}
          <TextInput
            label="Score (0–100)"
            type="number"
            min={0}
            max={100}
            w={120}
            value={row.score}
            onChange={(event) => set(i, row.label, event.currentTarget.value)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove the label ${row.label}`}
            onClick={() => field.onChange(field.value.filter((_, j) => j !== i))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="default"
          onClick={() => field.onChange([...field.value, thresholdValue(media ? 'AnyOf' : entry.category, '50')])}
        >
          Add a label
        </Button>
      </Group>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Words or patterns typed one per line; blank lines are kept while typing and dropped when sent. */
function TermLines({ control, index, entry, error }: Omit<Props, 'listOptions'>) {
  const { field } = useController({ control, name: `conditions.${index}.values` });
  const pattern = entry.category === 'pattern';
  return (
    <Textarea
      label={pattern ? 'Patterns, one per line (JavaScript regular expressions)' : 'Words or phrases, one per line'}
      autosize
      minRows={2}
      maxRows={10}
      value={field.value.join('\n')}
      onChange={(event) => field.onChange(event.currentTarget.value.split('\n'))}
      error={error}
      styles={{ input: { fontFamily: pattern ? 'var(--mantine-font-family-monospace)' : undefined } }}
    />
  );
}

/** A condition's values, edited the way its kind takes them. */
export function ConditionValues(props: Props) {
  const kind = valueKind(props.entry);
  if (kind === 'lists') return <ListChoice {...props} />;
  if (kind === 'thresholds') return <ThresholdRows {...props} />;
  if (kind === 'terms') return <TermLines {...props} />;
  if (kind === 'percent')
    return (
      <Controller
        control={props.control}
        name={`conditions.${props.index}.percent`}
        render={({ field }) => (
          <TextInput
            label="Blocks when your API’s score is above (0–100)"
            type="number"
            min={0}
            max={100}
            w={260}
            {...field}
            error={props.error}
          />
        )}
      />
    );
  return (
    <Text size="sm" c="dimmed">
      The service’s scanner decides; this condition has no value to set.
    </Text>
  );
}
