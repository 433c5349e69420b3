import { ActionIcon, Button, FileButton, Group, ScrollArea, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { patternProblem } from '../../../../contract/conditions/pattern-rules.ts';
import { describeIntake, fileSizeProblem, takeTerms } from '../lib/term-input.ts';

interface Props {
  category: string;
  terms: string[];
  /** Terms as loaded: a pattern already on the list is the service's own and is not judged again. */
  loadedTerms: readonly string[];
  onChange: (terms: string[]) => void;
}

/** Terms one at a time (add, edit, remove), pasted in bulk or read from a CSV or text file. */
export function TermEditor({ category, terms, loadedTerms, onChange }: Props) {
  const [filter, setFilter] = useState('');
  const [bulk, setBulk] = useState('');
  const [said, setSaid] = useState('');
  const [editing, setEditing] = useState<{ index: number; value: string } | undefined>();
  const loaded = useMemo(() => new Set(loadedTerms), [loadedTerms]);
  const shown = terms
    .map((term, index) => ({ term, index }))
    .filter(({ term }) => term.toLowerCase().includes(filter.toLowerCase()))
    .slice(0, 300);

  const take = (input: string) => {
    const intake = takeTerms(input, category, terms);
    onChange([...terms, ...intake.added]);
    setSaid(describeIntake(intake));
  };
  const readFile = async (file: File | null) => {
    if (!file) return;
    const tooBig = fileSizeProblem(file.size);
    if (tooBig) setSaid(tooBig);
    else take(await file.text());
  };
  const problemOf = (term: string) => (category === 'pattern' && !loaded.has(term) ? patternProblem(term) : undefined);

  return (
    <Stack gap="xs" component="section" aria-label="Terms">
      <Group align="end">
        <Textarea
          label={category === 'word' ? 'Add terms (separate with commas or new lines)' : 'Add terms (one a line)'}
          value={bulk}
          onChange={(event) => setBulk(event.currentTarget.value)}
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
        />
        <Button
          onClick={() => {
            take(bulk);
            setBulk('');
          }}
          disabled={bulk.trim() === ''}
        >
          Add
        </Button>
        <FileButton onChange={(file) => void readFile(file)} accept=".csv,.txt,text/csv,text/plain">
          {(props) => (
            <Button variant="default" {...props}>
              Add from a CSV or text file
            </Button>
          )}
        </FileButton>
      </Group>
      {said ? (
        <Text size="sm" role="status">
          {said}
        </Text>
      ) : null}
      <TextInput
        type="search"
        label="Filter terms"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <Text size="sm" c="dimmed">
        {terms.length} terms{shown.length < terms.length ? `; showing ${shown.length}` : ''}
      </Text>
      <ScrollArea.Autosize mah={360} offsetScrollbars="y">
        <Stack
          gap={2}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Terms of the list"
        >
          {shown.map(({ term, index }) => (
            <li key={`${index}:${term}`}>
              {editing?.index === index ? (
                <Group gap={4}>
                  <TextInput
                    aria-label={`Edit term ${term}`}
                    value={editing.value}
                    onChange={(event) => setEditing({ index, value: event.currentTarget.value })}
                    size="xs"
                    style={{ flex: 1 }}
                  />
                  <Button
                    size="compact-sm"
                    onClick={() => {
                      onChange(terms.map((old, i) => (i === index ? editing.value.trim() : old)).filter(Boolean));
                      setEditing(undefined);
                    }}
                  >
                    Done
                  </Button>
                </Group>
              ) : (
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                    {term}
                  </Text>
                  {problemOf(term) ? (
                    <Text size="xs" c="red">
                      {problemOf(term)}
                    </Text>
                  ) : null}
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    onClick={() => setEditing({ index, value: term })}
                    aria-label={`Edit ${term}`}
                  >
                    Edit
                  </Button>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    onClick={() => onChange(terms.filter((_, i) => i !== index))}
                    aria-label={`Remove ${term}`}
                  >
                    ×
                  </ActionIcon>
                </Group>
              )}
            </li>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
