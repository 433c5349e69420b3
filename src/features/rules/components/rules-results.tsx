import { Button, Paper, Stack, Text } from '@mantine/core';
import type { RuleList } from '../../../api/rules.ts';
import type { Rule } from '../../../../contract/schemas/rule.ts';
import { applyRuleFilters, hasActiveFilters, type RuleFilters } from '../lib/rule-filters.ts';
import { rulesCaption } from '../lib/rules-caption.ts';
import { RulesTable } from './rules-table.tsx';
import classes from '../../../components/plain-table.module.css';

interface RulesResultsProps {
  appId: string;
  data: RuleList;
  filters: RuleFilters;
  onClear: () => void;
  onOpenHistory: (rule: Rule) => void;
}

export function RulesResults({ appId, data, filters, onClear, onOpenHistory }: RulesResultsProps) {
  const valid = data.items.flatMap((item) => (item.ok ? [item.value] : []));
  const unreadable = data.items.flatMap((item) => (item.ok ? [] : [item]));
  const shown = applyRuleFilters(valid, filters);
  const caption = rulesCaption({
    count: data.meta?.current?.count,
    limit: data.meta?.current?.limit,
    received: data.items.length,
    shown: hasActiveFilters(filters) ? shown.length : undefined,
  });
  if (shown.length === 0 && unreadable.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>No rules match these filters</Text>
          <Text size="sm" c="dimmed">
            {caption}
          </Text>
          <Button size="xs" variant="default" onClick={onClear}>
            Clear filters
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <div className={classes.scroll}>
      <RulesTable appId={appId} rules={shown} unreadable={unreadable} caption={caption} onOpenHistory={onOpenHistory} />
    </div>
  );
}
