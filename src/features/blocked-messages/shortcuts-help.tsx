import { Box, Button } from '@mantine/core';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import { Suspense, useId, useRef } from 'react';
import { lazyPart } from '../../hooks/lazy-part.ts';
import classes from './shortcuts-help.module.css';

// The list of shortcuts is read on demand: the button is all the page needs on its first paint.
const Panel = lazyPart(() => import('./shortcuts-panel.tsx').then((m) => m.ShortcutsPanel));

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
  Panel.usePreload();
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
        // "Shortcuts" on the button keeps the title's line short; its name says which.
        aria-label="Keyboard shortcuts"
      >
        Shortcuts
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <Panel.Component id={panelId} />
        </Suspense>
      ) : null}
    </Box>
  );
}
