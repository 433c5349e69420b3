import { Anchor, DataList, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../contract/paths.ts';
import { blockedAtSeconds, type BlockedMessage } from '../../../../contract/schemas/blocked-message.ts';
import { revisionNumber } from '../../../../contract/schemas/rule.ts';
import { ConditionSummary } from '../../../components/condition-summary.tsx';
import { DataItem } from '../../../components/data-item.tsx';
import { ALL_RULES_LIMIT } from '../../../lib/conditions/keyword-references.ts';
import { useRules } from '../../../queries/rules.ts';
import { ActionChips } from '../row-parts.tsx';
import { DetailSection } from './detail-section.tsx';

/** The rule revision that applied now, compared with the rule as it is today. */
function RevisionNote({
  appId,
  ruleId,
  revisionId,
}: {
  appId: string;
  ruleId: string;
  revisionId: string | undefined;
}) {
  const rules = useRules(appId, ALL_RULES_LIMIT);
  if (!rules.data) return null;
  const current = rules.data.items.find((item) => item.ok && item.value.id === ruleId);
  if (!current?.ok) {
    return (
      <Text size="sm" c="dimmed">
        This rule is not in the app's rule list any more.
      </Text>
    );
  }
  const currentRevision = current.value.revisionId;
  if (!currentRevision || !revisionId || currentRevision === revisionId) return null;
  return (
    <Paper withBorder p="xs" style={{ borderLeft: '4px solid var(--mantine-color-yellow-filled)' }}>
      <Text size="sm" fw={600}>
        Rule changed since: revision {revisionNumber(currentRevision) ?? currentRevision} is current.
      </Text>
      <Anchor component={Link} to={paths.rule(appId, ruleId, currentRevision)} size="sm" underline="always">
        Open the current revision
      </Anchor>
    </Paper>
  );
}

export function WhyBlocked({ appId, record }: { appId: string; record: BlockedMessage }) {
  const { revisionId, condition } = record;
  // Records carry the rule twice: at the top level and as data.moderation.rule { id, name }.
  const named = record.message.data?.moderation?.rule;
  const ruleId = record.ruleId ?? named?.id;
  const ruleName = record.ruleName ?? named?.name;
  const number = revisionNumber(revisionId);
  return (
    <DetailSection title="Why it was blocked">
      <DataList size="sm" labelWidth="8rem">
        <DataItem label="Rule">
          {ruleName ?? ruleId ?? 'unknown rule'}
          {ruleName && ruleId ? (
            <Text span size="xs" c="dimmed">
              {' '}
              ({ruleId})
            </Text>
          ) : null}
        </DataItem>
        <DataItem label="Revision">{number ?? revisionId ?? '—'}</DataItem>
        <DataItem label="Matched condition">
          {condition ? (
            <ConditionSummary
              appId={appId}
              condition={condition}
              withMessages
              sampleText={record.message.data?.text}
              asOf={blockedAtSeconds(record)}
            />
          ) : (
            '—'
          )}
        </DataItem>
        <DataItem label="Weight">
          {condition?.weight ?? '—'}
          {condition?.weight === undefined ? null : (
            <Text span size="xs" c="dimmed">
              {' '}
              (a score the moderation service gave this match; it does not say how to read it)
            </Text>
          )}
        </DataItem>
        <DataItem label="Actions applied">
          <ActionChips actions={record.action} />
        </DataItem>
      </DataList>
      {ruleId ? (
        <Group gap="sm">
          <Anchor component={Link} to={paths.rule(appId, ruleId, revisionId)} fw={500}>
            {number === undefined ? 'Open this rule' : `Open revision ${number} of this rule`}
          </Anchor>
        </Group>
      ) : null}
      {ruleId ? <RevisionNote appId={appId} ruleId={ruleId} revisionId={revisionId} /> : null}
    </DetailSection>
  );
}
