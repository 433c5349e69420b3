import { TextInput } from '@mantine/core';
import { useSettingsField } from '../editor-context.ts';
import { describeCount } from '../model/units.ts';
import { FieldLabel, unknownNote } from './field-label.tsx';
import { numericLeaf, numericText } from './numeric-text.ts';

const UNIT_SUFFIX = { seconds: 's', 'per-day': '/ day', 'per-conversation-day': '/ day' } as const;

/** A non-negative whole number with its unit in words ("every 2 h"). */
export function CountField({ fieldKey }: { fieldKey: string }) {
  const { spec, attach, name, onBlur, onChange, value, placeholder, changed, error } = useSettingsField(fieldKey);
  const words = typeof value === 'number' ? describeCount(value, spec.unit) : unknownNote(typeof placeholder === 'number' ? describeCount(placeholder, spec.unit) : null);
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
      rightSectionWidth={spec.unit === 'seconds' ? 28 : 52}
      rightSectionPointerEvents="none"
      error={error}
      maw={320}
    />
  );
}
