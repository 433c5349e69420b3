import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { BlockedDecision } from '../../../../contract/schemas/decisions.ts';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog.tsx';
import { describeError } from '../../../lib/describe-error.ts';
import { decisionRefusal } from '../../../lib/permissions.ts';
import classes from './bulk-bar.module.css';
import type { BulkTarget, useBulkRun } from '../../../hooks/use-bulk-run.ts';
import { formatCount } from '../../../lib/format-count.ts';

const VERBS: Record<BlockedDecision, { button: string; doing: string; done: string }> = {
  approve: { button: 'Approve…', doing: 'Approving', done: 'Approved and delivered' },
  markReviewed: { button: 'Mark reviewed…', doing: 'Marking reviewed', done: 'Marked reviewed (kept blocked)' },
};

interface BulkBarProps {
  selected: readonly BulkTarget[];
  /** Ticked but left out: others are reviewing them. */
  leftOut?: number;
  shownCount: number;
  canDecide: boolean;
  role: string;
  bulk: ReturnType<typeof useBulkRun>;
  onSelectAll: () => void;
  onClear: () => void;
  /** Selects exactly these again (the failures, to retry only those). */
  onSelect: (messageIds: string[]) => void;
}

/** One decision for every ticked message: confirmed with the count, capped, with each failure listed. */
export function BulkBar({
  selected,
  shownCount,
  canDecide,
  role,
  bulk,
  onSelectAll,
  onClear,
  onSelect,
  leftOut = 0,
}: BulkBarProps) {
  const [asking, setAsking] = useState<BlockedDecision | undefined>();
  const { state } = bulk;
  const count = selected.length;

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

  if (state.phase === 'done') {
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
            {state.failed.length > 20 ? (
              <Text size="xs" c="dimmed">{`and ${state.failed.length - 20} more`}</Text>
            ) : null}
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

  return (
    <Group gap="xs" mb="xs" wrap="wrap" aria-label="Decide on the selected messages" role="group">
      <Text size="sm" c={count ? undefined : 'dimmed'}>
        {count
          ? `${formatCount(count)} selected`
          : leftOut
            ? 'None to decide'
            : 'Tick messages (x, shift-click for a range) to decide on several at once.'}
      </Text>
      {leftOut ? (
        <Text
          size="sm"
          c="dimmed"
        >{`(${formatCount(leftOut)} left out: others are reviewing ${leftOut === 1 ? 'it' : 'them'})`}</Text>
      ) : null}
      <Button size="compact-sm" variant="subtle" onClick={onSelectAll} disabled={shownCount === 0}>
        {shownCount === 0 ? 'Select all shown' : `Select all ${formatCount(shownCount)} shown`}
      </Button>
      {count || leftOut ? (
        <Button size="compact-sm" variant="subtle" onClick={onClear}>
          Clear
        </Button>
      ) : null}
      {count ? (
        <>
          {(Object.keys(VERBS) as BlockedDecision[]).map((decision) => (
            <Button
              key={decision}
              size="compact-sm"
              variant={decision === 'approve' ? 'filled' : 'light'}
              color={decision === 'approve' ? 'teal.9' : 'red'}
              disabled={!canDecide}
              onClick={() => setAsking(decision)}
            >
              {VERBS[decision].button}
            </Button>
          ))}
          {canDecide ? null : (
            <Text size="xs" c="dimmed">
              {decisionRefusal(role)}
            </Text>
          )}
        </>
      ) : null}
      <LazyConfirmDialog
        opened={asking !== undefined}
        title={
          asking ? `${VERBS[asking].button.replace('…', '')} ${count} ${count === 1 ? 'message' : 'messages'}?` : ''
        }
        message={
          asking === 'approve'
            ? `Approving delivers all ${count} messages to their receivers now. This cannot be undone from the dashboard.`
            : `The ${count} messages stay blocked and move to the reviewed list. This cannot be undone from the dashboard.`
        }
        stayLabel="Cancel"
        goLabel={asking ? `${VERBS[asking].button.replace('…', '')} ${count}` : ''}
        closeLabel="Cancel"
        onStay={() => setAsking(undefined)}
        onGo={() => {
          if (asking) bulk.run(selected, asking);
          setAsking(undefined);
        }}
      />
    </Group>
  );
}
