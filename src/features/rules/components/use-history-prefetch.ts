import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ruleRevisionsQuery } from '../../../queries/rules.ts';
import { preloadRevisionDrawer } from './url-revision-drawer.tsx';

export interface HistoryPrefetchProps {
  onMouseEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
}

/**
 * Props for a control that opens a rule's history: on hover, focus or press, the revisions and
 * the drawer's code start loading, so that the click finds both there (the drawer lists the
 * revisions within 150 ms of the click).
 */
export function useHistoryPrefetch(appId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (ruleId: string | undefined): HistoryPrefetchProps => {
      const prefetch = () => {
        if (!ruleId) return;
        void queryClient.prefetchQuery(ruleRevisionsQuery(appId, ruleId));
        void preloadRevisionDrawer().catch(() => undefined);
      };
      return { onMouseEnter: prefetch, onFocus: prefetch, onPointerDown: prefetch };
    },
    [queryClient, appId],
  );
}
