import { Button, Group, Kbd, Popover, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { Fragment } from 'react';
import { SHORTCUTS } from './triage-keys.ts';

interface ShortcutsHelpProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The list's keyboard shortcuts, behind a button (and the ? key). */
export function ShortcutsHelp({ opened, onChange }: ShortcutsHelpProps) {
  // Opened with "?" the focus stays on the page, where the popover's own Escape handling does not reach.
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') onChange(false);
  });
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" withArrow shadow="md" trapFocus={false} returnFocus>
      <Popover.Target>
        <Button variant="default" size="sm" visibleFrom="sm" onClick={() => onChange(!opened)} aria-expanded={opened} aria-keyshortcuts="?">
          Keyboard shortcuts
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Keyboard shortcuts">
        <Stack gap={6}>
          {SHORTCUTS.map((shortcut) => (
            <Group key={shortcut.what} justify="space-between" gap="lg" wrap="nowrap">
              <Text size="sm">{shortcut.what}</Text>
              <span>
                {shortcut.keys.map((key, i) => (
                  <Fragment key={key}>
                    {i > 0 ? <Text span size="xs" c="dimmed"> or </Text> : null}
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
      </Popover.Dropdown>
    </Popover>
  );
}
