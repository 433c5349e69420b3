import { Suspense, useCallback, useState } from 'react';
import { Skeleton } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useSearchParamsUpdater } from '../../hooks/use-search-params-updater.ts';
import { useArchiveTrends } from '../../queries/archive-stats.ts';
import { useRules } from '../../queries/rules.ts';
import { lazyPart } from '../../hooks/lazy-part.ts';
import { ApprovedLaterRanking } from './components/approved-later-ranking.tsx';
import { RangeControls } from './components/range-controls.tsx';
import { TrendView } from './components/trend-view.tsx';
import { readTrendRange, withTrendRange } from './lib/trend-range.ts';

// Below the chart, for leads: their code loads after the page's first paint.
const QueueMovement = lazyPart(() =>
  import('./components/queue-movement-section.tsx').then((m) => m.QueueMovementSection),
);
const Transparency = lazyPart(() => import('./components/transparency-section.tsx').then((m) => m.TransparencySection));

/** The rules page's default page size: both read one cached answer for the names. */
const RULE_NAMES_LIMIT = 100;

/** Blocked messages over time, stacked by rule, with every rule revision marked. */
export function TrendsPage() {
  const { appId = '' } = useParams();
  const [params, update] = useSearchParamsUpdater();
  // One "now" per visit: the range (and its request) stays put while the page is open.
  const [now] = useState(() => Date.now() / 1000);
  const range = readTrendRange(params, now);
  const trends = useArchiveTrends(appId, { bucket: range.bucket, from: range.from, to: range.to });
  const rules = useRules(appId, RULE_NAMES_LIMIT);
  const archived = trends.data?.rules;
  // The service's name first; the archive's last-seen name for a rule it no longer lists; else the id.
  const nameOf = useCallback(
    (ruleId: string) => {
      const live = rules.data?.items.find((item) => item.ok && item.value.id === ruleId);
      const liveName = live?.ok ? live.value.name : undefined;
      return liveName || archived?.find((rule) => rule.ruleId === ruleId)?.name || ruleId;
    },
    [rules.data, archived],
  );

  return (
    <>
      <PageHeader
        title="Trends"
        description="Blocked messages over time, by rule, from the dashboard's archive. Times are in UTC."
      />
      <RangeControls range={range} onChange={(next) => update((current) => withTrendRange(current, next))} />
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <QueryState query={trends} what="the archive's trends">
          {(data) => <TrendView appId={appId} trends={data} nameOf={nameOf} />}
        </QueryState>
      </div>
      <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
        <ApprovedLaterRanking appId={appId} from={range.from} to={range.to} nameOf={nameOf} />
      </div>
      <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
        <Suspense fallback={<Skeleton height={120} aria-label="Loading how the queue moves" />}>
          <QueueMovement.Component appId={appId} range={range} />
        </Suspense>
      </div>
      <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
        <Suspense fallback={<Skeleton height={120} aria-label="Loading the transparency report" />}>
          <Transparency.Component appId={appId} range={range} nameOf={nameOf} />
        </Suspense>
      </div>
    </>
  );
}
