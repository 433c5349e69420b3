import { Group, Loader, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format-count.ts';
import { shortListOf } from '../../lib/short-list.ts';
import type { BlockedMessagesData } from '../../queries/blocked-messages.ts';
import { BlockedShortListNotice } from './short-list-notice.tsx';
import type { MediaReveal } from './use-media-reveal.ts';
import classes from './blocked-grid.module.css';

interface ListStatusProps {
  data: BlockedMessagesData | undefined;
  shown: number;
  limit: number;
  filtering: boolean;
  /** Records are still arriving. */
  fetching: boolean;
  reveal: MediaReveal;
  /** The bulk decisions' bar, on the same line: a line of the screen saved for the list. */
  bulk?: ReactNode;
  /** After the media setting: on a phone, the button that shows the counts. */
  end?: ReactNode;
}

/** "Showing X of Y", loading progress, the limit hint (or that the service cut the list short) and the device's media setting. */
export function ListStatus({ data, shown, limit, filtering, fetching, reveal, bulk, end }: ListStatusProps) {
  const loaded = data?.entries.length ?? 0;
  const short = data?.complete ? shortListOf(limit, data.meta, data.total ?? loaded) : undefined;
  return (
    <StatusLine bulk={bulk} reveal={reveal} end={end}>
      <Group gap="xs" role="status" aria-live="polite">
        {/* Before the first records arrive there is nothing to count yet ("0 of 0" would mislead). */}
        {data ? (
          <Text size="sm" fw={500}>
            Showing {formatCount(shown)} of {formatCount(loaded)}
          </Text>
        ) : (
          <Group gap={4}>
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm" c="dimmed">
              Loading<span className={classes.wideOnly}> the blocked messages</span>…
            </Text>
          </Group>
        )}
        {data && !data.complete && !fetching ? (
          <Text
            size="sm"
            fw={500}
            style={{ color: 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))' }}
          >
            (incomplete: the answer broke off)
          </Text>
        ) : null}
        {data && !data.complete && fetching ? (
          <Group gap={4}>
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm" c="dimmed" className={classes.wideOnly}>
              loading… {formatCount(loaded)} so far
            </Text>
          </Group>
        ) : null}
        {filtering ? (
          <Text size="sm" c="dimmed">
            filtering…
          </Text>
        ) : null}
        {data?.complete && loaded >= limit ? (
          <Text size="sm" c="dimmed">
            (the newest {formatCount(limit)} records; raise “Load up to” to see older ones)
          </Text>
        ) : null}
        {short ? <BlockedShortListNotice short={short} /> : null}
      </Group>
    </StatusLine>
  );
}

/** The list's line above the grid (Live and Archive): its status, the bulk bar, then the media setting at the end. */
export function StatusLine({
  children,
  bulk,
  reveal,
  end,
}: {
  children: ReactNode;
  bulk: ReactNode;
  reveal: MediaReveal;
  end?: ReactNode;
}) {
  return (
    <div className={classes.statusLine}>
      {children}
      {bulk}
      <RevealAllSwitch reveal={reveal} />
      {end}
    </div>
  );
}

/** The device's media setting, beside the count on Live and Archive. */
export function RevealAllSwitch({ reveal }: { reveal: MediaReveal }) {
  return (
    <Switch
      size="sm"
      label="Reveal all media on this device"
      checked={reveal.revealAll}
      onChange={(event) => reveal.setRevealAll(event.currentTarget.checked)}
    />
  );
}
