import { Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { CopyTextButton } from '../../../components/copy-text-button.tsx';
import { UrlSearchInput } from '../../../components/url-search-input.tsx';
import { csvText, safeFileName } from '../../../lib/csv.ts';
import { downloadText } from '../../../lib/download.ts';
import { termStats, visibleTerms, type TermView } from '../lib/term-stats.ts';
import { TermList } from './term-list.tsx';

interface TermsPanelProps {
  listId: string;
  terms: readonly string[];
  filter: string;
  /** A term to show marked and scrolled into view (the one a blocked message matched). */
  highlight?: string | undefined;
  view: TermView;
  onFilter: (filter: string) => void;
  onView: (view: TermView) => void;
}

/** The list's terms: counts, filter, repeated-only view, copy and CSV download. */
export function TermsPanel({ listId, terms, filter, highlight, view, onFilter, onView }: TermsPanelProps) {
  const stats = useMemo(() => termStats(terms), [terms]);
  // Filtering tens of thousands of terms must not hold up the page.
  const deferredFilter = useDeferredValue(filter);
  const rows = useMemo(() => visibleTerms(stats.rows, deferredFilter, view), [stats, deferredFilter, view]);
  const narrowed = deferredFilter.trim() !== '' || view === 'repeated';

  return (
    <section aria-labelledby="terms-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id="terms-heading">
              Terms
            </Title>
            <Text size="sm" c="dimmed">
              {stats.total} {stats.total === 1 ? 'term' : 'terms'} · {stats.unique} unique · {stats.repeated} repeated
            </Text>
          </div>
          <Group gap="xs">
            <CopyTextButton getText={() => terms.join('\n')} label="Copy all terms" what="the terms" />
            <Button
              size="xs"
              variant="default"
              disabled={terms.length === 0}
              onClick={() =>
                downloadText(
                  safeFileName(`${listId}-terms`, 'csv'),
                  csvText([['term'], ...terms.map((t) => [t])]),
                  'csv',
                )
              }
            >
              Download CSV
            </Button>
          </Group>
        </Group>
        <Group align="flex-end" gap="md" wrap="wrap">
          <UrlSearchInput
            label="Filter terms"
            placeholder="Part of a term"
            value={filter}
            onCommit={onFilter}
            delayMs={150}
            style={{ flex: '1 1 14rem', maxWidth: '28rem' }}
          />
          <Switch
            label="Only repeated terms"
            checked={view === 'repeated'}
            onChange={(e) => onView(e.currentTarget.checked ? 'repeated' : 'all')}
            mb={8}
          />
        </Group>
        <Text size="sm" role="status" aria-live="polite">
          {narrowed ? `Showing ${rows.length} of ${stats.total} terms` : null}
        </Text>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {stats.total === 0
              ? 'This list has no terms.'
              : view === 'repeated' && !deferredFilter
                ? 'No term occurs more than once.'
                : 'No term matches the filter.'}
          </Text>
        ) : (
          <TermList rows={rows} label={`Terms of the list, ${rows.length} shown`} highlight={highlight} />
        )}
      </Stack>
    </section>
  );
}
