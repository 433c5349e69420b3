import { TextInput } from '@mantine/core';
import { useSettingsField } from '../editor-context.ts';

/** A schedule time typed as HH:MM (24-hour). Labelled for screen readers by day and end. */
export function TimeField({ fieldKey }: { fieldKey: string }) {
  const { spec, attach, name, onBlur, onChange, value, placeholder, changed, error, textToLeaf } =
    useSettingsField(fieldKey);
  return (
    <TextInput
      ref={attach}
      name={name}
      aria-label={spec.label}
      value={typeof value === 'string' ? value : ''}
      placeholder={typeof placeholder === 'string' ? placeholder : 'HH:MM'}
      onChange={(event) => onChange(textToLeaf(event.currentTarget.value))}
      onBlur={onBlur}
      error={error}
      inputMode="numeric"
      autoComplete="off"
      w={92}
      styles={{ input: { fontVariantNumeric: 'tabular-nums', fontWeight: changed ? 700 : undefined } }}
    />
  );
}
