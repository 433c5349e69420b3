import { Badge, Group } from '@mantine/core';
import { useMemo } from 'react';
import { get, useFormState } from 'react-hook-form';
import { fieldName, useChangedSpecs, useEditor } from './editor-context.ts';
import type { TabId } from './model/tabs.ts';

/** How many fields of one tab are changed and how many have errors; watches only that tab. */
export function TabBadges({ tab }: { tab: TabId }) {
  const { control, specs } = useEditor();
  const tabSpecs = useMemo(() => specs.filter((s) => s.tab === tab), [specs, tab]);
  const names = useMemo(() => tabSpecs.map((s) => fieldName(s.key)), [tabSpecs]);
  const { errors } = useFormState({ control, name: names });
  const changed = useChangedSpecs(tabSpecs).length;
  const invalid = names.filter((name) => get(errors, name)).length;
  if (changed === 0 && invalid === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" component="span">
      {changed > 0 ? (
        <Badge size="sm" variant="light" color="blue" component="span">
          {changed} changed
        </Badge>
      ) : null}
      {invalid > 0 ? (
        <Badge size="sm" variant="filled" color="red" component="span">
          {invalid} {invalid === 1 ? 'error' : 'errors'}
        </Badge>
      ) : null}
    </Group>
  );
}
