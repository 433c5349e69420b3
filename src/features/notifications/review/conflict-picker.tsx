import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useEditor } from '../editor-context.ts';
import type { Conflict } from '../model/changed-settings.ts';
import { fieldKey } from '../model/field-spec.ts';
import { formatSettingValue } from '../model/format-value.ts';
import { pathLabel } from '../model/json.ts';
import { settingName } from '../model/setting-words.ts';

interface Props {
  conflicts: Conflict[];
  onResolve: (takeServer: Conflict[]) => void;
  onCancel: () => void;
}

/** Someone changed a field the user also changed: both values side by side, the user picks. */
export function ConflictPicker({ conflicts, onResolve, onCancel }: Props) {
  const { specByKey } = useEditor();
  const [choices, setChoices] = useState<Record<string, 'mine' | 'server'>>({});
  const decided = conflicts.every((c) => choices[fieldKey(c.path)]);
  return (
    <Stack gap="sm">
      <Text size="sm">
        Since this page loaded,{' '}
        {conflicts.length === 1 ? 'a setting you changed was' : `${conflicts.length} settings you changed were`} also
        changed on the service. Choose which value to keep for each.
      </Text>
      {conflicts.map((conflict) => {
        const key = fieldKey(conflict.path);
        const spec = specByKey.get(key);
        return (
          <Paper key={key} withBorder p="sm">
            <Radio.Group
              label={
                <Text span size="sm" style={{ overflowWrap: 'anywhere' }} title={pathLabel(conflict.path)}>
                  {settingName(conflict.path, specByKey.get(fieldKey(conflict.path)))}
                </Text>
              }
              description={`When the page loaded: ${formatSettingValue(spec, conflict.loaded)}`}
              value={choices[key] ?? null}
              onChange={(value) => setChoices((prev) => ({ ...prev, [key]: value === 'server' ? 'server' : 'mine' }))}
            >
              <Stack gap={6} mt="xs">
                <Radio value="mine" label={`Keep mine: ${formatSettingValue(spec, conflict.mine)}`} />
                <Radio value="server" label={`Use the service’s: ${formatSettingValue(spec, conflict.server)}`} />
              </Stack>
            </Radio.Group>
          </Paper>
        );
      })}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          disabled={!decided}
          onClick={() => onResolve(conflicts.filter((c) => choices[fieldKey(c.path)] === 'server'))}
        >
          Continue to review
        </Button>
      </Group>
    </Stack>
  );
}
