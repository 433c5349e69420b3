import { memo } from 'react';
import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { RuleCount } from './counts.ts';
import { approvalWords, type RuleOutcomes } from './decision-counts.ts';
import { PARAM, withParams, type BlockedFilters } from './filters.ts';
import { formatCount } from '../../lib/format-count.ts';

interface CountsSummaryProps {
  counts: RuleCount[];
  params: URLSearchParams;
  filters: BlockedFilters;
  /** What moderators decided on each rule's blocks (the reviewed list); absent until it has loaded. */
  outcomes?: ReadonlyMap<string, RuleOutcomes> | undefined;
}

function Approvals({ words }: { words: ReturnType<typeof approvalWords> }) {
  if (!words) return null;
  return (
    <Text
      span
      size="xs"
      fw={words.many ? 700 : undefined}
    >{` · ${words.text}${words.many ? ', check this revision' : ''}`}</Text>
  );
}

/** How many of the shown messages each rule and revision blocked; each count narrows the list to it. */
export const CountsSummary = memo(function CountsSummary({ counts, params, filters, outcomes }: CountsSummaryProps) {
  const link = (ruleId: string, revisionId?: string) =>
    `?${withParams(params, { [PARAM.ruleId]: ruleId, [PARAM.revisionId]: revisionId, [PARAM.message]: undefined }).toString()}`;
  return (
    <Paper withBorder p="sm" my="sm" component="section" aria-labelledby="blocked-counts-title">
      <Title order={2} size="h6" id="blocked-counts-title" mb={4}>
        Blocked by rule and revision
      </Title>
      {outcomes ? (
        <Text size="xs" c="dimmed" mb={4}>
          Beside each count: how many of its blocks moderators approved later (the block was wrong), from the reviewed
          list.
        </Text>
      ) : null}
      {counts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No records to count.
        </Text>
      ) : (
        <Group gap="md" align="flex-start" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {counts.map((rule) => (
            <li key={rule.ruleId}>
              <Text size="sm" component="span">
                <Anchor
                  component={Link}
                  to={link(rule.ruleId)}
                  underline="always"
                  fw={filters.ruleId === rule.ruleId && !filters.revisionId ? 700 : 500}
                  aria-label={`Show the ${rule.count} messages blocked by ${rule.ruleName}`}
                >
                  {rule.ruleName}: {formatCount(rule.count)}
                </Anchor>
                <Approvals words={approvalWords(outcomes?.get(rule.ruleId), rule.count)} />
              </Text>
              <Text size="xs" c="dimmed" component="div">
                {rule.revisions.map((revision, i) => (
                  <span key={revision.revisionId}>
                    {i > 0 ? ' · ' : null}
                    <Anchor
                      component={Link}
                      to={link(rule.ruleId, revision.revisionId)}
                      size="xs"
                      // Beside plain words (the approvals), a link is told apart by more than its colour.
                      underline="always"
                      fw={filters.revisionId === revision.revisionId ? 700 : undefined}
                      aria-label={`Show the ${revision.count} messages blocked by revision ${revision.number ?? revision.revisionId} of ${rule.ruleName}`}
                    >
                      rev {revision.number ?? revision.revisionId}: {formatCount(revision.count)}
                    </Anchor>
                    <Approvals
                      words={approvalWords(
                        outcomes?.get(rule.ruleId)?.revisions.get(revision.revisionId),
                        revision.count,
                      )}
                    />
                  </span>
                ))}
              </Text>
            </li>
          ))}
        </Group>
      )}
    </Paper>
  );
});
