import { Button, Skeleton, Stack } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';
import { useBlockedDecisions } from '../../hooks/use-blocked-decisions.tsx';
import { useBlockedMessages } from '../../queries/blocked-messages.ts';
import { ALL_RULES_LIMIT } from '../../lib/conditions/keyword-references.ts';
import { REVIEWED_LIMIT } from '../../config/decision-list-limits.ts';
import { reviewedMessagesQuery } from '../../queries/decisions.ts';
import { rulesQuery } from '../../queries/rules.ts';
import { BlockedMessagesGrid } from './blocked-messages-grid.tsx';
import { CountsSummary } from './counts-summary.tsx';
import { outcomesByRule } from './decision-counts.ts';
import { useBulkSelection } from './decisions/use-bulk-selection.tsx';
import { useDecisionFlow } from './decisions/use-decision-flow.tsx';
import { withoutDecided } from './decisions/without-decided.ts';
import { DetailPlaceholder } from './detail-placeholder.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { FilterBar } from './filter-bar.tsx';
import { ListStatus } from './list-status.tsx';
import { ShortcutsHelp } from './shortcuts-help.tsx';
import { moveSelection } from './triage-keys.ts';
import { useBlockedList } from './use-blocked-list.ts';
import { useBlockedView } from './use-blocked-view.ts';
import { useMediaReveal } from './use-media-reveal.ts';
import { useTriageKeys } from './use-triage-keys.ts';

// The detail (media viewer, people, why it was blocked) loads while the browser is idle, or at
// once for a `?message=` deep link (its frame shows meanwhile); the list shows without waiting.
const Detail = lazyPart(() => import('./detail/message-drawer.tsx').then((m) => m.MessageDrawer));

