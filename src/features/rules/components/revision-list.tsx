import { Box, Group, NativeSelect, NavLink, Text } from '@mantine/core';
import type { Rule } from '../../../../contract/schemas/rule.ts';
import { formatMinute } from '../../../lib/format-time.ts';
import { revisionLabel } from '../lib/revision-order.ts';
import { ActiveBadge } from './rule-badges.tsx';

interface RevisionListProps {
  revisions: Rule[];
  selectedId: string | undefined;
  onSelect: (revisionId: string) => void;
}

// A bar rather than a tint: dimmed text on a tinted background falls below AA contrast.
const SELECTED = { borderInlineStart: '3px solid var(--mantine-primary-color-filled)' };

function summary(revision: Rule): string {
  const status = revision.enabled === false ? 'disabled · ' : revision.enabled ? 'enabled · ' : '';
  return status + (revision.updatedAt === undefined ? 'time not recorded' : formatMinute(revision.updatedAt));
}

/**
 * Revisions newest first; the selected one is marked for sight and for screen readers. On a
 * phone the list is a select, so the revision's content starts on the first screen.
 */
export function RevisionList({ revisions, selectedId, onSelect }: RevisionListProps) {
  return (
    <>
      <NativeSelect
        hiddenFrom="sm"
        label="Revision"
        value={selectedId ?? ''}
        onChange={(event) => onSelect(event.currentTarget.value)}
        data={revisions.map((revision) => ({
          value: revision.revisionId ?? '',
          label: `${revisionLabel(revision.revisionId)}${revision.active ? ' (active)' : ''} · ${summary(revision)}`,
        }))}
      />
      <RevisionNav revisions={revisions} selectedId={selectedId} onSelect={onSelect} />
    </>
  );
}

function RevisionNav({ revisions, selectedId, onSelect }: RevisionListProps) {
  return (
    <Box component="nav" visibleFrom="sm" aria-label="Revisions, newest first">
      {revisions.map((revision) => {
        const id = revision.revisionId ?? '';
        const selected = id === selectedId;
        return (
          <NavLink
            key={id}
            component="button"
            type="button"
            active={selected}
            variant="subtle"
            style={selected ? SELECTED : undefined}
            aria-current={selected ? 'true' : undefined}
            onClick={() => onSelect(id)}
            label={
              <>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={600} span>
                    {revisionLabel(revision.revisionId)}
                  </Text>
                  {revision.active ? <ActiveBadge /> : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {summary(revision)}
                </Text>
              </>
            }
          />
        );
      })}
    </Box>
  );
}
