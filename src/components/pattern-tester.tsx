import { Alert, Group, Loader, Mark, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import {
  highlightSegments,
  MAX_TEST_INPUT,
  PATTERN_TIMEOUT_MS,
  preparePattern,
} from '../../contract/conditions/pattern-syntax.ts';
import { runPattern, type PatternRun, type RunOptions } from '../lib/conditions/run-pattern.ts';

interface PatternTesterProps {
  pattern: string;
  initialText?: string;
  /** Focus the text box on mount (the tester opens in a popover). */
  autoFocus?: boolean;
  /** For tests: how the worker is made. */
  runOptions?: RunOptions;
}

/**
 * Runs a rule's pattern against text the user types. The match runs in a worker that is
 * stopped after a time limit, and the text is capped, so a catastrophic pattern cannot
 * freeze the page.
 */
export function PatternTester({ pattern, initialText = '', autoFocus = false, runOptions }: PatternTesterProps) {
  const prepared = useMemo(() => preparePattern(pattern), [pattern]);
  const [text, setText] = useState(initialText.slice(0, MAX_TEST_INPUT));
  const [debounced] = useDebouncedValue(text, 200);
  const [outcome, setOutcome] = useState<{ text: string; run: PatternRun } | undefined>();

  useEffect(() => {
    if (!prepared.ok || debounced === '') return;
    const run = runPattern({ source: prepared.source, flags: prepared.flags, text: debounced }, runOptions);
    let live = true;
    void run.result.then((result) => {
      if (live) setOutcome({ text: debounced, run: result });
    });
    return () => {
      live = false;
      run.cancel();
    };
  }, [prepared, debounced, runOptions]);

  const current = outcome && outcome.text === text ? outcome : undefined;
  const busy = prepared.ok && text !== '' && !current;

  return (
    <Stack gap="xs">
      {prepared.ok ? (
        prepared.notes.map((note) => (
          <Text key={note} size="xs" c="dimmed">
            {note}
          </Text>
        ))
      ) : (
        <Alert
          color={prepared.reason === 'unsupported' ? 'yellow' : 'red'}
          variant="light"
          p="xs"
          title="Cannot test this pattern"
        >
          <Text size="sm">{prepared.message}</Text>
        </Alert>
      )}
      <Textarea
        label="Text to test"
        description={`Up to ${MAX_TEST_INPUT} characters; a match that takes over ${PATTERN_TIMEOUT_MS} ms is stopped.`}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={MAX_TEST_INPUT}
        rows={3}
        disabled={!prepared.ok}
        autoFocus={autoFocus}
      />
      <div role="status" aria-live="polite">
        {busy ? (
          <Group gap={6}>
            <Loader size="xs" />
            <Text size="sm">Testing…</Text>
          </Group>
        ) : current ? (
          <RunResult text={current.text} run={current.run} />
        ) : null}
      </div>
    </Stack>
  );
}

function RunResult({ text, run }: { text: string; run: PatternRun }) {
  switch (run.status) {
    case 'timeout':
      return (
        <Text size="sm" c="red" fw={500}>
          The pattern took too long: it was stopped after {run.limitMs} ms. It likely backtracks catastrophically on
          text like this.
        </Text>
      );
    case 'error':
      return (
        <Text size="sm" c="red">
          The pattern failed: {run.message}
        </Text>
      );
    case 'unavailable':
      return (
        <Text size="sm" c="red">
          {run.message}
        </Text>
      );
    case 'done': {
      const count = run.matches.length;
      const summary =
        count === 0 ? 'No match' : `${count}${run.truncated ? '+' : ''} ${count === 1 ? 'match' : 'matches'}`;
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {summary}
          </Text>
          {count > 0 ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {highlightSegments(text, run.matches).map((segment, i) =>
                segment.matched ? <Mark key={i}>{segment.text}</Mark> : <span key={i}>{segment.text}</span>,
              )}
            </Text>
          ) : null}
        </Stack>
      );
    }
  }
}
