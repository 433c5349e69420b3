import { Alert, Anchor, List, Text } from '@mantine/core';
import { paths } from '../../../../contract/paths.ts';
import { revisionNumber } from '../../../../contract/schemas/rule.ts';
import { Link } from 'react-router';

/** "Saved as revision 7", in the number the history shows; the service's id where it has none. */
function savedAs(revisionId: string | undefined): string {
  if (!revisionId) return 'The service took the change.';
  const number = revisionNumber(revisionId);
  return `Saved as revision ${number ?? revisionId}.`;
}

/** A saved change: the revision it made, and where to see it in each rule's history. */
export function Saved({
  appId,
  revisionId,
  rules,
}: {
  appId: string;
  revisionId: string | undefined;
  rules: { id: string; name?: string | undefined; revisionId?: string | undefined }[];
}) {
  return (
    <Alert color="green" variant="light" title="Saved" role="status">
      <Text size="sm">{savedAs(revisionId)}</Text>
      {rules.length > 0 ? (
        <>
          <Text size="sm">See the new revision in the history of:</Text>
          <List size="sm">
            {rules.map((rule) => (
              <List.Item key={rule.id}>
                {/* A list's save names no rule revision: the history opens at the rule's current one, the one the save made. */}
                <Anchor
                  component={Link}
                  to={`${paths.rule(appId, rule.id)}?revision=${encodeURIComponent(rule.revisionId ?? '')}`}
                >
                  {rule.name ?? rule.id}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Alert>
  );
}
