import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ConditionSummary } from '../../../components/condition-summary.tsx';
import { paths } from '../../../../contract/paths.ts';
import { useKeywordLists } from '../../../queries/keyword-lists.ts';
import type { ConditionChange, FieldChange, RevisionDiff } from '../lib/revision-diff.ts';
import { FIELD_LABELS, FieldValue } from './field-value.tsx';

interface Sides {
  before: string;
  after: string;
}

/** Field-by-field changes between two revisions, old and new side by side. */
export function RevisionDiffView({
  appId,
  diff,
  sides,
  keywordLists = [],
}: {
  appId: string;
  diff: RevisionDiff;
  sides: Sides;
  /** The keyword lists the newer revision uses: where the change is when the rule's own fields did not change. */
  keywordLists?: readonly string[];
}) {
  if (diff.identical) {
    return (
      <Stack gap={4}>
        <Text size="sm">No differences: name, description, status, actions and conditions are the same.</Text>
        {keywordLists.length > 0 ? <ListChange appId={appId} listIds={keywordLists} /> : null}
      </Stack>
    );
  }
  const fields = [...diff.fields, ...diff.otherFields];
  return (
    <Stack gap="sm">
      {fields.length > 0 ? (
        <Stack gap="xs">
          <Title order={4} size="h6">
            Fields changed
          </Title>
          {fields.map((change) => (
            <FieldChangeView key={change.field} change={change} sides={sides} />
          ))}
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Title order={4} size="h6">
          Conditions
        </Title>
        {diff.conditions.map((change) => (
          <ConditionChangeView key={change.key} appId={appId} change={change} sides={sides} />
        ))}
        <Text size="sm" c="dimmed">
          {diff.conditions.length === 0
            ? 'No condition changed.'
            : `${diff.unchangedConditions} other condition${diff.unchangedConditions === 1 ? '' : 's'} unchanged.`}
        </Text>
      </Stack>
    </Stack>
  );
}

function SideBySide({ sides, before, after }: { sides: Sides; before: ReactNode; after: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      <Paper
        p="xs"
        radius="sm"
        withBorder
        style={{ borderInlineStart: '4px solid var(--mantine-color-red-filled)' }}
        aria-label={`Before: ${sides.before}`}
        role="group"
      >
        <Text size="xs" fw={600} mb={2}>
          Before · {sides.before}
        </Text>
        {before}
      </Paper>
      <Paper
        p="xs"
        radius="sm"
        withBorder
        style={{ borderInlineStart: '4px solid var(--mantine-color-teal-filled)' }}
        aria-label={`After: ${sides.after}`}
        role="group"
      >
        <Text size="xs" fw={600} mb={2}>
          After · {sides.after}
        </Text>
        {after}
      </Paper>
    </SimpleGrid>
  );
}

function FieldChangeView({ change, sides }: { change: FieldChange; sides: Sides }) {
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text size="sm" fw={600} mb={4}>
        {FIELD_LABELS[change.field] ?? change.field}
      </Text>
      <SideBySide
        sides={sides}
        before={<FieldValue field={change.field} value={change.before} tone="removed" />}
        after={<FieldValue field={change.field} value={change.after} tone="added" />}
      />
    </Paper>
  );
}

const CHANGE_COLORS = { added: 'teal', removed: 'red', changed: 'yellow' } as const;

function ConditionChangeView({ appId, change, sides }: { appId: string; change: ConditionChange; sides: Sides }) {
  const absent = (
    <Text size="sm" c="dimmed" fs="italic">
      not present
    </Text>
  );
  return (
    <Paper withBorder p="xs" radius="sm">
      <Group gap="xs" mb={4}>
        <Text size="sm" fw={600}>
          Condition {change.key}
        </Text>
        <Badge size="sm" variant="dot" color={CHANGE_COLORS[change.change]}>
          {change.change}
        </Badge>
        {change.changedFields.length > 0 ? (
          <Text size="xs" c="dimmed">
            changed: {change.changedFields.join(', ')}
          </Text>
        ) : null}
      </Group>
      <SideBySide
        sides={sides}
        before={change.before ? <ConditionSummary appId={appId} condition={change.before} withMessages /> : absent}
        after={change.after ? <ConditionSummary appId={appId} condition={change.after} withMessages /> : absent}
      />
    </Paper>
  );
}

/** A revision with nothing of its own changed: a keyword list it uses was saved (a list change makes each rule using it a revision). */
function ListChange({ appId, listIds }: { appId: string; listIds: readonly string[] }) {
  const lists = useKeywordLists(appId, listIds);
  const plural = listIds.length > 1;
  return (
    <Text size="sm">
      Its conditions use the keyword list{plural ? 's' : ''}{' '}
      {listIds.map((id, i) => {
        const list = lists[i]?.data;
        return (
          <Fragment key={id}>
            {i > 0 ? ', ' : null}
            <Anchor component={Link} to={paths.keywordList(appId, id)} underline="always" td="underline">
              {list?.ok ? list.value.name || id : id}
            </Anchor>
          </Fragment>
        );
      })}
      : a change to {plural ? 'one of them' : 'it'} makes a revision like this one, so the change may be in{' '}
      {plural ? 'a list' : 'the list'}, whose page shows the terms it holds now.
    </Text>
  );
}
