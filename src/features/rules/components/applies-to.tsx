import { Code, List, Text } from '@mantine/core';
import { describeRuleFilter } from '../../../lib/conditions/describe-filter.ts';

/** A rule's sender and receiver filters in words; an entry not understood is shown as it came. */
export function AppliesTo({ filters }: { filters: readonly unknown[] | undefined }) {
  if (!filters || filters.length === 0) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" span>
        Applies only when
      </Text>
      <List size="xs" spacing={2} withPadding={false} styles={{ root: { paddingInlineStart: '1.1em' } }}>
        {filters.map((filter, i) => {
          const { text, recognised } = describeRuleFilter(filter);
          return <List.Item key={i}>{recognised ? text : <Code>{text}</Code>}</List.Item>;
        })}
      </List>
    </div>
  );
}
