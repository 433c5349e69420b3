import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { archiveStatusQuery } from '../../../queries/archive.ts';
import { gapWords, holdingsWords, pollWords, webhookWords } from './status-words.ts';
import classes from './archive-status-line.module.css';

/** Gaps listed before "Show all": the newest, which a search of recent messages may meet. */
const GAPS_SHOWN = 3;

/**
 * What the archive holds, how its polling goes and its gaps, in words beside the switch: the
 * newest few, and all of them when asked. Rendered again only when the status changes, not with
 * each page of the list.
 */
export const ArchiveStatusLine = memo(function ArchiveStatusLine({ appId }: { appId: string }) {
  const status = useQuery(archiveStatusQuery(appId));
  const [allGaps, setAllGaps] = useState(false);
  if (status.isPending)
    return (
      <Text size="sm" c="dimmed" className={classes.pending}>
        Reading the archive's status…
      </Text>
    );
  if (status.isError) {
    const error = status.error;
    const storeless = isApiError(error) && error.code === 'ERR_STORE_UNAVAILABLE';
    return (
      <Alert
        color="yellow"
        title={storeless ? 'The archive is not available' : "The archive's status could not be read"}
        w="100%"
        py="xs"
      >
        <Text size="sm">{isApiError(error) ? error.message : 'The dashboard server did not answer as expected.'}</Text>
        <Text size="sm">Live still works: choose Live to see the service's newest records.</Text>
      </Alert>
    );
  }
  const { data } = status;
  return (
    <Stack gap={2} role="status" aria-label="Archive status" style={{ flex: 1, minWidth: '16rem' }}>
      {/* One paragraph: on a desktop one line whether webhooks are on or not, so the list starts where its first rows were painted. */}
      <Text size="sm">{[holdingsWords(data), pollWords(data), webhookWords(data)].filter(Boolean).join(' ')}</Text>
      {(allGaps ? data.gaps : data.gaps.slice(0, GAPS_SHOWN)).map((gap) => (
        <Text
          key={`${gap.from}-${gap.to}`}
          size="sm"
          fw={500}
          style={{ color: 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))' }}
        >
          {gapWords(gap)}
        </Text>
      ))}
      {data.gaps.length > GAPS_SHOWN ? (
        <Anchor component="button" type="button" size="sm" onClick={() => setAllGaps((all) => !all)} ta="left">
          {allGaps
            ? `Show the newest ${GAPS_SHOWN} gaps only`
            : `Show all ${data.gaps.length.toLocaleString()} gaps (${(data.gaps.length - GAPS_SHOWN).toLocaleString()} older)`}
        </Anchor>
      ) : null}
    </Stack>
  );
});
