import { Badge, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../contract/paths.ts';
import classes from '../../../components/plain-table.module.css';
import { QueryState } from '../../../components/query-state.tsx';
import { UnixTime } from '../../../components/unix-time.tsx';
import { mostOftenWrong } from '../../../lib/approved-later-ranking.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { useApprovedLater } from '../../../queries/approved-later.ts';
import { useRevisionPerformance } from '../../../queries/archive-stats.ts';
import { revisionLabel } from '../lib/revision-order.ts';
import { approvedLaterCell, perDayWords } from '../lib/revision-performance-words.ts';

/** Every revision of the rule side by side: what it blocked, how often that was wrong, and the rule's rate around it. */
export function RevisionPerformanceTable({ appId, ruleId }: { appId: string; ruleId: string }) {
  const performance = useRevisionPerformance(appId, ruleId);
  // The blocked page's own figures (one cached answer): both pages say the same of a revision.
  const figures = useApprovedLater(appId);
  return (
    <section aria-labelledby="performance-heading">
      <Title order={2} size="h4" id="performance-heading" mb="xs">
        How each revision performs
      </Title>
      <QueryState query={performance} what="how each revision performs" skeletonRows={3}>
        {(data) => {
          if (data.revisions.length === 0)
            return (
              <Text size="sm" c="dimmed">
                The archive holds no revision of this rule yet.
              </Text>
            );
          const worst = figures.data ? mostOftenWrong(figures.data.revisions, ruleId) : undefined;
          return (
            <>
              {/* Above the scrolling box, not a caption inside it: on a phone it would scroll out of view. */}
              <Text size="sm" c="dimmed" mb="xs">
                From the dashboard's archive. Approved: a moderator let the message through, so the block was wrong;
                rejected: the block stood (rejected or marked reviewed). Wrong blocks: of every block of the revision,
                decided or not, how many were approved later, as the blocked messages page counts them. Per day: the
                rule's blocks in the {data.windowDays} days before and after the revision took effect.
              </Text>
              {figures.isError ? (
                <Text size="sm" c="red" mb="xs" role="alert">
                  The wrong-block figures could not be read: {describeError(figures.error).detail}.{' '}
                  {describeError(figures.error).nextStep}
                </Text>
              ) : null}
              <div
                style={{ overflowX: 'auto' }}
                tabIndex={0}
                role="region"
                aria-label="How each revision performs, as a table"
              >
                {/* Headings and words wrap, so the table fits 1366 px; the revision and the counts keep to one line. */}
                <table className={classes.table} aria-label="How each revision performs">
                  <thead>
                    <tr>
                      <th scope="col">Revision</th>
                      <th scope="col">Took effect</th>
                      <th scope="col">Blocked</th>
                      <th scope="col">Approved</th>
                      <th scope="col">Rejected</th>
                      <th scope="col">Not decided</th>
                      <th scope="col">Wrong blocks (approved later)</th>
                      <th scope="col">Per day before</th>
                      <th scope="col">Per day after</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.revisions.map((entry) => (
                      <tr key={entry.revisionId}>
                        <th scope="row" style={{ fontWeight: 400, whiteSpace: 'nowrap' }}>
                          <Link to={paths.rule(appId, ruleId, entry.revisionId)}>
                            {revisionLabel(entry.revisionId)}
                          </Link>
                        </th>
                        <td>
                          {entry.time === null ? (
                            <Text span size="sm" c="dimmed">
                              not known
                            </Text>
                          ) : (
                            <UnixTime seconds={entry.time} />
                          )}
                        </td>
                        <td>{entry.blocked.toLocaleString('en')}</td>
                        <td>{entry.approved.toLocaleString('en')}</td>
                        <td>{entry.rejected.toLocaleString('en')}</td>
                        <td>{entry.undecided.toLocaleString('en')}</td>
                        <td>
                          {approvedLaterCell(figures.data, figures.isError, ruleId, entry.revisionId)}
                          {entry.revisionId === worst ? (
                            // A dot, not a light badge: orange words on light orange fall below AA contrast.
                            // Its whole width: a narrow column cut the mark to "MOST OFTEN WRO…" (to "MO…" on a phone).
                            <Badge ml={6} size="sm" color="orange" variant="dot" style={{ minWidth: 'max-content' }}>
                              most often wrong
                            </Badge>
                          ) : null}
                        </td>
                        <td>{perDayWords(entry.before)}</td>
                        <td>{perDayWords(entry.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
