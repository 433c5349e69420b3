import { Progress, Stack, Text, Textarea } from '@mantine/core';
import { useEditor, useSettingsField } from '../editor-context.ts';
import { customJsonBudget, customJsonWords, parseJsonObject } from '../model/custom-json.ts';
import { FieldLabel } from './field-label.tsx';
import { formatCount } from '../../../lib/format-count.ts';

const COLORS = { ok: 'teal', tight: 'yellow', over: 'red' } as const;

/** The push custom JSON: one object, with how much of the 4 KB push limit it takes; "not set" when absent. */
export function CustomJsonField({ fieldKey }: { fieldKey: string }) {
  const { known } = useEditor();
  const { spec, attach, name, onBlur, onChange, value, changed, error, textToLeaf } = useSettingsField(fieldKey);
  const words = customJsonWords(typeof value === 'string' ? value : null, known);
  const parsed = typeof value === 'string' ? parseJsonObject(value) : null;
  const budget = parsed?.ok ? customJsonBudget(parsed.value) : null;
  return (
    <Stack gap={6}>
      <Textarea
        ref={attach}
        name={name}
        label={<FieldLabel changed={changed}>{spec.label}</FieldLabel>}
        description={words.note ? `${spec.description ?? ''} ${words.note}`.trim() : spec.description}
        value={typeof value === 'string' ? value : ''}
        placeholder={words.placeholder}
        onChange={(event) => onChange(textToLeaf(event.currentTarget.value))}
        onBlur={onBlur}
        error={error}
        autosize
        minRows={4}
        maxRows={16}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {budget ? (
        <Stack gap={4} maw={420}>
          <Progress
            value={Math.min(100, (budget.bytes / budget.limit) * 100)}
            color={COLORS[budget.level]}
            size="sm"
            aria-label="Share of the 4 KB push limit taken by the custom JSON"
          />
          <Text size="xs" c={budget.level === 'ok' ? 'dimmed' : undefined}>
            {formatCount(budget.bytes)} of {formatCount(budget.limit)} bytes of a push payload.{' '}
            {budget.level === 'tight' ? 'Little room is left for the title, the text and the message object.' : null}
            {budget.level === 'ok' ? 'Title, text and the included objects take the rest.' : null}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
