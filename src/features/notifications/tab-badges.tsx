import { Badge, Group } from '@mantine/core';
import { useMemo } from 'react';
import { useFormCounts } from '../../lib/use-form-store.ts';
import { useEditor } from './editor-context.ts';
import type { TabId } from './model/tabs.ts';

/** How many fields of one tab are changed and how many have errors; watches only that tab. */
export function TabBadges({ tab }: { tab: TabId }) {
  const { form, specs } = useEditor();
  const keys = useMemo(() => specs.filter((s) => s.tab === tab).map((s) => s.key), [specs, tab]);
  const { changed, invalid } = useFormCounts(form, keys);
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
