import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import type { useBlockedDecisions } from '../../hooks/use-blocked-decisions.tsx';
import type { LiveDecision } from '../../lib/live-queue.ts';
import { ALL_RULES_LIMIT } from '../../lib/conditions/keyword-references.ts';
import { lazyPart } from '../../hooks/lazy-part.ts';
import { useLatestCallback } from '../../hooks/use-latest-callback.ts';
import { rulesQuery } from '../../queries/rules.ts';
import { useBulkSelection } from './decisions/use-bulk-selection.tsx';
import { useDecisionFlow } from './decisions/use-decision-flow.tsx';
import { DetailPlaceholder } from './detail-placeholder.tsx';
import { resultsKey } from './filters.ts';
import { moveSkipping } from './triage-keys.ts';
import type { BlockedView } from './use-blocked-view.ts';
import { useKeptPlace } from './use-kept-place.ts';
import { useMediaReveal } from './use-media-reveal.ts';
import { usePaintedPick } from './use-painted-pick.ts';
import { useTriageKeys } from './use-triage-keys.ts';

const noClaims = (): string | undefined => undefined;

// The detail (media viewer, people, why it was blocked) loads while the browser is idle, or at
// once for a `?message=` deep link (its frame shows meanwhile); the list shows without waiting.
const Detail = lazyPart(() => import('./detail/message-drawer.tsx').then((m) => m.MessageDrawer));

interface TriageDeps {
  appId: string;
  view: Pick<BlockedView, 'messageId' | 'openMessage' | 'closeMessage' | 'filters' | 'sort'>;
  /** The list as shown. */
  filtered: readonly BlockedMessageEntry[];
  decisions: ReturnType<typeof useBlockedDecisions>;
  /** The list has rows: the drawer's code may load now. */
  hasRows: boolean;
  /** Who else is reviewing a message (live claims): j/k skip it, bulk leaves it out, deciding asks first. */
  claimedBy?: (key: string) => string | undefined;
  /** The archive: a message decided since it was kept, in words (its keys and buttons then do nothing). */
  decidedWords?: (key: string) => string | undefined;
}

/** What the drawer shows beyond the message: the live list has nothing to add, the archive its decision and snapshot. */
export interface DrawerSlots {
  entry: BlockedMessageEntry | undefined;
  loading: boolean;
  extra?: ReactNode;
  notFound?: ReactNode;
  /** Someone decided it meanwhile: the decision bar says so, disabled. */
  decidedBy?: LiveDecision | undefined;
}

/**
 * Everything a moderator does on a list, the same on Live and Archive: the highlighted row,
 * keyboard triage, decisions one by one and in bulk, revealed media and the message drawer.
 */
