import { Alert, Anchor, Badge, Code, DataList, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { revisionNumber, type RuleDetail } from '../../../../contract/schemas/rule.ts';
import { paths } from '../../../../contract/paths.ts';
import { ConditionSummary } from '../../../components/condition-summary.tsx';
import { RawJsonSection } from '../../../components/raw-json-section.tsx';
import { DataItem } from '../../../components/data-item.tsx';
import { UnixTime } from '../../../components/unix-time.tsx';
import { readRuleDetail } from '../lib/rule-detail-fields.ts';
import { AppliesTo } from './applies-to.tsx';
import type { HistoryPrefetchProps } from './use-history-prefetch.ts';
import { ActionBadges, ActiveBadge, DefaultBadge, EnabledBadge, UnexpectedDataBadge } from './rule-badges.tsx';

interface RuleDetailViewProps {
  appId: string;
  record: RuleDetail;
  onOpenHistory: () => void;
  /** Loads the history on hover or focus of its link (use-history-prefetch.ts). */
  historyPrefetch?: HistoryPrefetchProps;
}

/** Every field of the answer: known ones laid out, conditions in words, the rest as JSON. */
export function RuleDetailView({ appId, record, onOpenHistory, historyPrefetch }: RuleDetailViewProps) {
  const { rule, problem, keywordListShape, otherFields } = readRuleDetail(record);
  return (
    <Stack gap="lg">
      {rule ? (
        <>
          <Group gap="xs">
            {rule.default ? <DefaultBadge /> : null}
            <EnabledBadge enabled={rule.enabled} />
            {rule.active ? <ActiveBadge /> : null}
          </Group>
          <Text style={{ wordBreak: 'break-word' }}>
            {rule.description || (
              <Text span c="dimmed" fs="italic">
                No description
              </Text>
            )}
          </Text>
          <DataList size="sm" labelWidth="8rem" withDivider>
            <DataItem label="Id">
              <Code>{rule.id}</Code>
            </DataItem>
            <DataItem label="Revision">
              {rule.revisionId ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ta="start"
                  onClick={onOpenHistory}
                  {...historyPrefetch}
                >
                  {revisionNumber(rule.revisionId) === undefined
                    ? rule.revisionId
                    : `Revision ${revisionNumber(rule.revisionId)}`}{' '}
                  ({rule.revisionId})
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  not stated
                </Text>
              )}
            </DataItem>
            <DataItem label="Actions">
              <ActionBadges actions={rule.action} />
            </DataItem>
            <DataItem label="Created">
              <UnixTime seconds={rule.createdAt} />
            </DataItem>
            <DataItem label="Last updated">
              <UnixTime seconds={rule.updatedAt} />
            </DataItem>
          </DataList>
          <section aria-labelledby="conditions-heading">
            <Title order={2} size="h4" id="conditions-heading" mb="xs">
              Conditions ({rule.conditions?.length ?? 0})
            </Title>
            <Stack gap="xs">
              {(rule.conditions ?? []).map((condition, i) => (
                <Paper key={String(condition.id ?? i)} withBorder p="sm" radius="sm">
                  <Text size="xs" c="dimmed" mb={4}>
                    Condition {String(condition.id ?? i + 1)} ·{' '}
                    {[condition.entity, condition.operand, condition.category, condition.operator]
                      .filter(Boolean)
                      .join(' · ')}
                    {condition.weight === undefined ? '' : ` · weight ${condition.weight}`}
                  </Text>
                  <ConditionSummary appId={appId} condition={condition} withMessages />
                </Paper>
              ))}
              {rule.conditions?.length ? null : (
                <Text size="sm" c="dimmed">
                  This record has no conditions.
                </Text>
              )}
              <AppliesTo filters={rule.filters} />
            </Stack>
          </section>
        </>
      ) : (
        <Alert
          color="orange"
          variant="light"
          title={
            <Group gap="xs">
              <UnexpectedDataBadge /> This record does not look like a rule
            </Group>
          }
        >
          <Text size="sm">{problem}. Its raw JSON is below.</Text>
        </Alert>
      )}
      {keywordListShape ? <KeywordListShape appId={appId} id={rule?.id} shape={keywordListShape} /> : null}
      {otherFields.length > 0 ? (
        <section aria-labelledby="other-fields-heading">
          <Title order={2} size="h4" id="other-fields-heading" mb="xs">
            Other fields
          </Title>
          <DataList size="sm" labelWidth="8rem" withDivider>
            {otherFields.map(([key, value]) => (
              <DataItem key={key} label={key}>
                <Code block>{JSON.stringify(value, null, 2)}</Code>
              </DataItem>
            ))}
          </DataList>
        </section>
      ) : null}
      <RawJsonSection value={record} title="Raw JSON of the rule" />
    </Stack>
  );
}

function KeywordListShape({
  appId,
  id,
  shape,
}: {
  appId: string;
  id: string | undefined;
  shape: NonNullable<ReturnType<typeof readRuleDetail>['keywordListShape']>;
}) {
  const terms = Array.isArray(shape.searchTerms) ? shape.searchTerms.length : undefined;
  return (
    <section aria-labelledby="keyword-shape-heading">
      <Title order={2} size="h4" id="keyword-shape-heading" mb="xs">
        Keyword-list fields
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        The service answered with fields of a keyword list, as its reference documents for this operation.
      </Text>
      <DataList size="sm" labelWidth="8rem" withDivider>
        {'category' in shape ? <DataItem label="Category">{String(shape.category)}</DataItem> : null}
        {'isCSV' in shape ? (
          <DataItem label="CSV">
            <Badge size="sm" variant="default">
              {shape.isCSV ? 'yes' : 'no'}
            </Badge>
          </DataItem>
        ) : null}
        {terms !== undefined ? (
          <DataItem label="Search terms">
            {terms} terms
            {id ? (
              <>
                {' '}
                ·{' '}
                <Anchor component={Link} to={paths.keywordList(appId, id)} size="sm" underline="always" td="underline">
                  open as a keyword list
                </Anchor>
              </>
            ) : null}
          </DataItem>
        ) : null}
      </DataList>
    </section>
  );
}
