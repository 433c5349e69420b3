import { DataList, Text, Title } from '@mantine/core';
import { DataItem } from '../../../components/data-item.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useApprovedLater } from '../../../queries/approved-later.ts';
import { useRevisionPerformance } from '../../../queries/archive-stats.ts';
import { approvedLaterCell, decisionWords, perDayWords } from '../lib/revision-performance-words.ts';

/** How the revision shown in the drawer performs, from the dashboard's archive. */
export function RevisionPerformanceCard({
  appId,
  ruleId,
  revisionId,
}: {
  appId: string;
  ruleId: string;
  revisionId: string;
}) {
  const performance = useRevisionPerformance(appId, ruleId);
  const figures = useApprovedLater(appId);
  return (
    <section aria-labelledby="revision-performance-heading">
      <Title order={4} size="h5" mb={6} id="revision-performance-heading">
        How this revision performs
      </Title>
      <QueryState query={performance} what="how this revision performs" skeletonRows={2}>
        {(data) => {
          const entry = data.revisions.find((revision) => revision.revisionId === revisionId);
          if (!entry)
            return (
              <Text size="sm" c="dimmed">
                The archive holds no message blocked by this revision.
              </Text>
            );
          return (
            <DataList size="sm" labelWidth="9rem" withDivider>
              <DataItem label="It blocked">
                {entry.blocked.toLocaleString('en')} message{entry.blocked === 1 ? '' : 's'}
              </DataItem>
              <DataItem label="Decisions">{decisionWords(entry)}</DataItem>
              <DataItem label="Wrong blocks">
                {approvedLaterCell(figures.data, figures.isError, ruleId, revisionId)}
              </DataItem>
              <DataItem label="Rule's rate before">{perDayWords(entry.before)}</DataItem>
              <DataItem label="Rule's rate after">{perDayWords(entry.after)}</DataItem>
            </DataList>
          );
        }}
      </QueryState>
    </section>
  );
}
