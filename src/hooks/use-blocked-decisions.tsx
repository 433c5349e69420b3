import { Button, Group, Text } from '@mantine/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { decideBlockedMessage } from '../api/decisions.ts';
import type { BlockedDecision } from '../api/schemas/decisions.ts';
import { toasts } from '../app/toasts.tsx';
import { DecisionQueue, type QueuedDecision } from '../lib/decision-queue.ts';
import { describeError } from '../lib/describe-error.ts';
import { decisionKeys } from '../queries/query-keys.ts';

export interface BlockedDecisionItem {
  messageId: string;
  decision: BlockedDecision;
  ruleId?: string | undefined;
  revisionId?: string | undefined;
}

/** How long a decision can be taken back before it is sent. */
export const UNDO_MS = 5000;

export const DECISION_WORDS: Record<BlockedDecision, { verb: string; soon: string }> = {
  approve: { verb: 'Approve', soon: 'will be approved and delivered' },
  reject: { verb: 'Reject', soon: 'will be rejected' },
  review: { verb: 'Mark reviewed', soon: 'will be marked reviewed' },
};

// One queue per app for the life of the page: leaving the list does not cancel a decision.
const queues = new Map<string, DecisionQueue<BlockedDecisionItem>>();

function queueFor(appId: string, queryClient: QueryClient): DecisionQueue<BlockedDecisionItem> {
  let queue = queues.get(appId);
  if (!queue) {
    queue = new DecisionQueue<BlockedDecisionItem>({
      undoMs: UNDO_MS,
      send: async (item) => {
        await decideBlockedMessage(appId, item.messageId, item.decision, item);
      },
      onApplied: () => void queryClient.invalidateQueries({ queryKey: decisionKeys.all(appId) }),
      onFailed: (item, error) => void showFailure(item, error),
    });
    queues.set(appId, queue);
  }
  return queue;
}

async function showFailure(item: QueuedDecision<BlockedDecisionItem>, error: unknown) {
  const notifications = await toasts();
  const { title, detail, nextStep } = describeError(error, `message ${item.messageId}`);
  notifications.show({
    title: `${DECISION_WORDS[item.decision].verb} message ${item.messageId} failed: it is back in the list`,
    message: `${title}. ${detail} ${nextStep}`,
    color: 'red',
    autoClose: false,
    closeButtonProps: { 'aria-label': 'Dismiss' },
  });
}

async function showUndo(item: BlockedDecisionItem, ticket: number, undo: (ticket: number) => boolean) {
  const notifications = await toasts();
  const id = `decision-${ticket}`;
  notifications.show({
    id,
    title: `Message ${item.messageId} ${DECISION_WORDS[item.decision].soon}`,
    color: 'teal',
    autoClose: UNDO_MS,
    closeButtonProps: { 'aria-label': 'Dismiss' },
    message: (
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm">{`Sent in ${UNDO_MS / 1000} seconds unless you undo.`}</Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            const undone = undo(ticket);
            notifications.update({ id, title: undone ? `Undone: message ${item.messageId} is back` : 'Too late to undo: it was already sent', message: '', color: undone ? 'gray' : 'yellow', autoClose: 4000 });
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}

/**
 * Decisions on one app's blocked messages: the message leaves the list at once, an Undo toast
 * waits a few seconds, then the PATCH goes out; a refusal brings it back with the reason.
 */
export function useBlockedDecisions(appId: string) {
  const queryClient = useQueryClient();
  const queue = queueFor(appId, queryClient);
  const items = useSyncExternalStore(queue.subscribe, () => queue.items, () => queue.items);
  const decidedIds = useMemo(() => new Set(items.map((item) => item.messageId)), [items]);
  const decide = useCallback((item: BlockedDecisionItem) => {
    const ticket = queue.schedule(item);
    if (ticket !== undefined) void showUndo(item, ticket, (t) => queue.undo(t));
    return ticket !== undefined;
  }, [queue]);
  const markApplied = useCallback((item: BlockedDecisionItem) => queue.markApplied(item), [queue]);
  return { items, decidedIds, decide, markApplied, flush: () => queue.flush() };
}
