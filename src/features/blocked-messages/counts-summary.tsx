import { memo } from 'react';
import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  approvedLaterWords,
  revisionFigure,
  ruleFigure,
  worthChecking,
  type ApprovedLater,
  type ApprovedLaterAnswer,
} from '../../../contract/approved-later.ts';
import type { RuleCount } from './counts.ts';
import { PARAM, withParams, type BlockedFilters } from './filters.ts';
import { describeError } from '../../lib/describe-error.ts';
import { formatCount } from '../../lib/format-count.ts';

interface CountsSummaryProps {
  counts: RuleCount[];
  params: URLSearchParams;
  filters: BlockedFilters;
  /** Each rule's and revision's "approved later", from the archive; absent until it has loaded. */
  figures?: ApprovedLaterAnswer | undefined;
  /** Why the figures could not be read, when they could not. */
  figuresError?: unknown;
}

/** " · 2 of 8 blocks approved later (25%)", only where a moderator approved any. */
function Approvals({ figure }: { figure: ApprovedLater | undefined }) {
  if (!figure || figure.approved === 0) return null;
  const many = worthChecking(figure);
  return (
    <Text
      span
      size="xs"
      fw={many ? 700 : undefined}
    >{` · ${approvedLaterWords(figure)}${many ? ', check this revision' : ''}`}</Text>
  );
}

function FiguresNote({ figures, error }: { figures: ApprovedLaterAnswer | undefined; error: unknown }) {
  if (error) {
    const words = describeError(error, 'the approved-later figures');
    return (
      <Text size="xs" c="dimmed" mb={4}>
        The approved-later figures could not be read from the archive: {words.detail}. The counts still stand.{' '}
        {words.nextStep}
      </Text>
    );
  }
  if (!figures) return null;
  return (
    <Text size="xs" c="dimmed" mb={4}>
      Each count is of the messages in this list. Beside it: of every block the dashboard's archive holds for that rule
      or revision, how many moderators approved later (the block was wrong), the same figure as on the rule page.
    </Text>
  );
}

/** How many of the shown messages each rule and revision blocked; each count narrows the list to it. */
export const CountsSummary = memo(function CountsSummary({
  counts,
  params,
  filters,
  figures,
  figuresError,
}: CountsSummaryProps) {
  const link = (ruleId: string, revisionId?: string) =>
    `?${withParams(params, { [PARAM.ruleId]: ruleId, [PARAM.revisionId]: revisionId, [PARAM.message]: undefined }).toString()}`;
  return (
    <Paper withBorder p="sm" my="sm" component="section" aria-labelledby="blocked-counts-title">
      <Title order={2} size="h6" id="blocked-counts-title" mb={4}>
        Blocked by rule and revision
      </Title>
      <FiguresNote figures={figures} error={figuresError} />
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
                <Approvals figure={figures && ruleFigure(figures, rule.ruleId)} />
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
                    <Approvals figure={figures && revisionFigure(figures, rule.ruleId, revision.revisionId)} />
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
