import { Stack, Switch, Text } from '@mantine/core';
import { useSettingsField } from '../editor-context.ts';
import { FieldLabel, unknownNote } from './field-label.tsx';

/** A switch with a sentence of explanation. Where the value is unknown it shows the default, greyed. */
export function BooleanField({
  fieldKey,
  label,
  hiddenPrefix,
  compact,
}: {
  fieldKey: string;
  label?: string;
  hiddenPrefix?: string;
  compact?: boolean;
}) {
  const { spec, attach, name, onBlur, onChange, value, placeholder, changed, error } = useSettingsField(fieldKey);
  const unset = value === null;
  return (
    <Switch
      ref={attach}
      name={name}
      checked={unset ? placeholder === true : value === true}
      color={unset ? 'gray.6' : undefined}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      label={
        <FieldLabel changed={changed} hiddenPrefix={hiddenPrefix}>
          {label ?? spec.label}
        </FieldLabel>
      }
      description={
        (spec.description && !compact) || unset ? (
          <Stack gap={0} component="span">
            {spec.description && !compact ? <span>{spec.description}</span> : null}
            {unset ? (
              <Text span size="xs" fs="italic">
                {unknownNote(placeholder === null ? null : placeholder ? 'on' : 'off')}
              </Text>
            ) : null}
          </Stack>
        ) : undefined
      }
      error={error}
    />
  );
}
