import { Textarea } from '@mantine/core';
import { useSettingsField } from '../editor-context.ts';
import { FieldLabel } from './field-label.tsx';

/** JSON text for a value that is an object, an array or null ("Other settings"). */
export function JsonField({ fieldKey }: { fieldKey: string }) {
  const { spec, attach, name, onBlur, onChange, value, changed, error, textToLeaf } = useSettingsField(fieldKey);
  return (
    <Textarea
      ref={attach}
      name={name}
      label={<FieldLabel changed={changed}>{spec.label}</FieldLabel>}
      description={spec.description ?? `JSON (${spec.jsonType ?? 'any value'})`}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(textToLeaf(event.currentTarget.value))}
      onBlur={onBlur}
      error={error}
      autosize
      minRows={2}
      maxRows={12}
      spellCheck={false}
      ff="monospace"
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}
