import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FlaggedCard } from './flagged-card.tsx';
import type { FlaggedRow } from './flagged-filters.ts';
import { windowScrollFn } from './window-scroll.ts';

interface FlaggedListProps {
  rows: readonly FlaggedRow[];
  selectedIndex: number;
  canDecide: boolean;
  onDecide: (key: string, decision: 'approved' | 'disapproved') => void;
  onSelect: (key: string) => void;
}

/** Only the cards in view (plus a few) exist in the DOM; each is measured, as reports vary in length. */
export function FlaggedList({ rows, selectedIndex, canDecide, onDecide, onSelect }: FlaggedListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => setOffset(listRef.current?.offsetTop ?? 0), []);
  const [scrollToFn] = useState(windowScrollFn);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => 160,
    overscan: 4,
    scrollMargin: offset,
    getItemKey: (index) => rows[index]?.key ?? index,
    // Read while the page renders, the window's offset is still the last page's: where this one
    // opens is the router's to say (window-scroll.ts), and the scroll events report it.
    initialOffset: 0,
    scrollToFn,
  });
  // Follows the selection only once the moderator moves it: on arrival the page stays at its top
  // (scrolling to the first card on load hid the heading and the filters under the header).
  const followed = useRef(selectedIndex);
  useEffect(() => {
    if (selectedIndex === followed.current) return;
    followed.current = selectedIndex;
    if (selectedIndex >= 0 && selectedIndex < rows.length) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, rows.length, virtualizer]);

  return (
    <div ref={listRef} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              paddingBottom: 8,
              transform: `translateY(${item.start - offset}px)`,
            }}
          >
            <FlaggedCard
              row={row}
              selected={item.index === selectedIndex}
              canDecide={canDecide}
              onDecide={onDecide}
              onSelect={onSelect}
            />
          </div>
        );
      })}
    </div>
  );
}
