import { Alert, Anchor, List, Text } from '@mantine/core';
import { paths } from '../../../config/paths.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { Link } from 'react-router';

/** A refused or failed save, in words, with the next step; the edit stays in the form. */
export function SaveError({ error }: { error: ApiError }) {
  const next = error.status === 0 ? 'Check the connection, then save again.'
    : error.status === 403 ? 'Only admins can change rules and keyword lists.'
    : error.status >= 500 ? 'The change may or may not have been made: reload this page in another tab to check before saving again.'
    : 'Correct what it names, then save again.';
  return (
    <Alert color="red" variant="light" title="Not saved" role="alert">
      <Text size="sm">{error.message}</Text>
      <Text size="sm" c="dimmed">{error.status ? `Status ${error.status}, ${error.code}. ` : ''}Your edit is kept. {next}</Text>
    </Alert>
  );
}

/** A saved change: the revision it made, and where to see it in each rule's history. */
export function Saved({ appId, revisionId, rules }: { appId: string; revisionId: string | undefined; rules: { id: string; name?: string | undefined }[] }) {
  return (
    <Alert color="green" variant="light" title="Saved" role="status">
      <Text size="sm">{revisionId ? `The service made revision ${revisionId}.` : 'The service took the change.'}</Text>
      {rules.length > 0 ? (
        <>
          <Text size="sm">See the new revision in the history of:</Text>
          <List size="sm">
            {rules.map((rule) => <List.Item key={rule.id}><Anchor component={Link} to={paths.rule(appId, rule.id)}>{rule.name ?? rule.id}</Anchor></List.Item>)}
          </List>
        </>
      ) : null}
    </Alert>
  );
}
