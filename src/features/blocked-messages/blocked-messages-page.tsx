import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo } from 'react';
import { loadArchiveView, loadedArchiveView } from './archive/archive-view-code.ts';
import { useParams, useSearchParams } from 'react-router';
import { usePhone } from './use-phone.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useBlockedDecisions } from '../../hooks/use-blocked-decisions.tsx';
import { useClaim, useLiveQueue } from '../../hooks/use-live-queue.ts';
import { claimedByOther, newMessageCount } from '../../lib/live-queue.ts';
import { mayDecide } from '../../lib/permissions.ts';
import { useSession } from '../../queries/session.ts';
import { useBlockedMessages } from '../../queries/blocked-messages.ts';
import { useApprovedLater } from '../../queries/approved-later.ts';
import { BlockedMessagesGrid } from './blocked-messages-grid.tsx';
import { CountsSummary } from './counts-summary.tsx';
import { withoutDecided } from './decisions/without-decided.ts';
import { ExportButtons } from './export-buttons.tsx';
import { FilterBar } from './filter-bar.tsx';
import { ListStatus } from './list-status.tsx';
import { LoadingRows } from './loading-rows.tsx';
import { ShortcutsHelp } from './shortcuts-help.tsx';
import { archiveSearch, sourceOf } from './source.ts';
import { SourceSwitch } from './source-switch.tsx';
import { useBlockedList } from './use-blocked-list.ts';
import { useBlockedView } from './use-blocked-view.ts';
import { useListTriage } from './use-list-triage.tsx';
import { LIST_TITLE, LIST_WORDS } from './list-words.ts';
import screen from './list-screen.module.css';

// The archive's list, status and filters load only when Archive is chosen: Live pays nothing for them.
// What live events changed, in words: loaded once something did.
const notes = () => import('./live-notes.tsx');
const LiveNews = lazy(() => notes().then((m) => ({ default: m.LiveNews })));
const ClaimedNote = lazy(() => notes().then((m) => ({ default: m.ClaimedNote })));
const DecidedNotFound = lazy(() => notes().then((m) => ({ default: m.DecidedNotFound })));
const LazyArchive = lazy(() => loadArchiveView().then((m) => ({ default: m.ArchiveBlockedMessages })));

export function BlockedMessagesPage() {
  const [params] = useSearchParams();
  if (sourceOf(params) === 'live') return <LiveBlockedMessages />;
  // Opened at an archive address, the route has loaded the view already; switched to, it loads now.
  const ArchiveBlockedMessages = loadedArchiveView()?.ArchiveBlockedMessages ?? LazyArchive;
  return (
    <Suspense
      fallback={
        <PageHeader
          title={LIST_TITLE}
          description={LIST_WORDS.archive.description}
          beside={<SourceSwitch current="archive" />}
        />
      }
    >
      <ArchiveBlockedMessages />
    </Suspense>
  );
}

