import { Button, Group, Text } from '@mantine/core';
import type { useBulkRun } from '../../../hooks/use-bulk-run.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { VERBS } from './bulk-verbs.ts';
import classes from './bulk-bar.module.css';

interface BulkProgressProps {
  bulk: ReturnType<typeof useBulkRun>;
  /** Selects exactly these again (the failures, to retry only those). */
  onSelect: (messageIds: string[]) => void;
}

/**
 * A bulk decision under way (how far, with Stop) and its outcome (each failure, to retry only
 * those). Loaded once messages are ticked: the list's first rows never wait for it.
 */
export function BulkProgress({ bulk, onSelect }: BulkProgressProps) {
  const { state } = bulk;
  if (state.phase === 'idle') return null;
  if (state.phase === 'running') {
    const { total, succeeded, failed } = state.progress;
    const done = succeeded + failed;
    return (
      <div className={classes.panel} role="status" aria-live="polite">
        <Group justify="space-between" mb={6}>
          <Text
            size="sm"
            fw={500}
          >{`${VERBS[state.decision].doing} ${done} of ${total}${failed ? ` (${failed} failed)` : ''}…`}</Text>
          <Button size="compact-sm" variant="default" onClick={bulk.cancel}>
            Stop
          </Button>
        </Group>
        <progress
          className={classes.progress}
          max={Math.max(total, 1)}
          value={done}
          aria-label={`${done} of ${total} decided`}
        />
      </div>
    );
  }

  // Done: how many went through, and each failure.
  const failedIds = state.failed.map((failure) => failure.id);
  return (
    <div className={classes.panel} role="status">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" fw={500}>
            {`${VERBS[state.decision].done}: ${state.succeeded} of ${state.succeeded + state.failed.length + state.skipped}.`}
            {state.failed.length ? ` ${state.failed.length} failed:` : ''}
            {state.skipped ? ` ${state.skipped} not sent (stopped).` : ''}
          </Text>
          {state.failed.length ? (
            <ul className={classes.failures} aria-label="Failed decisions">
              {state.failed.slice(0, 20).map(({ id, error }) => {
                const { title, detail } = describeError(error, `message ${id}`);
                return <li key={id}>{`Message ${id}: ${title}. ${detail}`}</li>;
              })}
            </ul>
          ) : null}
          {state.failed.length > 20 ? <Text size="xs" c="dimmed">{`and ${state.failed.length - 20} more`}</Text> : null}
        </div>
        <Group gap="xs">
          {failedIds.length ? (
            <Button
              size="compact-sm"
              onClick={() => {
                onSelect(failedIds);
                bulk.dismiss();
              }}
            >
              {`Select the ${failedIds.length} failed to retry`}
            </Button>
          ) : null}
          <Button size="compact-sm" variant="default" onClick={bulk.dismiss}>
            Close
          </Button>
        </Group>
      </Group>
    </div>
  );
}
