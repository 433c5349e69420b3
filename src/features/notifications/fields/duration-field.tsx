import { NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSettingsField } from '../editor-context.ts';
import { describeInterval, intervalAmount, intervalLeaf, intervalUnitFor, type IntervalUnit } from '../model/units.ts';
import { FieldLabel, unknownNote } from './field-label.tsx';

const UNIT_OPTIONS = [
  { value: 'minutes', label: 'minutes' },
  { value: 'hours', label: 'hours' },
];

/** The text that shows `leaf` in `unit`: typed text is kept as long as it still stands for the same value. */
function textFor(leaf: unknown, unit: IntervalUnit, typed: string): string {
  if (leaf === null) return '';
  if (typeof leaf !== 'number') return String(leaf);
  return intervalLeaf(typed, unit) === leaf ? typed : intervalAmount(leaf, unit);
}

/**
 * An interval held in whole seconds on the wire (`intervalInSeconds`), entered in minutes or
 * hours. Switching the unit keeps the value and shows it in the other unit.
 */
export function DurationField({ fieldKey }: { fieldKey: string }) {
  const { spec, attach, name, onBlur, onChange, value, placeholder, changed, error } = useSettingsField(fieldKey);
  const start = typeof value === 'number' ? value : typeof placeholder === 'number' ? placeholder : 0;
  const [unit, setUnit] = useState<IntervalUnit>(() => intervalUnitFor(start));
  const [typed, setTyped] = useState('');
  const text = textFor(value, unit, typed);
  const words =
    typeof value === 'number'
      ? `${describeInterval(value)} (${value} s)`
      : unknownNote(typeof placeholder === 'number' ? describeInterval(placeholder) : null);
  const unitSelect = (
    <NativeSelect
      aria-label={`Unit for ${spec.label.charAt(0).toLowerCase()}${spec.label.slice(1)}`}
      variant="unstyled"
      data={UNIT_OPTIONS}
      value={unit}
      onChange={(event) => {
        const next = event.currentTarget.value as IntervalUnit;
        setUnit(next);
        // Text that is not yet a number is read again in the new unit; a number keeps its seconds.
        if (typeof value === 'string') onChange(intervalLeaf(value, next));
        else if (typeof value === 'number') setTyped(intervalAmount(value, next));
      }}
      w={96}
    />
  );
  return (
    <TextInput
      ref={attach}
      name={name}
      label={<FieldLabel changed={changed}>{spec.label}</FieldLabel>}
      description={`${words.charAt(0).toUpperCase()}${words.slice(1)}. From 1 minute to 24 hours.`}
      value={text}
      placeholder={typeof placeholder === 'number' ? intervalAmount(placeholder, unit) : undefined}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        onChange(intervalLeaf(event.currentTarget.value, unit));
      }}
      onBlur={onBlur}
      inputMode="decimal"
      autoComplete="off"
      rightSection={unitSelect}
      rightSectionWidth={96}
      error={error}
      maw={320}
    />
  );
}
