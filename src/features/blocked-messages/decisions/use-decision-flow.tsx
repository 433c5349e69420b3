import { useEffect, useRef, useState } from 'react';
import type { BlockedMessageEntry } from '../../../api/blocked-message-entries.ts';
import type { BlockedDecision } from '../../../../contract/schemas/decisions.ts';
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
 * message, as the decided one leaves the list, and come back to it when it is undone.
 */
export function useDecisionFlow({ decisions, filtered, openMessageId, select, open, close, claimedBy }: FlowDeps) {
  const { user } = useSession();
  const canDecide = mayDecide(user);
  // Approving asks first (it delivers); so does deciding on a message someone else is reviewing.
  const [asking, setAsking] = useState<
    { key: string; decision: BlockedDecision; holder: string | undefined } | undefined
  >();

  // Read when an undo comes, seconds later: whether the drawer is open then, and the page still here.
  const drawerNow = useRef<string | undefined>(openMessageId);
  const mounted = useRef(false);
  useEffect(() => {
    drawerNow.current = openMessageId;
  }, [openMessageId]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The message is back: the cursor goes to it, and so does the drawer when one is open.
  const returnTo = (key: string) => () => {
    if (!mounted.current) return;
    select(key);
    if (drawerNow.current !== undefined) open(key);
  };

  const decideNow = (key: string, decision: BlockedDecision) => {
    const index = filtered.findIndex((entry) => entry.key === key);
    const entry = filtered[index];
    const record = entry?.item.ok ? entry.item.value : undefined;
    const next = filtered[index + 1] ?? filtered[index - 1];
    const item = { messageId: key, decision, ruleId: record?.ruleId, revisionId: record?.revisionId };
    if (!decisions.decide(item, returnTo(key))) return;
    if (next) select(next.key);
    if (openMessageId !== key) return;
    if (next) open(next.key);
    else close();
  };

  const request = (key: string | undefined, decision: BlockedDecision) => {
    if (!canDecide || key === undefined) return;
    const holder = claimedBy(key);
    if (decision === 'approve' || holder) setAsking({ key, decision, holder });
    else decideNow(key, decision);
  };

  const approving = asking?.decision === 'approve';
  const stayLabel = approving ? 'Keep it blocked' : 'Leave it to them';
  const dialog = (
    <LazyConfirmDialog
      opened={asking !== undefined}
      title={
        asking?.holder ? `${asking.holder} is reviewing message ${asking.key}` : `Approve message ${asking?.key ?? ''}?`
      }
      message={`${asking?.holder ? `${asking.holder} opened this message and may be deciding on it now. ` : ''}${
        approving
          ? 'Approving delivers the message to its receiver now; they see it in the conversation, out of context if it is old. You can undo for a few seconds.'
          : 'Decide anyway?'
      }`}
      stayLabel={stayLabel}
      goLabel={approving ? (asking?.holder ? 'Approve anyway' : 'Approve and deliver') : 'Mark reviewed anyway'}
      closeLabel={stayLabel}
      onStay={() => setAsking(undefined)}
      onGo={() => {
        if (asking) decideNow(asking.key, asking.decision);
        setAsking(undefined);
      }}
    />
  );

  return { canDecide, role: user?.role ?? 'unknown', request, dialog };
}
