import { Autocomplete, TextInput } from '@mantine/core';
import { useSettingsField } from '../editor-context.ts';
import { FieldLabel, unknownNote } from './field-label.tsx';

/** Plain text; `suggestions` (for sounds: "default") are offered as the user types or focuses. */
export function TextField({ fieldKey, suggestions }: { fieldKey: string; suggestions?: string[] }) {
  const { spec, attach, name, onBlur, onChange, value, placeholder, changed, error, textToLeaf } = useSettingsField(fieldKey);
  const common = {
    name,
    label: <FieldLabel changed={changed}>{spec.label}</FieldLabel>,
    description: value === null ? `${spec.description ?? ''} ${unknownNote(placeholder === null ? null : `"${String(placeholder)}"`)}`.trim() : spec.description,
    value: typeof value === 'string' ? value : '',
    placeholder: placeholder === null ? undefined : String(placeholder),
    onBlur,
    error,
    maw: 420,
  };
  if (suggestions) {
    return <Autocomplete ref={attach} {...common} data={suggestions} onChange={(text) => onChange(textToLeaf(text))} comboboxProps={{ withinPortal: true }} />;
  }
  return <TextInput ref={attach} {...common} onChange={(event) => onChange(textToLeaf(event.currentTarget.value))} />;
}
