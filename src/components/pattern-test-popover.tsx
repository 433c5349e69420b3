import { Button, Code, Loader, Paper, Text } from '@mantine/core';
import { Fragment, lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { patternBreaks } from '../lib/pattern-breaks.ts';

// The tester (regex checks, worker runner) loads only when someone opens it.
const loadTester = () => import('./pattern-tester.tsx');
const PatternTester = lazy(() => loadTester().then((m) => ({ default: m.PatternTester })));

/**
 * A pattern in monospace with a "Test this pattern" button that opens the tester right below
 * it (inline rather than in a popover: no positioning library on every page, and the tester
 * stays open while the user scrolls the table). Escape closes it and returns to the button.
 */
/** The pattern in monospace, wrapping between its parts; only a part too long for a line breaks inside. */
function PatternCode({ pattern }: { pattern: string }) {
  return (
    <Code style={{ overflowWrap: 'anywhere' }}>
      {patternBreaks(pattern).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </Code>
  );
}

export function PatternWithTester({ pattern, sampleText }: { pattern: string; sampleText?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <PatternCode pattern={pattern} />{' '}
      <Button
        ref={button}
        size="compact-xs"
        variant="light"
        aria-label={`Test this pattern: ${pattern}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadTester()}
        onFocus={() => void loadTester()}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close tester' : 'Test this pattern'}
      </Button>
      {open ? (
        <Paper
          id={panelId}
          role="group"
          aria-label={`Pattern tester for ${pattern}`}
          withBorder
          shadow="xs"
          p="xs"
          mt={6}
          maw={380}
          onKeyDown={close}
        >
          <Text size="xs" c="dimmed" mb={4}>
            Pattern <PatternCode pattern={pattern} />
          </Text>
          <Suspense fallback={<Loader size="xs" aria-label="Loading the pattern tester" />}>
            <PatternTester pattern={pattern} initialText={sampleText} autoFocus />
          </Suspense>
        </Paper>
      ) : null}
    </>
  );
}
