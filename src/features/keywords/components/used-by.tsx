import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../contract/paths.ts';
import { ALL_RULES_LIMIT, rulesReferencingList } from '../../../lib/conditions/keyword-references.ts';
import { useRules } from '../../../queries/rules.ts';

/** The rules whose conditions refer to this list, found from the rules list (no other way). */
export function UsedBy({ appId, listId }: { appId: string; listId: string }) {
  const rules = useRules(appId, ALL_RULES_LIMIT);
  let content;
  if (rules.isPending)
    content = (
      <Text size="sm" c="dimmed">
        looking through the rules…
      </Text>
    );
  else if (rules.isError) {
    content = (
      <Text size="sm" c="red">
        the rules could not be loaded.{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          underline="always"
          td="underline"
          onClick={() => void rules.refetch()}
        >
          Retry
        </Anchor>
      </Text>
    );
  } else {
    const valid = rules.data.items.flatMap((item) => (item.ok ? [item.value] : []));
    const users = rulesReferencingList(valid, listId);
    content =
      users.length === 0 ? (
        <Text size="sm" c="dimmed">
          no rule refers to this list.
        </Text>
      ) : (
        <Text size="sm" component="span">
          {users.map((rule, i) => (
            <Fragment key={rule.id}>
              {i > 0 ? ', ' : null}
              <Anchor component={Link} to={paths.rule(appId, rule.id)} size="sm" underline="always" td="underline">
                {rule.name || rule.id}
              </Anchor>
              {rule.enabled === false ? (
                <Badge size="xs" variant="dot" color="gray" ml={4}>
                  disabled
                </Badge>
              ) : null}
            </Fragment>
          ))}
        </Text>
      );
  }
  return (
    <Group gap={6} align="baseline" wrap="wrap" component="section" aria-label="Used by">
      <Text size="sm" fw={600}>
        Used by:
      </Text>
      {content}
    </Group>
  );
}
