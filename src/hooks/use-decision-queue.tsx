import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { toasts } from '../hooks/toasts.tsx';
import { DecisionQueue, type QueuedDecision } from '../lib/decision-queue.ts';
import { describeError } from '../lib/describe-error.ts';
import { archiveKeys, decisionKeys } from '../queries/query-keys.ts';

/** How long a decision can be taken back before it is sent. */
export const UNDO_MS = 5000;

export interface QueuedChoice {
  messageId: string;
  decision: string;
}

export interface DecisionWords {
  verb: string;
  /** "will be approved and delivered" */
  soon: string;
}

interface QueueSpec<D extends QueuedChoice> {
  appId: string;
  /** Which queue of the service: blocked and flagged messages keep their own. */
  kind: 'blocked' | 'flagged';
  send: (item: D) => Promise<unknown>;
  words: Record<string, DecisionWords>;
}

// One queue per app and kind for the life of the page: leaving the list does not cancel a decision.
const queues = new Map<string, DecisionQueue<QueuedChoice>>();

async function showFailure(item: QueuedChoice, words: DecisionWords | undefined, error: unknown) {
  const notifications = await toasts();
  const { title, detail, nextStep } = describeError(error, `message ${item.messageId}`);
  notifications.show({
    title: `${words?.verb ?? item.decision} message ${item.messageId} failed: it is back in the list`,
    message: `${title}. ${detail} ${nextStep}`,
    color: 'red',
    autoClose: false,
    closeButtonProps: { 'aria-label': 'Dismiss' },
  });
}

async function showUndo(item: QueuedChoice, words: DecisionWords | undefined, ticket: number, undo: (ticket: number) => boolean) {
  const notifications = await toasts();
  const id = `decision-${item.messageId}-${ticket}`;
  notifications.show({
    id,
    title: `Message ${item.messageId} ${words?.soon ?? item.decision}`,
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
 * Decisions on one app's queue of messages: the message leaves the list at once, an Undo toast
 * waits a few seconds, then the PATCH goes out; a refusal brings it back with the reason.
 */
export function useDecisionQueue<D extends QueuedChoice>({ appId, kind, send, words }: QueueSpec<D>) {
  const queryClient = useQueryClient();
  const key = `${kind}\u0000${appId}`;
  let queue = queues.get(key) as DecisionQueue<D> | undefined;
  if (!queue) {
    queue = new DecisionQueue<D>({
      undoMs: UNDO_MS,
      send: async (item) => void (await send(item)),
      onApplied: () => {
        void queryClient.invalidateQueries({ queryKey: decisionKeys.all(appId) });
        // The archive keeps each message's decision beside it: its list (when shown) reads it again.
        void queryClient.invalidateQueries({ queryKey: archiveKeys.all(appId) });
      },
      onFailed: (item: QueuedDecision<D>, error) => void showFailure(item, words[item.decision], error),
    });
    queues.set(key, queue as unknown as DecisionQueue<QueuedChoice>);
  }
  const current = queue;
  const items = useSyncExternalStore(current.subscribe, () => current.items, () => current.items);
  const decidedIds = useMemo(() => new Set(items.map((item) => item.messageId)), [items]);
  const decide = useCallback((item: D) => {
    const ticket = current.schedule(item);
    if (ticket !== undefined) void showUndo(item, words[item.decision], ticket, (t) => current.undo(t));
    return ticket !== undefined;
  }, [current, words]);
  const markApplied = useCallback((item: D) => current.markApplied(item), [current]);
  return { items, decidedIds, decide, markApplied };
}
