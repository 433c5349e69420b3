import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { BlockedDecision } from '../../../contract/schemas/decisions.ts';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog.tsx';
import { useBulkRun, type BulkTarget } from '../../hooks/use-bulk-run.ts';
import { describeError } from '../../lib/describe-error.ts';
import { ReasonSelect } from './reason-select.tsx';

const WORDS: Record<BlockedDecision, { button: string; doing: string; done: string; effect: string }> = {
  markReviewed: {
    button: 'Keep all blocked',
    doing: 'Keeping blocked',
    done: 'Kept blocked',
    effect: 'stay blocked and move to the reviewed list. This cannot be undone from the dashboard.',
  },
  approve: {
    button: 'Approve all',
    doing: 'Approving',
    done: 'Approved and delivered',
    effect:
      'are delivered to their receivers now, out of context if they are old. This cannot be undone from the dashboard.',
  },
};

interface AllFromSenderProps {
  appId: string;
  name: string;
  pending: readonly BulkTarget[];
  onDecided: (messageId: string) => void;
}

/** Every pending blocked message of one sender decided at once, with a required reason, through the bulk run. */
export function AllFromSender({ appId, name, pending, onDecided }: AllFromSenderProps) {
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState<BlockedDecision | undefined>();
  const bulk = useBulkRun(appId, (target) => onDecided(target.messageId));
  const { state } = bulk;
  const count = pending.length;

  if (state.phase === 'running') {
    const { total, succeeded, failed } = state.progress;
    return (
      <Stack gap={4} role="status" aria-live="polite" aria-label="Deciding every pending message of this sender">
        <Text size="sm">{`${WORDS[state.decision].doing} ${succeeded + failed} of ${total}${failed ? ` (${failed} failed)` : ''}…`}</Text>
        <progress
          max={Math.max(total, 1)}
          value={succeeded + failed}
          aria-label={`${succeeded + failed} of ${total} decided`}
        />
        <Button size="compact-sm" variant="default" onClick={bulk.cancel} w="fit-content">
          Stop
        </Button>
      </Stack>
    );
  }
  if (state.phase === 'done') {
    const failed = state.failed.map((failure) => failure.id);
    return (
      <Stack gap={4} role="status" aria-label="Every pending message of this sender decided">
        <Text size="sm" fw={500}>
          {`${WORDS[state.decision].done}: ${state.succeeded} of ${state.succeeded + failed.length + state.skipped}, reason “${reason}”.`}
          {failed.length ? ` ${failed.length} failed:` : ''}
          {state.skipped ? ` ${state.skipped} not sent (stopped).` : ''}
        </Text>
        {state.failed.slice(0, 20).map(({ id, error }) => {
          const { title, detail } = describeError(error, `message ${id}`);
          return <Text key={id} size="xs">{`Message ${id}: ${title}. ${detail}`}</Text>;
        })}
        <Group gap="xs">
          {failed.length ? (
            <Button
              size="compact-sm"
              onClick={() =>
                bulk.run(
                  pending.filter((target) => failed.includes(target.messageId)),
                  state.decision,
                )
              }
            >
              {`Retry the ${failed.length} failed`}
            </Button>
          ) : null}
          <Button size="compact-sm" variant="default" onClick={bulk.dismiss}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="xs" role="group" aria-label="Decide on every pending message of this sender">
      <Text size="sm">
        {count
          ? `${count} pending blocked ${count === 1 ? 'message' : 'messages'} from ${name} in the live list.`
          : `No pending blocked message from ${name} in the live list.`}
      </Text>
      {count ? (
        <Group gap="xs" align="flex-end">
          <ReasonSelect appId={appId} value={reason} onChange={setReason} />
          {(['markReviewed', 'approve'] as const).map((decision) => (
            <Button
              key={decision}
              color={decision === 'approve' ? 'teal.9' : 'red'}
              variant={decision === 'approve' ? 'light' : 'filled'}
              disabled={!reason}
              onClick={() => setAsking(decision)}
            >
              {`${WORDS[decision].button} ${count}…`}
            </Button>
          ))}
        </Group>
      ) : null}
      <LazyConfirmDialog
        opened={asking !== undefined}
        title={asking ? `${WORDS[asking].button.replace(' all', '')} all ${count} from ${name}?` : ''}
        message={asking ? `The ${count} messages ${WORDS[asking].effect} Reason recorded: “${reason}”.` : ''}
        stayLabel="Cancel"
        goLabel={asking ? `${WORDS[asking].button} ${count}` : ''}
        closeLabel="Cancel"
        onStay={() => setAsking(undefined)}
        onGo={() => {
          if (asking)
            bulk.run(
              pending.map((target) => ({ ...target, reason })),
              asking,
            );
          setAsking(undefined);
        }}
      />
    </Stack>
  );
}
