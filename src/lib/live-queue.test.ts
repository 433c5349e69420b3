import { claimedByOther, INITIAL_LIVE_STATE, newMessageCount, type LiveQueueState } from './live-queue.ts';
import { decidedWords } from './live-decision-words.ts';
import { applyLiveMessage } from './live-queue-reducer.ts';
import type { LiveMessage } from '../../contract/schemas/live-events.ts';

const run = (...messages: LiveMessage[]): LiveQueueState => messages.reduce(applyLiveMessage, INITIAL_LIVE_STATE);

describe('applyLiveMessage', () => {
  it('keeps who claims what: the list on connect, then each claim and release', () => {
    const state = run(
      { type: 'claims', claims: [{ messageId: '1', username: 'dana', expiresAt: 10 }] },
      { type: 'claimed', messageId: '2', username: 'eve', expiresAt: 20 },
      { type: 'released', messageId: '1', username: 'dana' },
    );
    expect([...state.claims]).toEqual([['2', { username: 'eve', expiresAt: 20 }]]);
  });

  it('ignores a release by someone who no longer holds the claim (it was taken over)', () => {
    const state = run(
      { type: 'claimed', messageId: '1', username: 'eve', expiresAt: 20 },
      { type: 'released', messageId: '1', username: 'dana' },
    );
    expect(state.claims.get('1')?.username).toBe('eve');
  });

  it('records a decision and ends the claim on its message', () => {
    const state = run(
      { type: 'claimed', messageId: '1', username: 'dana', expiresAt: 20 },
      { type: 'decided', queue: 'blocked', messageId: '1', decision: 'approve', username: 'dana', at: 5 },
    );
    expect(state.claims.size).toBe(0);
    expect(state.decided.get('1')).toEqual({ messageId: '1', username: 'dana', decision: 'approve', at: 5 });
  });

  it('collects announced messages once each, newest first, and counts those not named', () => {
    const state = run(
      { type: 'messages-added', queue: 'blocked', count: 2, messageIds: ['2', '1'] },
      { type: 'messages-added', queue: 'blocked', count: 5, messageIds: ['3', '2'] },
    );
    expect(state.arrivals).toEqual(['3', '2', '1']);
    expect(state.unnamed).toBe(3);
  });

  it('keeps flagged reports apart from blocked messages, once each, newest first', () => {
    const state = run(
      { type: 'messages-added', queue: 'flagged', count: 1, messageIds: ['f1'] },
      { type: 'messages-added', queue: 'blocked', count: 1, messageIds: ['b1'] },
      { type: 'messages-added', queue: 'flagged', count: 2, messageIds: ['f2', 'f1'] },
    );
    expect(state.flaggedArrivals).toEqual(['f2', 'f1']);
    expect(state.arrivals).toEqual(['b1']);
  });

  it.each([
    { type: 'engine-failed', messageId: '1', at: 5 },
    { type: 'user-acted', uid: 'noah-kim', action: 'ban', guid: 'general', username: 'dana', at: 5 },
  ] as const)('leaves the queue as it was on %j, which is for other pages', (message) => {
    const before = run({ type: 'claimed', messageId: '1', username: 'dana', expiresAt: 20 });
    expect(applyLiveMessage(before, message)).toBe(before);
  });

  it.each([
    [{ type: 'reload' } as const, { stale: true }],
    [{ type: 'signed-out' } as const, { status: 'stopped' }],
  ])('%j', (message, expected) => {
    expect(run(message)).toMatchObject(expected);
  });
});

describe('newMessageCount', () => {
  it.each([
    { arrivals: [], unnamed: 0, inList: [], expected: 0 },
    { arrivals: ['3', '2'], unnamed: 0, inList: [], expected: 2 },
    { arrivals: ['3', '2'], unnamed: 0, inList: ['2', '3'], expected: 0 },
    { arrivals: ['3', '2'], unnamed: 4, inList: ['2'], expected: 5 },
  ])('$arrivals (+$unnamed) with $inList in the list: $expected', ({ arrivals, unnamed, inList, expected }) => {
    expect(newMessageCount({ arrivals, unnamed }, (id) => inList.includes(id))).toBe(expected);
  });
});

describe('claimedByOther', () => {
  const claims = new Map([['1', { username: 'dana', expiresAt: 1 }]]);
  it.each([
    ['1', 'eve', 'dana'],
    ['1', 'dana', undefined],
    ['2', 'eve', undefined],
  ])('message %s seen by %s: %s', (messageId, me, expected) => {
    expect(claimedByOther(claims, messageId, me)).toBe(expected);
  });
});

describe('decidedWords', () => {
  it.each([
    ['approve', 'approved by dana'],
    ['review', 'approved by dana'],
    ['reject', 'marked reviewed by dana'],
    ['disapprove', 'hidden by dana'],
  ] as const)('%s', (decision, words) => {
    expect(decidedWords({ decision, username: 'dana' })).toBe(words);
  });
});