export function useListTriage({
  appId,
  view,
  filtered,
  decisions,
  hasRows,
  claimedBy = noClaims,
  decidedWords,
}: TriageDeps) {
  const reveal = useMediaReveal();
  const [helpOpen, setHelpOpen] = useState(false);
  const indexOf = (key: string | undefined) =>
    key === undefined ? -1 : filtered.findIndex((entry) => entry.key === key);

  // The highlighted row follows the open message; keys move it when nothing is open.
  const [selectedKey, setSelectedKey] = useState(view.messageId);
  const [followedMessage, setFollowedMessage] = useState(view.messageId);
  if (view.messageId !== followedMessage) {
    setFollowedMessage(view.messageId);
    if (view.messageId !== undefined) setSelectedKey(view.messageId);
  }
  const detailOpen = view.messageId !== undefined;
  // New results (a search, filter or sort) are shown from the top (blocked-messages-grid.tsx). The
  // highlight stays on its row: one the search hides is there again when the search is cleared,
  // and meanwhile the next j starts at the first result.
  const results = resultsKey(view.filters, view.sort);
  const selectedIndex = indexOf(selectedKey);
  // Once shown, the drawer stays mounted so that it animates closed.
  const [detailUsed, setDetailUsed] = useState(detailOpen);
  if (detailOpen && !detailUsed) setDetailUsed(true);
  const gridRef = useKeptPlace({ filtered, decidedIds: decisions.decidedIds, selectedKey, setSelectedKey, detailOpen });
  Detail.usePreload(hasRows);
  // Pointing at or tabbing into the list: the drawer's code and the rules its "why" compares with.
  const queryClient = useQueryClient();
  const prefetchDetail = useCallback(() => {
    void Detail.preload().catch(() => undefined);
    void queryClient.prefetchQuery(rulesQuery(appId, ALL_RULES_LIMIT));
  }, [queryClient, appId]);

  // The rows painted before the app ran answered j, k, Enter and clicks: their highlight, and the
  // message they were asked to open, carry over to the list's own rows.
  usePaintedPick(filtered, (pick) => {
    if (view.messageId !== undefined) return;
    setSelectedKey(pick.key);
    if (pick.open) view.openMessage(pick.key);
  });
  const openAt = useLatestCallback((index: number) => {
    const entry = filtered[index];
    if (!entry) return;
    setSelectedKey(entry.key);
    view.openMessage(entry.key);
  });
  const step = useLatestCallback((direction: 'next' | 'previous') => {
    const entry =
      filtered[
        moveSkipping(
          selectedIndex,
          direction,
          filtered.length,
          (index) => claimedBy(filtered[index]?.key ?? '') !== undefined,
        )
      ];
    if (!entry) return;
    setSelectedKey(entry.key);
    if (detailOpen) view.openMessage(entry.key);
  });
  const flow = useDecisionFlow({
    decisions,
    filtered,
    openMessageId: view.messageId,
    select: setSelectedKey,
    open: view.openMessage,
    close: view.closeMessage,
    claimedBy,
  });
  const bulk = useBulkSelection({
    appId,
    filtered,
    decisions,
    canDecide: flow.canDecide,
    role: flow.role,
    claimedBy,
    onTicked: setSelectedKey,
  });
  useTriageKeys(detailOpen, (action) => {
    if (action === 'help') setHelpOpen((open) => !open);
    else if (action === 'open') openAt(selectedIndex);
    else if (action === 'next' || action === 'previous') step(action);
    else if (action === 'select') bulk.toggle(selectedIndex);
    else {
      const key = filtered[selectedIndex]?.key;
      if (key === undefined || decidedWords?.(key) === undefined) flow.request(key, action);
    }
  });
  const { setRevealedFor } = reveal;
  const revealRow = useCallback((key: string) => setRevealedFor(key, true), [setRevealedFor]);
  const revealOpen = useLatestCallback((value: boolean) => {
    if (view.messageId !== undefined) setRevealedFor(view.messageId, value);
  });

  const openIndex = indexOf(view.messageId);
  const drawer = ({ entry, loading, extra, notFound, decidedBy }: DrawerSlots) =>
    detailUsed ? (
      <Suspense
        fallback={
          view.messageId === undefined ? null : (
            <DetailPlaceholder messageId={view.messageId} onClose={view.closeMessage} />
          )
        }
      >
        <Detail.Component
          appId={appId}
          messageId={view.messageId}
          entry={entry}
          loading={loading}
          index={openIndex < 0 ? undefined : openIndex}
          count={filtered.length}
          revealed={view.messageId !== undefined && reveal.isRevealed(view.messageId)}
          onRevealChange={revealOpen}
          onStep={step}
          onClose={view.closeMessage}
          decision={{
            canDecide: flow.canDecide && !decidedBy,
            role: flow.role,
            onDecide: (decision) => flow.request(view.messageId, decision),
            ...(decidedBy ? { decidedBy } : {}),
            decided: view.messageId === undefined ? undefined : decidedWords?.(view.messageId),
          }}
          extra={extra}
          notFound={notFound}
        />
      </Suspense>
    ) : null;

  return {
    reveal,
    helpOpen,
    setHelpOpen,
    selectedIndex,
    openAt,
    revealRow,
    prefetchDetail,
    flow,
    bulk,
    drawer,
    gridRef,
    /** The grid starts again at its top when these change. */
    results,
  };
}
