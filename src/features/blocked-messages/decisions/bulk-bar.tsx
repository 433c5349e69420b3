import { Button, Group, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import type { BlockedDecision } from '../../../../contract/schemas/decisions.ts';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog.tsx';
import { lazyPart } from '../../../hooks/lazy-part.ts';
import { decisionRefusal } from '../../../lib/permissions.ts';
import classes from './bulk-bar.module.css';
import type { BulkTarget, useBulkRun } from '../../../hooks/use-bulk-run.ts';
import { formatCount } from '../../../lib/format-count.ts';
import { VERBS } from './bulk-verbs.ts';

const Progress = lazyPart(() => import('./bulk-progress.tsx').then((m) => m.BulkProgress));

/** Until the progress panel's code is in (it is preloaded once a message is ticked). */
function BulkPending() {
  return (
    <div className={classes.panel} role="status">
      <Text size="sm">Deciding…</Text>
    </div>
  );
}

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
  // The progress panel is there before the first decision is confirmed.
  Progress.usePreload(count > 0);

  if (state.phase !== 'idle') {
    return (
      <Suspense fallback={<BulkPending />}>
        <Progress.Component bulk={bulk} onSelect={onSelect} />
      </Suspense>
    );
  }

  return (
    <Group gap="xs" wrap="wrap" aria-label="Decide on the selected messages" role="group">
      {/* A phone's cards show their tick boxes: the hint is for a desktop's rows. */}
      <Text size="sm" c={count ? undefined : 'dimmed'} visibleFrom={count || leftOut ? undefined : 'sm'}>
        {count
          ? `${formatCount(count)} selected`
          : leftOut
            ? 'None to decide'
            : // The keys (x, a shift-click for a range) are in the shortcuts panel: the line stays short.
              'Tick messages to decide on several.'}
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
