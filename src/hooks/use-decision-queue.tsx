import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { toasts } from './toasts.tsx';
import { DecisionQueue, type QueuedDecision } from '../lib/decision-queue.ts';
import { describeError } from '../lib/describe-error.ts';
import { archiveKeys, decisionKeys } from '../queries/query-keys.ts';
import { showSent, showUndoToast } from './undo-toast.tsx';

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

const toastId = (queueKey: string, ticket: number) => `decision-${queueKey.replace('\u0000', '-')}-${ticket}`;

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
      onSending: (item: QueuedDecision<D>) =>
        void showSent(
          toastId(key, item.ticket),
          `Sent: ${words[item.decision]?.verb ?? item.decision} on message ${item.messageId}`,
        ),
    });
    queues.set(key, queue as unknown as DecisionQueue<QueuedChoice>);
  }
  const current = queue;
  const items = useSyncExternalStore(
    current.subscribe,
    () => current.items,
    () => current.items,
  );
  const decidedIds = useMemo(() => new Set(items.map((item) => item.messageId)), [items]);
  const decide = useCallback(
    /** `onUndone`: the decision was taken back (the message is in the list again). */
    (item: D, onUndone?: () => void) => {
      const ticket = current.schedule(item);
      if (ticket !== undefined) {
        void showUndoToast({
          id: toastId(key, ticket),
          title: `Message ${item.messageId} ${words[item.decision]?.soon ?? item.decision}`,
          undoneTitle: `Undone: message ${item.messageId} is back`,
          seconds: UNDO_MS / 1000,
          undo: () => {
            const undone = current.undo(ticket);
            if (undone) onUndone?.();
            return undone;
          },
          hold: () => current.hold(ticket),
          release: () => current.release(ticket),
        });
      }
      return ticket !== undefined;
    },
    [current, words, key],
  );
  const markApplied = useCallback((item: D) => current.markApplied(item), [current]);
  return { items, decidedIds, decide, markApplied };
}
