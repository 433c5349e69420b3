import { Drawer, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { useRuleRevisions } from '../../../queries/rules.ts';

// The history view (diff, switch, grid) loads when the drawer first opens, not with the page.
const RevisionHistory = lazy(() => import('./revision-history.tsx').then((m) => ({ default: m.RevisionHistory })));

const loading = (
  <Stack gap="xs" aria-busy="true" aria-label="Loading the history">
    <Skeleton height={28} />
    <Skeleton height={28} />
    <Skeleton height={120} />
  </Stack>
);

export interface RevisionDrawerProps {
  appId: string;
  ruleId: string | undefined;
  /** For the title; the id is used until the name is known. */
  ruleName?: string;
  opened: boolean;
  revisionId: string | undefined;
  compare: boolean;
  onSelect: (revisionId: string) => void;
  onCompare: (on: boolean) => void;
  onClose: () => void;
}

/** A rule's revision history (operation 3) in a drawer whose state lives in the URL. */
export function RevisionDrawer({ appId, ruleId, ruleName, opened, revisionId, compare, onSelect, onCompare, onClose }: RevisionDrawerProps) {
  const wide = useMediaQuery('(min-width: 48em)');
  const revisions = useRuleRevisions(appId, opened ? ruleId : undefined);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={wide ? 'min(960px, 92vw)' : '100%'}
      title={`History of ${ruleName || ruleId || 'rule'}`}
      closeButtonProps={{ 'aria-label': 'Close history' }}
      // The list is in the DOM from the first frame; the slide is short and off with reduced motion (theme).
      transitionProps={{ duration: 120 }}
    >
      {ruleId ? (
        <QueryState query={revisions} what="this rule's revisions">
          {(data) => (
            <Suspense fallback={loading}>
              <RevisionHistory
                appId={appId}
                items={data.items}
                revisionId={revisionId}
                compare={compare}
                onSelect={onSelect}
                onCompare={onCompare}
              />
            </Suspense>
          )}
        </QueryState>
      ) : null}
    </Drawer>
  );
}
