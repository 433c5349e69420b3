import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BlockedMessageEntry } from '../../../api/blocked-message-entries.ts';
import { revisionNumber } from '../../../../contract/schemas/rule.ts';
import { ConditionSummary } from '../../../components/condition-summary.tsx';
import { RawJsonSection } from '../../../components/raw-json-section.tsx';
import { formatMinute } from '../../../lib/format-time.ts';
import { archivedRevisionQuery } from '../../../queries/archive.ts';
import { useRuleRevisions } from '../../../queries/rules.ts';
import { archiveDecisionOf } from '../../../api/archive-decision.ts';
import { archivedDecisionWords } from './status-words.ts';

const decisionOf = archiveDecisionOf;

/** The revision as the archive kept it, when the service lists it no more (the link to the rule page would find nothing). */
function ArchivedRevision({ appId, ruleId, revisionId }: { appId: string; ruleId: string; revisionId: string }) {
  const listed = useRuleRevisions(appId, ruleId);
  const missing =
    listed.isError ||
    (listed.data !== undefined && !listed.data.items.some((item) => item.ok && item.value.revisionId === revisionId));
  const snapshot = useQuery({ ...archivedRevisionQuery(appId, ruleId, revisionId), enabled: missing });
  if (!missing) return null;
  const number = revisionNumber(revisionId) ?? revisionId;
  if (snapshot.isPending)
    return (
      <Text size="sm" c="dimmed">
        The service no longer lists revision {number}; reading the archive's copy…
      </Text>
    );
  if (snapshot.isError || !snapshot.data) {
    return <Text size="sm">The service no longer lists revision {number}, and the archive holds no copy of it.</Text>;
  }
  const { revision, lastSeen } = snapshot.data;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        The service no longer lists revision {number}. As the archive kept it (last seen {formatMinute(lastSeen)}):
      </Text>
      <Text size="sm">
        {revision.name ?? ruleId}
        {revision.enabled === false ? ' (disabled)' : ''}
      </Text>
      {(revision.conditions ?? []).map((condition, i) => (
        <ConditionSummary key={i} appId={appId} condition={condition} />
      ))}
      <RawJsonSection value={revision} title="Raw JSON of the archived revision" />
    </Stack>
  );
}

/** In the drawer of an archived record: the decision kept on it, and its revision when the service has dropped it. */
export function ArchivedFacts({ appId, entry }: { appId: string; entry: BlockedMessageEntry | undefined }) {
  if (!entry) return null;
  const decision = decisionOf(entry);
  const record = entry.item.ok ? entry.item.value : undefined;
  return (
    <Paper withBorder p="sm" mb="md">
      <Stack gap="xs">
        <Text size="sm">
          <Text span fw={600}>
            Decision in the archive:{' '}
          </Text>
          {decision ? archivedDecisionWords(decision) : 'none recorded'}
        </Text>
        {record?.ruleId && record.revisionId ? (
          <ArchivedRevision appId={appId} ruleId={record.ruleId} revisionId={record.revisionId} />
        ) : null}
      </Stack>
    </Paper>
  );
}

export function ArchivedNotFound({ messageId }: { messageId: string | undefined }) {
  return (
    <Alert color="gray" title="Message not in the loaded archive records">
      No loaded archive record has the id “{messageId}”. Search for it: the archive finds a message id, muid, sender uid
      or conversation id however old it is.
    </Alert>
  );
}
