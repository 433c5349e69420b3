import { TextInput } from '@mantine/core';
import { useSettingsField } from '../editor-context.ts';
import { FieldLabel } from './field-label.tsx';
import { numericLeaf, numericText } from './numeric-text.ts';

/** A number the form does not know the meaning of ("Other settings"). */
export function NumberField({ fieldKey }: { fieldKey: string }) {
  const { spec, attach, name, onBlur, onChange, value, changed, error } = useSettingsField(fieldKey);
  return (
    <TextInput
      ref={attach}
      name={name}
      label={<FieldLabel changed={changed}>{spec.label}</FieldLabel>}
      description={spec.description}
      value={numericText(value)}
      onChange={(event) => onChange(numericLeaf(event.currentTarget.value, true))}
      onBlur={onBlur}
      inputMode="decimal"
      autoComplete="off"
      error={error}
      maw={320}
    />
  );
}
