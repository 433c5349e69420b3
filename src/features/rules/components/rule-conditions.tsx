import { List, Text } from '@mantine/core';
import type { Condition } from '../../../../contract/schemas/condition.ts';
import { ConditionSummary } from '../../../components/condition-summary.tsx';

interface RuleConditionsProps {
  appId: string;
  conditions: readonly Condition[] | undefined;
  withMessages?: boolean;
}

/** A rule's conditions in words, one per line. */
export function RuleConditions({ appId, conditions, withMessages = false }: RuleConditionsProps) {
  if (!conditions || conditions.length === 0) {
    return (
      <Text size="sm" c="dimmed" span>
        no conditions
      </Text>
    );
  }
  if (conditions.length === 1 && conditions[0]) {
    return <ConditionSummary appId={appId} condition={conditions[0]} withMessages={withMessages} />;
  }
  return (
    <List
      size="sm"
      spacing={4}
      withPadding={false}
      listStyleType="disc"
      styles={{ root: { paddingInlineStart: '1.1em' } }}
    >
      {conditions.map((condition, i) => (
        <List.Item key={String(condition.id ?? `#${i}`)}>
          <ConditionSummary appId={appId} condition={condition} withMessages={withMessages} />
        </List.Item>
      ))}
    </List>
  );
}
