import { Badge } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { TermRow } from '../lib/term-stats.ts';
import classes from './term-list.module.css';

const ROW_HEIGHT = 34;

/**
 * Only the rows in view are in the DOM, so a list of tens of thousands of terms scrolls
 * smoothly. Each row says its position in the set for screen readers.
 */
export function TermList({
  rows,
  label,
  highlight,
}: {
  rows: TermRow[];
  label: string;
  highlight?: string | undefined;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions are read during render on purpose
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const marked = highlight === undefined ? -1 : rows.findIndex((row) => row.term === highlight);
  useEffect(() => {
    if (marked >= 0) virtualizer.scrollToIndex(marked, { align: 'center' });
  }, [marked, virtualizer]);
  return (
    <div ref={viewport} className={classes.viewport} tabIndex={0} role="region" aria-label={label}>
      <ul className={classes.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <li
              key={item.key}
              className={classes.row}
              data-marked={item.index === marked || undefined}
              aria-current={item.index === marked ? 'true' : undefined}
              style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
            >
              <span className={classes.position}>{row.position}</span>
              <span className={classes.term} title={row.term}>
                {item.index === marked ? <mark>{row.term}</mark> : row.term}
              </span>
              {item.index === marked ? (
                <Badge size="sm" variant="light" color="yellow" tt="none">
                  matched the message
                </Badge>
              ) : null}
              {row.occurrences > 1 ? (
                <Badge size="sm" variant="dot" color="orange" tt="none">
                  repeated {row.occurrences}×
                </Badge>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
