import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../contract/paths.ts';

/** The service cannot list keyword lists, so a list is also opened by its id. */
export function OpenKeywordList({ appId }: { appId: string }) {
  const [id, setId] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = id.trim();
    if (trimmed) navigate(paths.keywordList(appId, trimmed));
  };
  return (
    <form onSubmit={submit} aria-label="Open a keyword list">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Open keyword list by id"
          placeholder="profanity-list"
          value={id}
          onChange={(event) => setId(event.currentTarget.value)}
          size="xs"
          style={{ flex: 1 }}
        />
        <Button type="submit" size="xs" variant="default" disabled={!id.trim()}>
          Open
        </Button>
      </Group>
    </form>
  );
}
