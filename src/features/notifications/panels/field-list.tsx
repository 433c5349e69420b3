import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useEditor } from '../editor-context.ts';
import { SettingField } from '../fields/setting-field.tsx';
import type { FieldSpec } from '../model/field-spec.ts';

/** The fields of one tab (optionally filtered), each with the control of its kind. */
export function FieldList({ tab, filter }: { tab: FieldSpec['tab']; filter?: (spec: FieldSpec) => boolean }) {
  const { specs } = useEditor();
  const keys = useMemo(
    () => specs.filter((s) => s.tab === tab && (!filter || filter(s))).map((s) => s.key),
    [specs, tab, filter],
  );
  return (
    <Stack gap="md">
      {keys.map((key) => (
        <SettingField key={key} fieldKey={key} />
      ))}
    </Stack>
  );
}
