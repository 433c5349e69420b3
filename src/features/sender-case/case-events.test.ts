import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../../contract/schemas/live-events.ts';
import { blockedMessageKeys, decisionKeys, userKeys } from '../../queries/query-keys.ts';
import { caseRereads, caseRereadsOnStatus } from './case-events.ts';

const SENDER = userKeys.sender('demo-app', 'noah-kim');
const LIVE = blockedMessageKeys.all('demo-app');
const DECISIONS = decisionKeys.histories('demo-app');
const FLAGGED = decisionKeys.flaggedLists('demo-app');
const REVIEWED = decisionKeys.reviewedLists('demo-app');
const acted = (uid: string, action: 'ban' | 'deactivate' | 'delete-message' = 'ban'): LiveMessage => ({
  type: 'user-acted',
  uid,
  action,
  ...(action === 'ban' ? { guid: 'general' } : {}),
  ...(action === 'delete-message' ? { messageId: '402' } : {}),
  username: 'dana',
  at: 5,
});

describe("what a sender's case page reads again on an event of the app's stream", () => {
  it.each<[string, LiveMessage, QueryKey[]]>([
    ['a ban of this sender: the user and their bans', acted('noah-kim'), [SENDER]],
    ['a deactivation of this sender: the user', acted('noah-kim', 'deactivate'), [SENDER]],
    [
      'a delivered message of theirs deleted: the lists that show it',
      acted('noah-kim', 'delete-message'),
      [FLAGGED, REVIEWED],
    ],
    ['an action on another user: nothing', acted('amelie-dubois'), []],
    ['a message of another user deleted: nothing', acted('amelie-dubois', 'delete-message'), []],
    [
      'new blocked messages: the live list',
      { type: 'messages-added', queue: 'blocked', count: 2, messageIds: ['1', '2'] },
      [LIVE],
    ],
    [
      'new flagged reports: the flagged list',
      { type: 'messages-added', queue: 'flagged', count: 1, messageIds: ['f1'] },
      [FLAGGED],
    ],
    [
      'a decision on a blocked message: the live list and the decisions',
      { type: 'decided', queue: 'blocked', messageId: '1', decision: 'reject', username: 'dana', at: 5 },
      [LIVE, DECISIONS],
    ],
    [
      'a decision on a flagged message: the flagged and reviewed lists, and the decisions',
      { type: 'decided', queue: 'flagged', messageId: 'f1', decision: 'disapprove', username: 'dana', at: 5 },
      [FLAGGED, REVIEWED, DECISIONS],
    ],
    ['events missed: everything', { type: 'reload' }, [SENDER, LIVE, DECISIONS, FLAGGED, REVIEWED]],
    ['a claim: nothing', { type: 'claimed', messageId: '1', username: 'dana', expiresAt: 9 }, []],
    ['a release: nothing', { type: 'released', messageId: '1', username: 'dana' }, []],
    ['the claims on connecting: nothing', { type: 'claims', claims: [] }, []],
    ['an engine failure: nothing', { type: 'engine-failed', messageId: '1', at: 5 }, []],
    ['signed out: nothing', { type: 'signed-out' }, []],
  ])('%s', (_, message, keys) => {
    expect(caseRereads(message, 'demo-app', 'noah-kim')).toEqual(keys);
  });

  it('the keys it names are the ones the page reads under (prefixes of them)', () => {
    const groupKey = userKeys.group('demo-app', 'noah-kim', 'general');
    expect(groupKey.slice(0, SENDER.length)).toEqual([...SENDER]);
    const history = decisionKeys.history('demo-app', ['1']);
    expect(history.slice(0, DECISIONS.length)).toEqual([...DECISIONS]);
    expect(blockedMessageKeys.list('demo-app', 500).slice(0, LIVE.length)).toEqual([...LIVE]);
    expect(decisionKeys.flagged('demo-app', 1000).slice(0, FLAGGED.length)).toEqual([...FLAGGED]);
    expect(decisionKeys.reviewed('demo-app', 1000).slice(0, REVIEWED.length)).toEqual([...REVIEWED]);
  });

  it.each([
    ['live', [SENDER]],
    ['connecting', []],
    ['stopped', []],
  ] as const)('on the stream becoming %s', (status, keys) => {
    expect(caseRereadsOnStatus(status, 'demo-app', 'noah-kim')).toEqual(keys);
  });
});
