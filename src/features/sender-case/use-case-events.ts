import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_CLIENT_ID } from '../../api/live-client-id.ts';
import { caseRereads, caseRereadsOnStatus } from './case-events.ts';

/**
 * Keeps a sender's case live: on the app's event stream (the tab's one stream, shared with the live
 * queue and the engine-failure banner) it reads again what an event changed (`case-events.ts`).
 */
export function useCaseEvents(appId: string, uid: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!appId || !uid || typeof EventSource === 'undefined') return;
    let close: () => void = () => undefined;
    let cancelled = false;
    const reread = (keys: readonly QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    void import('../../api/live-events.ts')
      .then(({ connectLiveEvents }) => {
        if (cancelled) return;
        close = connectLiveEvents(
          appId,
          LIVE_CLIENT_ID,
          (message) => reread(caseRereads(message, appId, uid)),
          (status) => reread(caseRereadsOnStatus(status, appId, uid)),
        );
      })
      // The stream's code could not be loaded (offline): the page stays as it was read.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      close();
    };
  }, [appId, uid, queryClient]);
}
