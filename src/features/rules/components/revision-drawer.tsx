import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryState } from '../../../components/query-state.tsx';
import { useRuleRevisions } from '../../../queries/rules.ts';
// In this module's chunk, itself out of the page's first load: the list must not wait for a
// second chunk (and a second Suspense) after its data.
import { ListedRevisions } from './listed-revisions.tsx';

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
export function RevisionDrawer({
  appId,
  ruleId,
  ruleName,
  opened,
  revisionId,
  compare,
  onSelect,
  onCompare,
  onClose,
}: RevisionDrawerProps) {
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
            <ListedRevisions
              appId={appId}
              ruleId={ruleId}
              list={data}
              revisionId={revisionId}
              compare={compare}
              onSelect={onSelect}
              onCompare={onCompare}
            />
          )}
        </QueryState>
      ) : null}
    </Drawer>
  );
}