function LiveBlockedMessages() {
  const { appId = '' } = useParams();
  const view = useBlockedView();
  const query = useBlockedMessages(appId, view.limit);
  // Each chunk of the answer renders a step behind, in work React can pause between frames: the
  // query's store update alone would render the page and a screen of new rows in one long task.
  // Not the first rows: a render deferred is started again by each chunk that comes meanwhile, and
  // the first screenful waited for the whole answer (500 records: 0.4 to over 1 s after its chunk).
  const deferred = useDeferredValue(query.data);
  const data = deferred?.entries.length || !query.data?.entries.length ? deferred : query.data;
  const decisions = useBlockedDecisions(appId);
  const { user } = useSession();
  const me = user?.username;
  // Live events: opened once the first rows are in, so nothing competes with them.
  const live = useLiveQueue(appId, Boolean(data?.complete));
  const { claims, decided } = live.state;
  // Decided by anyone, here or elsewhere: it is no longer pending, so Live no longer lists it.
  const decidedIds = useMemo(
    () => (decided.size === 0 ? decisions.decidedIds : new Set([...decisions.decidedIds, ...decided.keys()])),
    [decisions.decidedIds, decided],
  );
  // The decided message leaves the list just after the next one is shown (a decision's key moves
  // the drawer in its own render; the rows below it moving up can wait a frame).
  const listedDecidedIds = useDeferredValue(decidedIds);
  const entries = useMemo(() => withoutDecided(data?.entries, listedDecidedIds), [data?.entries, listedDecidedIds]);
  const list = useBlockedList(appId, entries, view.filters, view.sort);
  const claimedBy = useCallback((key: string) => claimedByOther(claims, key, me), [claims, me]);
  useClaim(appId, view.messageId, mayDecide(user));
  // Live events come once the list is complete: only then is it asked what the list holds.
  const listed = data?.complete ? data.entries : undefined;
  const present = useMemo(() => new Set(listed?.map((entry) => entry.key)), [listed]);
  const newCount = newMessageCount(live.state, (id) => present.has(id));
  const othersLatest = [...decided.values()].filter((decision) => decision.username !== me).at(-1);
  const openDecided = view.messageId === undefined ? undefined : decided.get(view.messageId);
  const openHolder = view.messageId === undefined ? undefined : claimedBy(view.messageId);
  // Each revision's "approved later", the rule page's own figure: after the list, never in front of it.
  const approvedLater = useApprovedLater(appId, undefined, { enabled: Boolean(data?.complete) });
  // Triage reads "decided" as the list does: here or by anyone (live), so the place is kept either way.
  const triageDecisions = useMemo(() => ({ ...decisions, decidedIds }), [decisions, decidedIds]);
  const triage = useListTriage({
    appId,
    view,
    filtered: list.filtered,
    decisions: triageDecisions,
    hasRows: Boolean(data?.entries.length),
    claimedBy,
  });
  const { reveal, bulk } = triage;
  // The page's actions are small on a phone, so they fit one line above the cards.
  const phone = usePhone();
  const actionSize = phone ? 'xs' : 'sm';
  // On a phone the counts wait behind a button in the bar: below the list, the page would scroll.
  const [countsOpen, { toggle: toggleCounts }] = useDisclosure(false);

  const loading = !data || (!data.complete && data.entries.length === 0 && query.isFetching);
  const retry = () => void query.refetch();
  const showNew = () => {
    live.refreshed();
    void query.refetch();
  };

  const counts =
    loading || (query.isError && !data) ? null : (
      <CountsSummary
        counts={list.counts}
        params={view.params}
        filters={view.filters}
        figures={approvedLater.data}
        figuresError={approvedLater.error}
      />
    );

  return (
    <div className={screen.screen}>
      <div className={screen.bar}>
        <PageHeader
          title={LIST_TITLE}
          description={LIST_WORDS.live.description}
          descriptionFrom="sm"
          beside={<SourceSwitch current="live" />}
          actions={
            <>
              <Button
                variant="default"
                size={actionSize}
                onClick={retry}
                loading={query.isFetching && !loading}
                disabled={loading}
              >
                Refresh
              </Button>
              <ExportButtons
                appId={appId}
                entries={list.filtered}
                listName={list.listName}
                disabled={!data?.complete || list.filtered.length === 0}
                size={actionSize}
              />
              <ShortcutsHelp opened={triage.helpOpen} onChange={triage.setHelpOpen} />
            </>
          }
        />
        <FilterBar view={view} facets={list.facets} onClear={view.clearFilters} />
        {query.isError ? (
          <ErrorState error={query.error} what="the blocked messages" onRetry={retry} retrying={query.isFetching} />
        ) : null}
        {query.isError && !data ? null : (
          <ListStatus
            data={data}
            shown={list.filtered.length}
            limit={view.limit}
            filtering={view.filtering}
            // The rows shown may be a chunk behind the answer (deferred): the stream has ended,
            // but what is shown is still loading, not an answer that broke off.
            fetching={query.isFetching || data !== query.data}
            reveal={reveal}
            bulk={bulk.bar}
            end={
              phone ? (
                // One label, open or not, so the button keeps its place at the line's end.
                <Button
                  variant={countsOpen ? 'filled' : 'light'}
                  size="xs"
                  ml="auto"
                  onClick={toggleCounts}
                  aria-expanded={countsOpen}
                >
                  Counts
                </Button>
              ) : null
            }
          />
        )}
        {phone && countsOpen ? counts : null}
      </div>
      <div className={screen.list}>
        {/*
         * What live events changed floats over the list's foot: in the status line, each line of
         * it would move every row down under the moderator's eye (or thumb). There before any news,
         * so that screen readers announce what comes into it.
         */}
        <div className={screen.news} role="status" aria-label="Live updates">
          {newCount > 0 || live.state.stale || othersLatest ? (
            <Suspense fallback={null}>
              <LiveNews count={newCount} stale={live.state.stale} latest={othersLatest} onShow={showNew} />
            </Suspense>
          ) : null}
        </div>
        {query.isError && !data ? null : loading ? (
          <LoadingRows />
        ) : (
          <div onPointerEnter={triage.prefetchDetail} onFocus={triage.prefetchDetail}>
            <BlockedMessagesGrid
              entries={list.filtered}
              isChecked={bulk.isChecked}
              onCheck={bulk.onCheck}
              selectedIndex={triage.selectedIndex}
              results={triage.results}
              isRevealed={reveal.isRevealed}
              listName={list.listName}
              onOpen={triage.openAt}
              onReveal={triage.revealRow}
              onClearFilters={view.clearFilters}
              claimedBy={claimedBy}
              archiveSearch={
                view.filters.text.trim()
                  ? { to: archiveSearch(view.params, view.filters.text.trim()), onFollow: view.holdText }
                  : undefined
              }
              gridRef={triage.gridRef}
            />
          </div>
        )}
      </div>
      {phone ? null : counts}
      {triage.drawer({
        // The open message stays open when someone decides it meanwhile: the decision bar says so.
        entry:
          list.find(view.messageId) ??
          (openDecided ? data?.entries.find((entry) => entry.key === view.messageId) : undefined),
        loading: !data?.complete,
        decidedBy: openDecided && openDecided.username !== me ? openDecided : undefined,
        extra:
          openHolder && !openDecided ? (
            <Suspense fallback={null}>
              <ClaimedNote holder={openHolder} />
            </Suspense>
          ) : undefined,
        notFound:
          view.messageId === undefined ? undefined : (
            <Suspense fallback={null}>
              <DecidedNotFound appId={appId} messageId={view.messageId} />
            </Suspense>
          ),
      })}
      {triage.flow.dialog}
    </div>
  );
}
