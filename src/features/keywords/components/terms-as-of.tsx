import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { KeywordList } from '../../../../contract/schemas/keyword-list.ts';
import { formatMinute } from '../../../lib/format-time.ts';
import { listAsOfQuery } from '../../../queries/archive.ts';
import { asOfView } from '../lib/list-as-of.ts';

const COLORS = { same: 'teal', changed: 'yellow', uncertain: 'gray' } as const;

interface TermsAsOfProps {
  appId: string;
  list: KeywordList;
  /** Unix seconds: when the message that led here was blocked. */
  at: number;
  /** This page without `at`: today's list. */
  todayHref: string;
  /** The terms panel, given the terms to show. */
  children: (terms: readonly string[]) => ReactNode;
}

/**
 * The list as it stood when a message was blocked (`?at=`), from the archive's revisions: a
 * notice saying which revision the terms below are and how today's differs, then those terms.
 */
export function TermsAsOf({ appId, list, at, todayHref, children }: TermsAsOfProps) {
  const asOf = useQuery(listAsOfQuery(appId, list.id, at));
  if (asOf.isPending) return <Skeleton height={120} aria-label="Loading the list as it was" />;
  const view = asOfView(list, asOf.isError ? undefined : asOf.data, formatMinute(at), formatMinute);
  return (
    <Stack gap="md">
      <Alert color={COLORS[view.tone]} variant="light" title={view.title} data-testid="list-as-of">
        <Text size="sm">{view.words}</Text>
        {view.shows === 'then' ? (
          <Anchor component={Link} to={todayHref} size="sm" underline="always">
            Show today&apos;s list
          </Anchor>
        ) : null}
      </Alert>
      {children(view.terms ?? [])}
    </Stack>
  );
}
