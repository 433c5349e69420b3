import { DataList, Stack, Text } from '@mantine/core';
import type { Rule } from '../../../../contract/schemas/rule.ts';
import { DataItem } from '../../../components/data-item.tsx';
import { UnixTime } from '../../../components/unix-time.tsx';
import { ActionBadges, EnabledBadge } from './rule-badges.tsx';
import { AppliesTo } from './applies-to.tsx';
import { RuleConditions } from './rule-conditions.tsx';

/** Everything one revision holds, laid out. */
export function RevisionContent({ appId, revision }: { appId: string; revision: Rule }) {
  return (
    <DataList size="sm" labelWidth="7.5rem" withDivider>
      <DataItem label="Name">
        {revision.name || (
          <Text size="sm" c="dimmed">
            not set
          </Text>
        )}
      </DataItem>
      <DataItem label="Description">
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {revision.description || 'not set'}
        </Text>
      </DataItem>
      <DataItem label="Status">
        <EnabledBadge enabled={revision.enabled} />
      </DataItem>
      <DataItem label="Actions">
        <ActionBadges actions={revision.action} />
      </DataItem>
      <DataItem label="Conditions">
        <Stack gap={4}>
          <RuleConditions appId={appId} conditions={revision.conditions} withMessages />
          <AppliesTo filters={revision.filters} />
        </Stack>
      </DataItem>
      <DataItem label="Made">
        <UnixTime seconds={revision.updatedAt} />
      </DataItem>
      <DataItem label="Revision id">
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {revision.revisionId ?? 'none'}
        </Text>
      </DataItem>
    </DataList>
  );
}