export function BlockedMessagesPage() {
  const { appId = '' } = useParams();
  const view = useBlockedView();
  const query = useBlockedMessages(appId, view.limit);
  const data = query.data;
  const decisions = useBlockedDecisions(appId);
  const entries = useMemo(() => withoutDecided(data?.entries, decisions.decidedIds), [data?.entries, decisions.decidedIds]);
  const list = useBlockedList(appId, entries, view.filters, view.sort);
  // What moderators decided on each rule's blocks: after the list, never in front of it.
  const reviewed = useQuery({ ...reviewedMessagesQuery(appId, REVIEWED_LIMIT), enabled: Boolean(data?.complete) });
  const outcomes = useMemo(() => (reviewed.data ? outcomesByRule(reviewed.data) : undefined), [reviewed.data]);
  const reveal = useMediaReveal();
  const [helpOpen, setHelpOpen] = useState(false);

  // The highlighted row follows the open message; keys move it when nothing is open.
  const [selectedKey, setSelectedKey] = useState(view.messageId);
  const [followedMessage, setFollowedMessage] = useState(view.messageId);
  if (view.messageId !== followedMessage) {
    setFollowedMessage(view.messageId);
    if (view.messageId !== undefined) setSelectedKey(view.messageId);
  }
  const selectedIndex = list.indexOf(selectedKey);
  const detailOpen = view.messageId !== undefined;
  // Once shown, the drawer stays mounted so that it animates closed.
  const [detailUsed, setDetailUsed] = useState(detailOpen);
  if (detailOpen && !detailUsed) setDetailUsed(true);
  Detail.usePreload(Boolean(data?.entries.length));
  // Pointing at or tabbing into the list: the drawer's code and the rules its "why" compares with.
  const queryClient = useQueryClient();
  const prefetchDetail = useCallback(() => {
    void Detail.preload().catch(() => undefined);
    void queryClient.prefetchQuery(rulesQuery(appId, ALL_RULES_LIMIT));
  }, [queryClient, appId]);

  const openAt = useCallbackRef((index: number) => {
    const entry = list.filtered[index];
    if (!entry) return;
    setSelectedKey(entry.key);
    view.openMessage(entry.key);
  });
  const step = useCallbackRef((direction: 'next' | 'previous') => {
    const entry = list.filtered[moveSelection(selectedIndex, direction, list.filtered.length)];
    if (!entry) return;
    setSelectedKey(entry.key);
    if (detailOpen) view.openMessage(entry.key);
  });
  const flow = useDecisionFlow({
    decisions, filtered: list.filtered, openMessageId: view.messageId, select: setSelectedKey, open: view.openMessage, close: view.closeMessage,
  });
  const bulk = useBulkSelection({ appId, filtered: list.filtered, decisions, canDecide: flow.canDecide, role: flow.role });
  useTriageKeys(detailOpen, (action) => {
    if (action === 'help') setHelpOpen((open) => !open);
    else if (action === 'open') openAt(selectedIndex);
    else if (action === 'next' || action === 'previous') step(action);
    else if (action === 'select') bulk.toggle(selectedIndex);
    else flow.request(list.filtered[selectedIndex]?.key, action);
  });
  const { setRevealedFor } = reveal;
  const revealRow = useCallback((key: string) => setRevealedFor(key, true), [setRevealedFor]);
  const revealOpen = useCallbackRef((value: boolean) => {
    if (view.messageId !== undefined) setRevealedFor(view.messageId, value);
  });

  const loading = !data || (!data.complete && data.entries.length === 0 && query.isFetching);
  const openIndex = list.indexOf(view.messageId);
  const retry = () => void query.refetch();

  return (
    <>
      <PageHeader
        title="Blocked messages"
        description="What automatic moderation stopped, and why."
        actions={
          <>
            <Button variant="default" size="sm" onClick={retry} loading={query.isFetching && !loading} disabled={loading}>
              Refresh
            </Button>
            <ExportButtons appId={appId} entries={list.filtered} listName={list.listName} disabled={!data?.complete || list.filtered.length === 0} />
            <ShortcutsHelp opened={helpOpen} onChange={setHelpOpen} />
          </>
        }
      />
      <FilterBar view={view} facets={list.facets} onClear={view.clearFilters} />
      {query.isError ? <ErrorState error={query.error} what="the blocked messages" onRetry={retry} retrying={query.isFetching} /> : null}
      {query.isError && !data ? null : (
        <>
          <ListStatus data={data} shown={list.filtered.length} limit={view.limit} filtering={view.filtering} fetching={query.isFetching} reveal={reveal} />
          {loading ? (
            <Stack gap="xs" aria-busy="true" aria-label="Loading the blocked messages">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} height={56} />
              ))}
            </Stack>
          ) : (
            <>
              {bulk.bar}
              <div onPointerEnter={prefetchDetail} onFocus={prefetchDetail}>
                <BlockedMessagesGrid
                  entries={list.filtered}
                  isChecked={bulk.isChecked}
                  onCheck={bulk.onCheck}
                  selectedIndex={selectedIndex}
                  isRevealed={reveal.isRevealed}
                  listName={list.listName}
                  onOpen={openAt}
                  onReveal={revealRow}
                  onClearFilters={view.clearFilters}
                />
              </div>
              <CountsSummary counts={list.counts} params={view.params} filters={view.filters} outcomes={outcomes} />
            </>
          )}
        </>
      )}
      {detailUsed ? (
        <Suspense fallback={view.messageId === undefined ? null : <DetailPlaceholder messageId={view.messageId} />}>
          <Detail.Component
            appId={appId}
            messageId={view.messageId}
            entry={list.find(view.messageId)}
            loading={!data?.complete}
            index={openIndex < 0 ? undefined : openIndex}
            count={list.filtered.length}
            revealed={view.messageId !== undefined && reveal.isRevealed(view.messageId)}
            onRevealChange={revealOpen}
            onStep={step}
            onClose={view.closeMessage}
            decision={{ canDecide: flow.canDecide, role: flow.role, onDecide: (decision) => flow.request(view.messageId, decision) }}
          />
        </Suspense>
      ) : null}
      {flow.dialog}
    </>
  );
}
