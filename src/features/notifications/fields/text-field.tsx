import { TextInput } from '@mantine/core';
import { useId } from 'react';
import { useSettingsField } from '../editor-context.ts';
import { FieldLabel, unknownNote } from './field-label.tsx';

/**
 * Plain text; `suggestions` (for sounds: "default") are offered by the browser's own list as the
 * user types or focuses (a datalist: no combobox code in the page's first load).
 */
export function TextField({ fieldKey, suggestions }: { fieldKey: string; suggestions?: string[] }) {
  const listId = useId();
  const { spec, attach, name, onBlur, onChange, value, placeholder, changed, error, textToLeaf } =
    useSettingsField(fieldKey);
  const common = {
    name,
    label: <FieldLabel changed={changed}>{spec.label}</FieldLabel>,
    description:
      value === null
        ? `${spec.description ?? ''} ${unknownNote(placeholder === null ? null : `"${String(placeholder)}"`)}`.trim()
        : spec.description,
    value: typeof value === 'string' ? value : '',
    placeholder: placeholder === null ? undefined : String(placeholder),
    onBlur,
    error,
    maw: 420,
  };
  return (
    <>
      <TextInput
        ref={attach}
        {...common}
        list={suggestions ? listId : undefined}
        onChange={(event) => onChange(textToLeaf(event.currentTarget.value))}
      />
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}
