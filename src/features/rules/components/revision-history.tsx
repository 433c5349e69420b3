import { Alert, Button, Grid, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { Checked } from '../../../../contract/schemas/common.ts';
import type { Rule } from '../../../../contract/schemas/rule.ts';
import { RawJsonSection } from '../../../components/raw-json-section.tsx';
import { compareRevision } from '../lib/revision-comparison.ts';
import { keywordListsOf } from '../lib/revision-diff.ts';
import { currentRevision, revisionLabel, selectedRevisionId, sortNewestFirst } from '../lib/revision-order.ts';
import { ActiveBadge, EnabledBadge } from './rule-badges.tsx';
import { RevisionContent } from './revision-content.tsx';
import { RevisionDiffView } from './revision-diff-view.tsx';
import { RevisionList } from './revision-list.tsx';
import { RevisionPerformanceCard } from './revision-performance-card.tsx';

export interface RevisionHistoryProps {
  appId: string;
  ruleId: string;
  items: Checked<Rule>[];
  /** From the URL; undefined means the current revision. */
  revisionId: string | undefined;
  compare: boolean;
  onSelect: (revisionId: string) => void;
  onCompare: (on: boolean) => void;
}

/** The drawer's body: revisions newest first, the selected one's content and its diff. */
export function RevisionHistory({
  appId,
  ruleId,
  items,
  revisionId,
  compare,
  onSelect,
  onCompare,
}: RevisionHistoryProps) {
  const revisions = sortNewestFirst(items.flatMap((item) => (item.ok ? [item.value] : [])));
  const unreadable = items.length - revisions.length;
  const selectedId = selectedRevisionId(revisions, revisionId);
  const comparison = selectedId ? compareRevision(revisions, selectedId, compare) : { kind: 'not-found' as const };
  const at = revisions.findIndex((r) => r.revisionId === selectedId);
  const newer = at > 0 ? revisions[at - 1] : undefined;
  const older = at >= 0 ? revisions[at + 1] : undefined;

  if (revisions.length === 0) {
    return <Text size="sm">The service returned no readable revisions for this rule.</Text>;
  }
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <RevisionList revisions={revisions} selectedId={selectedId} onSelect={onSelect} />
        {unreadable > 0 ? (
          <Text size="xs" c="orange" mt="xs">
            {unreadable} revision record{unreadable === 1 ? '' : 's'} could not be read (unexpected data).
          </Text>
        ) : null}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                disabled={!newer}
                onClick={() => newer?.revisionId && onSelect(newer.revisionId)}
              >
                ← Newer
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={!older}
                onClick={() => older?.revisionId && onSelect(older.revisionId)}
              >
                Older →
              </Button>
            </Group>
            <Switch
              label="Compare with current"
              checked={compare}
              onChange={(e) => onCompare(e.currentTarget.checked)}
            />
          </Group>
          {comparison.kind === 'not-found' ? (
            <Alert color="orange" variant="light" title="Revision not found">
              <Text size="sm">
                {`"${selectedId ?? ''}" is not one of this rule's revisions. Pick one from the list.`}
              </Text>
            </Alert>
          ) : (
            <>
              <Group gap="xs">
                <Title order={3} size="h4">
                  {revisionLabel(comparison.selected.revisionId)}
                </Title>
                {comparison.selected.active ? <ActiveBadge /> : null}
                <EnabledBadge enabled={comparison.selected.enabled} />
              </Group>
              {comparison.selected.revisionId ? (
                <RevisionPerformanceCard appId={appId} ruleId={ruleId} revisionId={comparison.selected.revisionId} />
              ) : null}
              <section aria-label="Changes">
                <Title order={4} size="h5" mb={6}>
                  {changesTitle(comparison)}
                </Title>
                {comparison.kind === 'no-predecessor' ? (
                  <Text size="sm">This is the oldest revision: it has no predecessor to compare with.</Text>
                ) : comparison.kind === 'is-current' ? (
                  <Text size="sm">This is the current revision: there is nothing newer to compare it with.</Text>
                ) : (
                  <RevisionDiffView
                    appId={appId}
                    diff={comparison.diff}
                    keywordLists={keywordListsOf(comparison.selected.conditions)}
                    sides={{
                      before: revisionLabel(comparison.base.revisionId),
                      after:
                        comparison.against === 'current'
                          ? `current (${revisionLabel(currentRevision(revisions)?.revisionId)})`
                          : revisionLabel(comparison.selected.revisionId),
                    }}
                  />
                )}
              </section>
              <section aria-label="Full content">
                <Title order={4} size="h5" mb={6}>
                  Full content
                </Title>
                <RevisionContent appId={appId} revision={comparison.selected} />
              </section>
              <RawJsonSection value={comparison.selected} title="Raw JSON of this revision" />
            </>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function changesTitle(comparison: ReturnType<typeof compareRevision>): string {
  if (comparison.kind === 'diff') {
    return comparison.against === 'current'
      ? 'Changes from this revision to the current one'
      : `Changes since ${revisionLabel(comparison.base.revisionId)}`;
  }
  return 'Changes';
}
