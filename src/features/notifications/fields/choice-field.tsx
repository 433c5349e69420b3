import { NativeSelect } from '@mantine/core';
import { useSettingsField } from '../editor-context.ts';
import { CHOICE_SETS, choiceLabel } from '../model/field-spec.ts';
import { FieldLabel } from './field-label.tsx';

/**
 * A numeric setting as named choices. A number outside the known set (from the server, or the
 * value the form loaded) stays selectable as "Other (N)", so it is kept unless changed.
 */
export function ChoiceField({
  fieldKey,
  label,
  hiddenPrefix,
}: {
  fieldKey: string;
  label?: string;
  hiddenPrefix?: string;
}) {
  const { spec, attach, name, onBlur, onChange, value, base, placeholder, changed, error } = useSettingsField(fieldKey);
  const set = spec.choices ?? 'onOff';
  const extra = [...new Set([base, value].filter((v): v is number => typeof v === 'number'))].filter(
    (v) => !CHOICE_SETS[set].some((c) => c.value === v),
  );
  const data = [
    ...(value === null
      ? [
          {
            value: '',
            label:
              typeof placeholder === 'number' ? `Not known (default: ${choiceLabel(set, placeholder)})` : 'Not known',
          },
        ]
      : []),
    ...CHOICE_SETS[set].map((c) => ({ value: String(c.value), label: c.label })),
    ...extra.map((v) => ({ value: String(v), label: `Other (${v})` })),
  ];
  return (
    <NativeSelect
      ref={attach}
      name={name}
      label={
        <FieldLabel changed={changed} hiddenPrefix={hiddenPrefix}>
          {label ?? spec.label}
        </FieldLabel>
      }
      description={spec.description}
      data={data}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
      onBlur={onBlur}
      error={error}
      maw={420}
    />
  );
}
