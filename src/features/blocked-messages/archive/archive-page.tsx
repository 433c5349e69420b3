import { Button, Group } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useBlockedDecisions } from '../../../hooks/use-blocked-decisions.tsx';
import { useSearchParamsUpdater } from '../../../hooks/use-search-params-updater.ts';
import { archiveListQuery } from '../../../queries/archive.ts';
import { BlockedMessagesGrid } from '../blocked-messages-grid.tsx';
import { ExportButtons } from '../export-buttons.tsx';
import { LoadingRows } from '../loading-rows.tsx';
import { ShortcutsHelp } from '../shortcuts-help.tsx';
import { SourceSwitch } from '../source-switch.tsx';
import gridClasses from '../blocked-grid.module.css';
import { useBlockedList } from '../use-blocked-list.ts';
import { useBlockedView } from '../use-blocked-view.ts';
import { usePhone } from '../use-phone.ts';
import { useListTriage } from '../use-list-triage.tsx';
import type { BlockedMessageEntry } from '../../../api/blocked-message-entries.ts';
import { archiveDecisionOf } from '../../../api/archive-decision.ts';
import { decidedStatus } from './archive-decision.ts';
import screen from '../list-screen.module.css';
import { ArchiveFilterBar } from './archive-filter-bar.tsx';
import { searchedFilters, searchedText, withoutArchiveFilters } from './archive-filters.ts';
import { ArchiveListStatus } from './archive-list-status.tsx';
import { ArchiveStatusLine } from './archive-status-line.tsx';
import { ArchivedFacts, ArchivedNotFound } from './archived-facts.tsx';
import { LIST_TITLE, LIST_WORDS } from '../list-words.ts';

/** The list applies no filter of its own: the server already did. */
const SERVER_FILTERED = { text: '' };

/**
 * `?source=archive`: what the dashboard kept, filtered, searched and paged on the server
 * (newest first, a page at a time as the user scrolls), with the live list's rows, drawer,
 * decisions, keyboard triage, media safety and export.
 */
export function ArchiveBlockedMessages() {
  const { appId = '' } = useParams();
  const view = useBlockedView();
  // Searched as it is typed (not when it reaches the URL): each query's answer replaces the rows
  // when it comes, the previous rows stay until then, and a superseded request is cancelled.
  const typed = view.filters.text;
  const filters = useMemo(() => searchedFilters(view.params, typed), [view.params, typed]);
  const query = useInfiniteQuery({ ...archiveListQuery(appId, filters), placeholderData: keepPreviousData });
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.entries), [query.data]);
  const decisions = useBlockedDecisions(appId);
  const list = useBlockedList(appId, entries, SERVER_FILTERED, 'newest');
  // Decided since it was kept (in the archive's copy, or sent from this page): the row and the drawer say so.
  const sentHere = useMemo(
    () => new Map(decisions.items.map((item) => [item.messageId, item.decision === 'approve' ? 'approve' : 'reject'])),
    [decisions.items],
  );
  const decidedOf = useCallback(
    (entry: BlockedMessageEntry) => decidedStatus(archiveDecisionOf(entry), sentHere.get(entry.key)),
    [sentHere],
  );
  const { find } = list;
  const decidedWords = useCallback(
    (key: string) => {
      const entry = find(key);
      return entry ? decidedOf(entry)?.words : undefined;
    },
    [find, decidedOf],
  );
  // The page's actions are small on a phone, so they fit one line above the cards.
  const actionSize = usePhone() ? 'xs' : 'sm';
  const triage = useListTriage({
    appId,
    view,
    filtered: list.filtered,
    decisions,
    hasRows: Boolean(entries?.length),
    decidedWords,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    // Scroll events can outrun a render: a page already asked for is waited for, never asked again.
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const [, updateParams] = useSearchParamsUpdater();
  const { setText } = view;
  const clearFilters = useCallback(() => {
    setText('');
    updateParams(withoutArchiveFilters);
  }, [setText, updateParams]);
  const retry = () => void query.refetch();
  // Without a store the status beside the switch says so, with Live as the way on: the list adds nothing.
  const storeless = isApiError(query.error) && query.error.code === 'ERR_STORE_UNAVAILABLE';
  const loading = query.isPending;

  return (
    <div className={screen.screen}>
      <div className={screen.bar}>
        <PageHeader
          title={LIST_TITLE}
          description={LIST_WORDS.archive.description}
          descriptionFrom="sm"
          beside={<SourceSwitch current="archive" />}
          actions={
            <>
              <Button
                variant="default"
                size={actionSize}
                onClick={retry}
                loading={query.isRefetching}
                disabled={loading}
              >
                Refresh
              </Button>
              <ExportButtons
                appId={appId}
                entries={list.filtered}
                listName={list.listName}
                disabled={list.filtered.length === 0}
                size={actionSize}
              />
              <ShortcutsHelp opened={triage.helpOpen} onChange={triage.setHelpOpen} />
            </>
          }
        />
        <Group mb="sm">
          <ArchiveStatusLine appId={appId} />
        </Group>
        {storeless ? null : (
          <ArchiveFilterBar
            appId={appId}
            view={view}
            filters={filters}
            facets={list.facets}
            onClear={clearFilters}
            searching={query.isPlaceholderData || view.filtering}
            tooShort={searchedText(typed).tooShort}
          />
        )}
        {query.isError && !storeless ? (
          <ErrorState error={query.error} what="the archived messages" onRetry={retry} retrying={query.isFetching} />
        ) : null}
        {(query.isError && !entries) || loading ? null : (
          <ArchiveListStatus
            shown={list.filtered.length}
            more={hasNextPage}
            loadingMore={isFetchingNextPage}
            reveal={triage.reveal}
            bulk={triage.bulk.bar}
          />
        )}
      </div>
      <div className={screen.list}>
        {query.isError && !entries ? null : loading ? (
          <LoadingRows label="Loading the archived messages" />
        ) : (
          <div
            className={gridClasses.archiveGrid}
            onPointerEnter={triage.prefetchDetail}
            onFocus={triage.prefetchDetail}
          >
            <BlockedMessagesGrid
              entries={list.filtered}
              isChecked={triage.bulk.isChecked}
              onCheck={triage.bulk.onCheck}
              selectedIndex={triage.selectedIndex}
              results={triage.results}
              isRevealed={triage.reveal.isRevealed}
              listName={list.listName}
              onOpen={triage.openAt}
              onReveal={triage.revealRow}
              onClearFilters={clearFilters}
              onNearEnd={loadMore}
              gridRef={triage.gridRef}
              decidedOf={decidedOf}
            />
          </div>
        )}
      </div>
      {triage.drawer({
        entry: list.find(view.messageId),
        loading: query.isFetching,
        extra: <ArchivedFacts appId={appId} entry={list.find(view.messageId)} />,
        notFound: <ArchivedNotFound messageId={view.messageId} />,
      })}
      {triage.flow.dialog}
    </div>
  );
}
