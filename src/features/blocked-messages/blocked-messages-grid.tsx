import { Button, Group, Text } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import type { DecidedStatus } from './archive/archive-decision.ts';
import { BlockedMessageRow, rowId } from './blocked-message-row.tsx';
import classes from './blocked-grid.module.css';
import { useGridPlace } from './grid-place.ts';
import { expectedScrollerRect, observeScrollerRect, scrollerScrollFn, useNarrow } from './grid-scroller.ts';

interface GridProps {
  entries: readonly BlockedMessageEntry[];
  selectedIndex: number;
  /** Which results these are (use-list-triage.tsx): new ones are shown from the top. */
  results?: string;
  isRevealed: (key: string) => boolean;
  listName: (id: string) => string | undefined;
  onOpen: (index: number) => void;
  onReveal: (key: string) => void;
  isChecked: (key: string) => boolean;
  /** Absent for someone who may not decide: the rows have no tick boxes. */
  onCheck: ((index: number, shift: boolean) => void) | undefined;
  onClearFilters?: () => void;
  /** Where the same search runs over the archive, offered when nothing here matches (the live list only). */
  archiveSearch?: { to: string; onFollow: () => void } | undefined;
  /** Called when the rows in view come near the last one (the archive then loads its next page). */
  onNearEnd?: () => void;
  /** Who else is reviewing a message (live claims). */
  claimedBy?: (key: string) => string | undefined;
  /** The grid itself, which holds focus for its rows (focus returns here when the drawer closes). */
  gridRef?: RefObject<HTMLDivElement | null>;
  /** The archive: a record's decision since it was kept, shown instead of the status it was kept with. */
  decidedOf?: (entry: BlockedMessageEntry) => DecidedStatus | undefined;
}

/** How close to the last row the next page is asked for: a screen or two ahead of the user. */
const NEAR_END_ROWS = 30;

const COLUMNS = [
  'Message',
  'Sender',
  // Short enough for one line at 1366 px: the receiver's cell also names the conversation, the status's the actions.
  'Receiver',
  'Content',
  'Rule and condition',
  'Status',
];
const AREAS = [classes.message, classes.sender, classes.receiver, classes.content, classes.rule, classes.outcome];

/**
 * Rows have a fixed height (their text is truncated or clamped), so the virtualizer never has
 * to measure rendered rows: measuring forces a layout per row and re-renders as sizes arrive.
 * Below NARROW_BELOW pixels of list width each record becomes a taller card.
 */
const WIDE_ROW = 58;
const NARROW_ROW = 248;

/** Only the rows in view (plus a few) exist in the DOM, so 10000 records scroll like 10. */
export const BlockedMessagesGrid = memo(function BlockedMessagesGrid(props: GridProps) {
  const {
    entries,
    selectedIndex,
    results,
    isRevealed,
    listName,
    onOpen,
    onReveal,
    isChecked,
    onCheck,
    onClearFilters,
    archiveSearch,
    onNearEnd,
    gridRef,
    decidedOf,
    claimedBy,
  } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMergedRef(scrollerRef, gridRef);
  const narrow = useNarrow(scrollerRef);
  const rowHeight = narrow ? NARROW_ROW : WIDE_ROW;
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const [scrollToFn] = useState(scrollerScrollFn);
  // Read once: the window's size is a layout read, and the observer reports the real one anyway.
  const [initialRect] = useState(() => expectedScrollerRect({ width: window.innerWidth, height: window.innerHeight }));
  // Stable while the list is the same: a new key function makes the virtualizer re-measure every record.
  const getItemKey = useCallback((index: number) => entries[index]?.position ?? index, [entries]);
  const [initialOffset, keepPlace] = useGridPlace();
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize,
    overscan: 6,
    getItemKey,
    initialRect,
    observeElementRect: observeScrollerRect,
    scrollToFn,
    // Render scrolled rows in React's normal batch instead of synchronously in the scroll handler.
    useFlushSync: false,
    initialOffset,
  });
  // On leaving this history entry (another page, or a view of the list pushed after it).
  useEffect(() => () => keepPlace(virtualizer.scrollOffset), [keepPlace, virtualizer]);

  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);
  const shownResults = useRef(results);
  useEffect(() => {
    const newResults = shownResults.current !== results;
    shownResults.current = results;
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
    else if (newResults) virtualizer.scrollToOffset(0);
  }, [selectedIndex, results, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const lastInView = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (onNearEnd && entries.length > 0 && lastInView >= entries.length - NEAR_END_ROWS) onNearEnd();
  }, [onNearEnd, lastInView, entries.length]);
  const selected = entries[selectedIndex];
  const selectedRendered = selected !== undefined && items.some((item) => item.index === selectedIndex);

  return (
    <div
      ref={mergedRef}
      className={`${classes.scroller} ${narrow ? classes.narrow : ''}`}
      role="grid"
      aria-label="Blocked messages"
      aria-rowcount={entries.length + 1}
      aria-colcount={COLUMNS.length}
      aria-activedescendant={selectedRendered ? rowId(selected) : undefined}
      tabIndex={0}
    >
      <div role="rowgroup" className={classes.header}>
        <div role="row" aria-rowindex={1} className={classes.row}>
          {COLUMNS.map((name, i) => (
            <div key={name} role="columnheader" className={`${classes.cell} ${AREAS[i]}`}>
              {name}
            </div>
          ))}
        </div>
      </div>
      <div
        role="rowgroup"
        className={classes.body}
        style={{ height: entries.length === 0 ? undefined : virtualizer.getTotalSize() }}
      >
        {entries.length === 0 ? (
          <div role="row" aria-rowindex={2}>
            <div role="gridcell" className={classes.empty}>
              <Text fw={500}>No blocked messages match these filters.</Text>
              <Group gap="xs" mt="sm">
                {archiveSearch ? (
                  <Button component={Link} to={archiveSearch.to} onClick={archiveSearch.onFollow} size="xs">
                    Search the archive for this
                  </Button>
                ) : null}
                {onClearFilters ? (
                  <Button size="xs" variant="light" onClick={onClearFilters}>
                    Clear all filters
                  </Button>
                ) : null}
              </Group>
            </div>
          </div>
        ) : (
          items.map((item) => {
            const entry = entries[item.index];
            if (!entry) return null;
            return (
              <BlockedMessageRow
                key={item.key}
                entry={entry}
                index={item.index}
                start={item.start}
                selected={item.index === selectedIndex}
                revealed={isRevealed(entry.key)}
                decided={decidedOf?.(entry)}
                listName={listName}
                onOpen={onOpen}
                onReveal={onReveal}
                checked={isChecked(entry.key)}
                onCheck={onCheck}
                height={rowHeight}
                claimedBy={claimedBy?.(entry.key)}
              />
            );
          })
        )}
      </div>
    </div>
  );
});
