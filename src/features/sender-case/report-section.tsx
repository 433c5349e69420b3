import { Button, Group, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describeError } from '../../lib/describe-error.ts';
import { shortListWords, type ShortList } from '../../lib/short-list.ts';

interface ReportSectionProps<Row> {
  /** The heading's id, for the section's name. */
  id: string;
  title: string;
  /** The service's list it reads ("the flagged list"), for the words. */
  what: string;
  query: UseQueryResult<{ short: ShortList | undefined }>;
  /** This sender's rows of that list, once it is read. */
  rows: readonly Row[] | undefined;
  children: (rows: readonly Row[]) => ReactNode;
  /** Below the list: what an action on it did. */
  after?: ReactNode;
}

/** One of the sender's lists read from the service: its count in the heading, "None." when empty, a failed read in words. */
export function ReportSection<Row>({ id, title, what, query, rows, children, after }: ReportSectionProps<Row>) {
  const error = query.isError ? describeError(query.error, what) : undefined;
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {rows ? `${title} (${rows.length})` : title}
      </Title>
      {error ? (
        <Group gap="xs" role="alert">
          <Text
            size="sm"
            c="red"
          >{`${what[0]?.toUpperCase()}${what.slice(1)} could not be read: ${error.title}. ${error.nextStep}`}</Text>
          {error.canRetry ? (
            <Button size="compact-sm" variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
              Retry
            </Button>
          ) : null}
        </Group>
      ) : !rows ? (
        <Text c="dimmed">{`Reading ${what}…`}</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">None.</Text>
      ) : (
        children(rows)
      )}
      {rows && query.data?.short ? (
        <Text size="sm" c="dimmed" mt={4}>
          {shortListWords(query.data.short, 'older ones are not counted here')}
        </Text>
      ) : null}
      {after}
    </section>
  );
}
