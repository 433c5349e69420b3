import { Anchor, Button, Code, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Checked } from '../../../../contract/schemas/common.ts';
import type { Rule } from '../../../../contract/schemas/rule.ts';
import { revisionNumber } from '../../../../contract/schemas/rule.ts';
import { paths } from '../../../../contract/paths.ts';
import { ExpandableText } from '../../../components/expandable-text.tsx';
import plainTable from '../../../components/plain-table.module.css';
import { UnixTime } from '../../../components/unix-time.tsx';
import { ActionBadges, DefaultBadge, EnabledBadge, UnexpectedDataBadge } from './rule-badges.tsx';
import { AppliesTo } from './applies-to.tsx';
import { RuleConditions } from './rule-conditions.tsx';
import { useHistoryPrefetch } from './use-history-prefetch.ts';
import classes from './rules-table.module.css';

interface RulesTableProps {
  appId: string;
  rules: Rule[];
  unreadable: Extract<Checked<Rule>, { ok: false }>[];
  caption: string;
  onOpenHistory: (rule: Rule) => void;
}

const COLUMNS = ['Rule', 'Description', 'Conditions', 'Actions', 'Status', 'Revision', 'Last updated'];

export function RulesTable({ appId, rules, unreadable, caption, onOpenHistory }: RulesTableProps) {
  return (
    <table className={`${plainTable.table} ${classes.table}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rules.map((rule) => (
          <RuleRow key={rule.id} appId={appId} rule={rule} onOpenHistory={onOpenHistory} />
        ))}
        {unreadable.map((item, i) => (
          <tr key={`unreadable-${i}`}>
            <td colSpan={COLUMNS.length} data-label="Rule">
              <Stack gap={4}>
                <Group gap="xs">
                  <UnexpectedDataBadge />
                  <Text size="sm">This record does not look like a rule: {item.problem}</Text>
                </Group>
                <Code block>{JSON.stringify(item.raw, null, 2)}</Code>
              </Stack>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RuleRow({ appId, rule, onOpenHistory }: { appId: string; rule: Rule; onOpenHistory: (rule: Rule) => void }) {
  const prefetchHistory = useHistoryPrefetch(appId);
  const name = rule.name || rule.id;
  const revision = revisionNumber(rule.revisionId);
  return (
    <tr>
      <td className={classes.nameCell} data-label="Rule">
        <Stack gap={2}>
          <Group gap={6} wrap="wrap">
            <Anchor component={Link} to={paths.rule(appId, rule.id)} fw={600} size="sm">
              {name}
            </Anchor>
            {rule.default ? <DefaultBadge /> : null}
          </Group>
          <span className={classes.id}>{rule.id}</span>
        </Stack>
      </td>
      <td className={classes.descriptionCell} data-label="Description">
        <ExpandableText text={rule.description} />
      </td>
      <td className={classes.conditionsCell} data-label="Conditions">
        <RuleConditions appId={appId} conditions={rule.conditions} />
        <AppliesTo filters={rule.filters} />
      </td>
      <td className={classes.tight} data-label="Actions">
        <ActionBadges actions={rule.action} />
      </td>
      <td className={classes.tight} data-label="Status">
        <EnabledBadge enabled={rule.enabled} />
      </td>
      <td className={classes.tight} data-label="Revision">
        {rule.revisionId ? (
          <Button
            size="compact-sm"
            variant="light"
            fw={500}
            onClick={() => onOpenHistory(rule)}
            {...prefetchHistory(rule.id)}
            aria-label={`${revision === undefined ? 'History' : `Rev. ${revision}`}: open the history of ${name}`}
          >
            {revision === undefined ? 'History' : `Rev. ${revision}`}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            none
          </Text>
        )}
      </td>
      <td className={classes.updatedCell} data-label="Last updated">
        <UnixTime seconds={rule.updatedAt} />
      </td>
    </tr>
  );
}
