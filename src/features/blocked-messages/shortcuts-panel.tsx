import { Group, Kbd, Paper, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { SHORTCUTS } from './triage-keys.ts';
import classes from './shortcuts-help.module.css';

/** The list's keyboard shortcuts, each with its keys (shortcuts-help.tsx opens and closes it). */
export function ShortcutsPanel({ id }: { id: string }) {
  return (
    <Paper
      id={id}
      role="dialog"
      aria-label="Keyboard shortcuts"
      withBorder
      shadow="md"
      p="sm"
      className={classes.panel}
    >
      <Stack gap={6}>
        {SHORTCUTS.map((shortcut) => (
          <Group key={shortcut.what} justify="space-between" gap="lg" wrap="nowrap">
            <Text size="sm">{shortcut.what}</Text>
            <span>
              {shortcut.keys.map((key, i) => (
                <Fragment key={key}>
                  {i > 0 ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      or{' '}
                    </Text>
                  ) : null}
                  <Kbd size="sm">{key}</Kbd>
                </Fragment>
              ))}
            </span>
          </Group>
        ))}
        <Text size="xs" c="dimmed" maw={280}>
          Shortcuts pause while you type in a field.
        </Text>
      </Stack>
    </Paper>
  );
}
