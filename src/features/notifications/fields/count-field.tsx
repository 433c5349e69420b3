import { TextInput } from '@mantine/core';
import { useSettingsField } from '../editor-context.ts';
import { describeCount } from '../model/units.ts';
import { FieldLabel, unknownNote } from './field-label.tsx';
import { numericLeaf, numericText } from './numeric-text.ts';

const UNIT_SUFFIX = { 'per-day': '/ day', 'per-conversation-day': '/ day' } as const;

/** A whole number with its unit in words ("at most 20 a day"). */
export function CountField({ fieldKey }: { fieldKey: string }) {
  const { spec, attach, name, onBlur, onChange, value, placeholder, changed, error } = useSettingsField(fieldKey);
  const words =
    typeof value === 'number'
      ? describeCount(value, spec.unit)
      : unknownNote(typeof placeholder === 'number' ? describeCount(placeholder, spec.unit) : null);
  return (
    <TextInput
      ref={attach}
      name={name}
      label={<FieldLabel changed={changed}>{spec.label}</FieldLabel>}
      description={`${spec.description ? `${spec.description} ` : ''}${words.charAt(0).toUpperCase()}${words.slice(1)}`}
      value={numericText(value)}
      placeholder={placeholder === null ? undefined : String(placeholder)}
      onChange={(event) => onChange(numericLeaf(event.currentTarget.value, false))}
      onBlur={onBlur}
      inputMode="numeric"
      autoComplete="off"
      rightSection={spec.unit ? <span aria-hidden>{UNIT_SUFFIX[spec.unit]}</span> : undefined}
      rightSectionWidth={52}
      rightSectionPointerEvents="none"
      error={error}
      maw={320}
    />
  );
}
