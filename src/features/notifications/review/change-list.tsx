import { Paper, Stack, Text } from '@mantine/core';
import { useEditor } from '../editor-context.ts';
import type { Change } from '../model/changed-settings.ts';
import { fieldKey } from '../model/field-spec.ts';
import { formatSettingValue } from '../model/format-value.ts';
import { pathLabel } from '../model/json.ts';
import { settingName } from '../model/setting-words.ts';

/**
 * Each changed setting: its name as the form shows it (the path on hover), the value the service holds, and the new one. `absent` words
 * a value that is not there before (default: "not known"), `removed` one that is not there after.
 */
export function ChangeList({
  changes,
  label = 'Changed settings',
  absent,
  removed,
}: {
  changes: Change[];
  label?: string;
  absent?: string;
  removed?: string;
}) {
  const { specByKey } = useEditor();
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {changes.map((change) => {
        const spec = specByKey.get(fieldKey(change.path));
        return (
          <Paper component="li" key={change.path.join('\u0000')} withBorder p="xs">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} title={pathLabel(change.path)}>
              {settingName(change.path, spec)}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span c="dimmed">
                {change.before === undefined && absent ? absent : formatSettingValue(spec, change.before)}
              </Text>
              {' → '}
              <Text span fw={600}>
                {change.after === undefined && removed ? removed : formatSettingValue(spec, change.after)}
              </Text>
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
