import type { QueryKey } from '@tanstack/react-query';
import type { LiveMessage } from '../../../contract/schemas/live-events.ts';
import type { LiveStatus } from '../../api/live-events.ts';
import { blockedMessageKeys, decisionKeys, userKeys } from '../../queries/query-keys.ts';

/**
 * What the case page of `uid` reads again on one message of the app's live stream:
 * - an action on this user, by anyone: the user, and so their groups (keyed under them); a
 *   delivered message of theirs deleted: the flagged and reviewed lists that show it;
 * - new blocked messages, or a decision on one: the live list (a new block of theirs, or one
 *   another moderator decided), and for a decision the decision log too;
 * - a new report: the flagged list (a message of theirs reported, or a report they made);
 * - a decision on a reported message: the flagged list, and the reviewed list it may move to;
 * - `reload` (events were missed): all of it.
 * Claims, engine failures and actions on other users change nothing it shows.
 */
export function caseRereads(message: LiveMessage, appId: string, uid: string): QueryKey[] {
  const sender = userKeys.sender(appId, uid);
  const live = blockedMessageKeys.all(appId);
  const decisions = decisionKeys.histories(appId);
  const flagged = decisionKeys.flaggedLists(appId);
  const reviewed = decisionKeys.reviewedLists(appId);
  switch (message.type) {
    case 'user-acted':
      if (message.uid !== uid) return [];
      return message.action === 'delete-message' ? [flagged, reviewed] : [sender];
    case 'messages-added':
      return message.queue === 'blocked' ? [live] : [flagged];
    case 'decided':
      return message.queue === 'blocked' ? [live, decisions] : [flagged, reviewed, decisions];
    case 'reload':
      return [sender, live, decisions, flagged, reviewed];
    default:
      return [];
  }
}

/**
 * On (re)connecting, the user and their bans are read again: a stream this page joined was already
 * open, so an action between the page's reads and its joining was not replayed to it. The lists are
 * replayed (Last-Event-ID, or the list's `after`), or `reload` says they cannot be.
 */
export function caseRereadsOnStatus(status: LiveStatus, appId: string, uid: string): QueryKey[] {
  return status === 'live' ? [userKeys.sender(appId, uid)] : [];
}
