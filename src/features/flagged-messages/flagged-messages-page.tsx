import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useSearchParamsUpdater, withParam } from '../../hooks/use-search-params-updater.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { ShortListNotice } from '../../components/short-list-notice.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useFlaggedDecisions } from '../../hooks/use-flagged-decisions.tsx';
import { useLiveQueue } from '../../hooks/use-live-queue.ts';
import { formatCount } from '../../lib/format-count.ts';
import { decisionRefusal, mayDecide } from '../../lib/permissions.ts';
import { leavesKeyAlone } from '../../lib/shortcut-target.ts';
import { flaggedMessagesQuery } from '../../queries/decisions.ts';
import { useSession } from '../../queries/session.ts';
import { FlaggedList } from './flagged-list.tsx';
import { FLAGGED_LIMIT } from '../../config/decision-list-limits.ts';
import { filterRows, reasonCounts, rowsOf, type FlaggedRow } from './flagged-filters.ts';

/** Messages users reported: who reported them and why, with Approve (stays visible) and Disapprove (hidden). */
export function FlaggedMessagesPage() {
  const { appId = '' } = useParams();
  const [params, updateParams] = useSearchParamsUpdater();
  const query = useQuery(flaggedMessagesQuery(appId, FLAGGED_LIMIT));
  const decisions = useFlaggedDecisions(appId);
  const { user } = useSession();
  const canDecide = mayDecide(user);
  const text = params.get('q') ?? '';
  const reason = params.get('reason') ?? undefined;
  const setParam = (name: string, value: string | undefined) => updateParams(withParam(name, value));

  const all = useMemo(() => rowsOf(query.data?.items ?? []), [query.data]);
  const rows = useMemo(() => all.filter((row) => !decisions.decidedIds.has(row.key)), [all, decisions.decidedIds]);
  // New reports, from the archive's watch of the flagged list: offered, never shifted under the cursor.
  const live = useLiveQueue(appId, query.isSuccess);
  const present = useMemo(() => new Set(all.map((row) => row.key)), [all]);
  const newCount = live.state.flaggedArrivals.filter((id) => !present.has(id)).length;
  const showNew = () => {
    live.flaggedRefreshed();
    void query.refetch();
  };
  const shown = useMemo(() => filterRows(rows, { text, reason }), [rows, text, reason]);
  const reasons = useMemo(() => reasonCounts(rows), [rows]);
  const [selected, setSelected] = useState<string | undefined>();
  const selectedIndex = Math.max(
    0,
    shown.findIndex((row) => row.key === selected),
  );

  const decide = (key: string, decision: 'approved' | 'disapproved') => {
    if (!canDecide) return;
    const index = shown.findIndex((row) => row.key === key);
    const next = shown[index + 1] ?? shown[index - 1];
    if (decisions.decide({ messageId: key, decision }) && next) setSelected(next.key);
  };
  const latest = useRef({ shown, selectedIndex, decide });
  useEffect(() => {
    latest.current = { shown, selectedIndex, decide };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (leavesKeyAlone(event)) return;
      const { shown: list, selectedIndex: at, decide: act } = latest.current;
      const move = event.key === 'j' ? 1 : event.key === 'k' ? -1 : 0;
      const row: FlaggedRow | undefined = list[at];
      if (move) setSelected(list[Math.min(list.length - 1, Math.max(0, at + move))]?.key);
      else if (event.key === 'a' && row) act(row.key, 'approved');
      else if (event.key === 'd' && row) act(row.key, 'disapproved');
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <PageHeader
        title="Flagged messages"
        description="What users reported, and why. Approving keeps a message visible; disapproving hides it."
      />
      <Stack gap="sm">
        <Stack gap={4} style={{ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <TextInput
            label="Search"
            placeholder="Text, name, uid, id or remark"
            value={text}
            onChange={(e) => setParam('q', e.currentTarget.value)}
            w={320}
          />
          <NativeSelect
            label="Reason"
            data={[
              { value: '', label: 'Any reason' },
              ...reasons.map((r) => ({ value: r.id, label: `${r.name} (${r.count})` })),
            ]}
            value={reason ?? ''}
            onChange={(event) => setParam('reason', event.currentTarget.value || undefined)}
            w={240}
          />
        </Stack>
        <Text size="sm" c="dimmed">
          {canDecide
            ? 'Keys: j and k move, a approves, d disapproves; each decision can be undone for a few seconds.'
            : decisionRefusal(user?.role ?? 'unknown')}
        </Text>
        <QueryState query={query} what="the flagged messages">
          {() => (
            <Stack gap="xs" aria-label={`Flagged messages, ${shown.length} shown`}>
              <Group gap="xs" role="status" aria-live="polite">
                <Text size="sm">{`Showing ${shown.length} of ${rows.length} waiting for review`}</Text>
                {newCount > 0 ? (
                  <Button size="compact-sm" variant="light" onClick={showNew}>
                    {`${formatCount(newCount)} new ${newCount === 1 ? 'report' : 'reports'}: show them`}
                  </Button>
                ) : null}
              </Group>
              {query.data?.short ? (
                <ShortListNotice
                  short={query.data.short}
                  olderAt="older reports come next: decide these, then reload the page to see them"
                />
              ) : null}
              {shown.length === 0 ? (
                <Text fw={500}>
                  {rows.length === 0
                    ? 'Nothing is waiting: every report has been decided.'
                    : 'No flagged message matches these filters.'}
                </Text>
              ) : null}
              <FlaggedList
                rows={shown}
                selectedIndex={selectedIndex}
                canDecide={canDecide}
                onDecide={decide}
                onSelect={setSelected}
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </>
  );
}
