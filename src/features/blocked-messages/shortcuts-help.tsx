import { Box, Button, Group, Kbd, Paper, Stack, Text } from '@mantine/core';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import { Fragment, useId, useRef } from 'react';
import { SHORTCUTS } from './triage-keys.ts';
import classes from './shortcuts-help.module.css';

interface ShortcutsHelpProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/**
 * The list's keyboard shortcuts, in a small non-modal panel under a button (and the ? key).
 * Escape or a click elsewhere closes it; focus goes back to the button if it was inside.
 */
export function ShortcutsHelp({ opened, onChange }: ShortcutsHelpProps) {
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const anchor = useClickOutside<HTMLDivElement>(() => opened && onChange(false));
  useWindowEvent('keydown', (event) => {
    if (!opened || event.key !== 'Escape') return;
    const focusInside = anchor.current?.contains(document.activeElement);
    onChange(false);
    if (focusInside) button.current?.focus();
  });
  return (
    <Box ref={anchor} className={classes.anchor} visibleFrom="sm">
      <Button
        ref={button}
        variant="default"
        size="sm"
        onClick={() => onChange(!opened)}
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        aria-keyshortcuts="?"
      >
        Keyboard shortcuts
      </Button>
      {opened ? (
        <Paper
          id={panelId}
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
      ) : null}
    </Box>
  );
}
