import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FLAGGED_LIMIT, REVIEWED_LIMIT } from '../../config/decision-list-limits.ts';
import { flaggedMessagesQuery, reviewedMessagesQuery } from '../../queries/decisions.ts';
import { FlaggedSent } from './flagged-sent.tsx';
import { ReportsMade } from './reports-made.tsx';
import { ReviewedSent } from './reviewed-sent.tsx';
import { flaggedSentBy, reportsMadeBy, reviewedSentBy } from './sender-facts.ts';

interface SenderReportsProps {
  appId: string;
  uid: string;
  canDelete: boolean;
  /**
   * Whether the first screen (the user and their blocks) has its answers: the flagged and
   * reviewed lists (up to a thousand records each, the same reads as their own pages) are asked
   * for only then, so they never compete with it.
   */
  ready: boolean;
}

/** The flagged messages this uid sent, the reports they made, and their reviewed messages, from the service's lists. */
export function SenderReports({ appId, uid, canDelete, ready }: SenderReportsProps) {
  const flagged = useQuery({ ...flaggedMessagesQuery(appId, FLAGGED_LIMIT), enabled: ready });
  const reviewed = useQuery({ ...reviewedMessagesQuery(appId, REVIEWED_LIMIT), enabled: ready });
  const sent = useMemo(() => (flagged.data ? flaggedSentBy(flagged.data.items, uid) : undefined), [flagged.data, uid]);
  const reports = useMemo(
    () => (flagged.data ? reportsMadeBy(flagged.data.items, uid) : undefined),
    [flagged.data, uid],
  );
  const decided = useMemo(
    () => (reviewed.data ? reviewedSentBy(reviewed.data.items, uid) : undefined),
    [reviewed.data, uid],
  );
  return (
    <>
      <FlaggedSent appId={appId} uid={uid} canDelete={canDelete} query={flagged} rows={sent} />
      <ReportsMade appId={appId} query={flagged} rows={reports} />
      <ReviewedSent appId={appId} query={reviewed} rows={decided} />
    </>
  );
}
