import { Anchor, Button, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FEWEST_TO_JUDGE } from '../../../../contract/approved-later.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useApprovedLater } from '../../../queries/approved-later.ts';
import { rankingRows, type RankingRow } from '../lib/ranking-rows.ts';

/** The first rows shown; the rest on demand. */
const FIRST = 10;

function Rows({ rows, ordered }: { rows: RankingRow[]; ordered: boolean }) {
  return (
    <Text component={ordered ? 'ol' : 'ul'} size="sm" m={0} pl="lg">
      {rows.map((row) => (
        <li key={row.key}>
          <Anchor component={Link} to={row.to} underline="always">
            {row.name}
          </Anchor>
          {`: ${row.figure}`}
        </li>
      ))}
    </Text>
  );
}

/** "Which rule revision is wrong most often?", across rules, over the page's range. */
export function ApprovedLaterRanking({
  appId,
  from,
  to,
  nameOf,
}: {
  appId: string;
  from: number;
  to: number;
  nameOf: (ruleId: string) => string;
}) {
  const figures = useApprovedLater(appId, { from, to });
  const [all, setAll] = useState(false);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="approved-later-ranking-title">
      <Title order={2} size="h4" id="approved-later-ranking-title" mb={4}>
        Revisions most often approved later
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Of each rule revision's blocks in this range, decided or not, how many a moderator later approved (the block was
        wrong): the same figure as the blocked messages page and the rule page give.
      </Text>
      <QueryState query={figures} what="the revisions most often approved later" skeletonRows={3}>
        {(data) => {
          const { ranked, tooFew } = rankingRows(appId, data.revisions, nameOf);
          if (ranked.length === 0 && tooFew.length === 0)
            return (
              <Text size="sm" c="dimmed">
                The archive holds no block in this range.
              </Text>
            );
          return (
            <>
              {ranked.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No revision blocked {FEWEST_TO_JUDGE} messages or more in this range: too few to rank.
                </Text>
              ) : (
                <Rows rows={all ? ranked : ranked.slice(0, FIRST)} ordered />
              )}
              {ranked.length > FIRST ? (
                <Button variant="subtle" size="xs" mt={4} onClick={() => setAll(!all)}>
                  {all ? `Show the first ${FIRST}` : `Show all ${ranked.length}`}
                </Button>
              ) : null}
              {tooFew.length > 0 ? (
                <>
                  <Text size="sm" fw={600} mt="sm">
                    Too few blocks to judge (fewer than {FEWEST_TO_JUDGE} in this range)
                  </Text>
                  <Rows rows={tooFew} ordered={false} />
                </>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </Paper>
  );
}
