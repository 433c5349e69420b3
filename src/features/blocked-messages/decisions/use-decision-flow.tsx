import { useState } from 'react';
import type { BlockedMessageEntry } from '../../../api/blocked-message-entries.ts';
import type { BlockedDecision } from '../../../api/schemas/decisions.ts';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog.tsx';
import type { useBlockedDecisions } from '../../../hooks/use-blocked-decisions.tsx';
import { mayDecide } from '../../../lib/permissions.ts';
import { useSession } from '../../../queries/session.ts';

interface FlowDeps {
  decisions: ReturnType<typeof useBlockedDecisions>;
  /** The list as shown, to find the message and the one after it. */
  filtered: readonly BlockedMessageEntry[];
  openMessageId: string | undefined;
  select: (key: string) => void;
  open: (key: string) => void;
  close: () => void;
  /** Who else is reviewing a message: deciding on it asks first. */
  claimedBy: (key: string) => string | undefined;
}

/**
 * From a moderator's choice to a queued decision: approving asks first (it delivers the
 * message), the others go at once; the selection and the open drawer move on to the next
 * message, as the decided one leaves the list.
 */
export function useDecisionFlow({ decisions, filtered, openMessageId, select, open, close, claimedBy }: FlowDeps) {
  const { user } = useSession();
  const canDecide = mayDecide(user);
  const [confirming, setConfirming] = useState<string | undefined>();
  const [overriding, setOverriding] = useState<{ key: string; decision: BlockedDecision; holder: string } | undefined>();

  const decideNow = (key: string, decision: BlockedDecision) => {
    const index = filtered.findIndex((entry) => entry.key === key);
    const entry = filtered[index];
    const record = entry?.item.ok ? entry.item.value : undefined;
    const next = filtered[index + 1] ?? filtered[index - 1];
    if (!decisions.decide({ messageId: key, decision, ruleId: record?.ruleId, revisionId: record?.revisionId })) return;
    if (next) select(next.key);
    if (openMessageId !== key) return;
    if (next) open(next.key);
    else close();
  };

  const proceed = (key: string, decision: BlockedDecision) => {
    if (decision === 'approve') setConfirming(key);
    else decideNow(key, decision);
  };
  const request = (key: string | undefined, decision: BlockedDecision) => {
    if (!canDecide || key === undefined) return;
    const holder = claimedBy(key);
    if (holder) setOverriding({ key, decision, holder });
    else proceed(key, decision);
  };

  const dialog = (
    <>
    <LazyConfirmDialog
      opened={overriding !== undefined}
      title={`${overriding?.holder ?? ''} is reviewing message ${overriding?.key ?? ''}`}
      message={`${overriding?.holder ?? 'Someone'} opened this message and may be deciding on it now. Decide anyway?`}
      stayLabel="Leave it to them"
      goLabel="Decide anyway"
      closeLabel="Leave it to them"
      onStay={() => setOverriding(undefined)}
      onGo={() => {
        if (overriding) proceed(overriding.key, overriding.decision);
        setOverriding(undefined);
      }}
    />
    <LazyConfirmDialog
      opened={confirming !== undefined}
      title={`Approve message ${confirming ?? ''}?`}
      message="Approving delivers the message to its receiver now; they see it in the conversation, out of context if it is old. You can undo for a few seconds."
      stayLabel="Keep it blocked"
      goLabel="Approve and deliver"
      closeLabel="Keep it blocked"
      onStay={() => setConfirming(undefined)}
      onGo={() => {
        if (confirming !== undefined) decideNow(confirming, 'approve');
        setConfirming(undefined);
      }}
    />
    </>
  );

  return { canDecide, role: user?.role ?? 'unknown', request, dialog };
}
