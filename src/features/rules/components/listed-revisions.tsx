import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Rule } from '../../../../contract/schemas/rule.ts';
import { ALL_REVISIONS_LIMIT, type RuleList } from '../../../api/rules.ts';
import { archivedRevisionsQuery } from '../../../queries/archive.ts';
import { olderArchivedRevisions, revisionShortfall, shortfallWords } from '../lib/revision-shortfall.ts';
import { RevisionHistory, type RevisionHistoryProps } from './revision-history.tsx';

interface ListedRevisionsProps extends Omit<RevisionHistoryProps, 'items'> {
  list: RuleList;
}

/**
 * The service's revisions of a rule. When its answer may be cut short, says so, and offers the
 * older revisions the archive snapshotted.
 */
export function ListedRevisions({ list, ...history }: ListedRevisionsProps) {
  const served = revisionShortfall(ALL_REVISIONS_LIMIT, list.meta, list.items.length);
  const archived = useQuery({
    ...archivedRevisionsQuery(history.appId, history.ruleId),
    enabled: served !== undefined,
  });
  const [withOlder, setWithOlder] = useState(false);
  const listed = list.items.flatMap((item) => (item.ok ? [item.value] : []));
  const older: Rule[] | undefined = archived.data
    ? olderArchivedRevisions(
        listed,
        archived.data.map((snapshot) => snapshot.revision),
      )
    : undefined;
  const items =
    withOlder && older ? [...list.items, ...older.map((value) => ({ ok: true as const, value }))] : list.items;
  return (
    <Stack gap="sm">
      {served !== undefined ? (
        <Alert color="yellow" title="Older revisions may be missing">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {shortfallWords(served, archived.isError ? 'unavailable' : (older?.length ?? 'checking'))}
            </Text>
            {older && older.length > 0 ? (
              <Button size="compact-sm" variant="light" onClick={() => setWithOlder((on) => !on)}>
                {withOlder ? 'Hide the archived revisions' : `Show the archive's ${older.length} older revisions`}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <RevisionHistory {...history} items={items} />
    </Stack>
  );
}
