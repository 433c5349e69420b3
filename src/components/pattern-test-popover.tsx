import { Button, Code, Loader, Popover, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The tester (regex checks, worker runner) loads only when someone opens it.
const loadTester = () => import('./pattern-tester.tsx');
const PatternTester = lazy(() => loadTester().then((m) => ({ default: m.PatternTester })));

/** A pattern in monospace with a "Test this pattern" button that opens the pattern tester. */
export function PatternWithTester({ pattern, sampleText }: { pattern: string; sampleText?: string }) {
  return (
    <>
      <Code style={{ wordBreak: 'break-all' }}>{pattern}</Code>{' '}
      <Popover width="min(380px, 92vw)" position="bottom-start" trapFocus withArrow shadow="md" withinPortal>
        <Popover.Target>
          <Button
            size="compact-xs"
            variant="light"
            aria-label={`Test this pattern: ${pattern}`}
            onPointerEnter={() => void loadTester()}
            onFocus={() => void loadTester()}
          >
            Test this pattern
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label={`Pattern tester for ${pattern}`}>
          <Text size="xs" c="dimmed" mb={4}>
            Pattern <Code style={{ wordBreak: 'break-all' }}>{pattern}</Code>
          </Text>
          <Suspense fallback={<Loader size="xs" aria-label="Loading the pattern tester" />}>
            <PatternTester pattern={pattern} initialText={sampleText} autoFocus />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
