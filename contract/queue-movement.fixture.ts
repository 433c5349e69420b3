import type { QueueMovement } from './queue-movement.ts';

/**
 * A hand-made day and a half of one team's work, for the tests that the leads' figures are the
 * decision log's: the server test writes these blocks and this log to a store and must answer
 * HAND_MADE_MOVEMENT; the SPA's figures of HAND_MADE_MOVEMENT (src/lib/queue-movement.test.ts) and
 * the section that shows them must read the figures worked out by hand below.
 */
export const D0 = 1_779_926_400; // a UTC midnight
const H = 3600;

/** Message id → when it was blocked (the archive). 6 was blocked the day before the range. */
export const HAND_MADE_BLOCKS: Record<number, number> = {
  1: D0 + H,
  2: D0 + 2 * H,
  3: D0 + 3 * H,
  4: D0 + 5 * H,
  5: D0 + 26 * H,
  6: D0 - H,
  7: D0 + 3.5 * H,
};

/** The decision log: only applied decisions on blocked messages count (4's was refused; 3's flagged one is another queue). 99 was never archived. */
export const HAND_MADE_LOG = [
  { username: 'dana', messageId: '1', queue: 'blocked', decision: 'approve', at: D0 + H + 600, outcome: 'applied' },
  { username: 'dana', messageId: '2', queue: 'blocked', decision: 'reject', at: D0 + 2 * H + 1800, outcome: 'applied' },
  { username: 'lee', messageId: '6', queue: 'blocked', decision: 'reject', at: D0 + 2 * H + 300, outcome: 'applied' },
  {
    username: 'lee',
    messageId: '3',
    queue: 'flagged',
    decision: 'disapprove',
    at: D0 + 3 * H + 60,
    outcome: 'applied',
  },
  { username: 'lee', messageId: '3', queue: 'blocked', decision: 'approve', at: D0 + 4 * H, outcome: 'applied' },
  { username: 'lee', messageId: '7', queue: 'blocked', decision: 'approve', at: D0 + 4 * H + 600, outcome: 'applied' },
  { username: 'dana', messageId: '4', queue: 'blocked', decision: 'approve', at: D0 + 6 * H, outcome: 'refused' },
  { username: 'lee', messageId: '99', queue: 'blocked', decision: 'approve', at: D0 + 27 * H, outcome: 'applied' },
  { username: 'dana', messageId: '5', queue: 'blocked', decision: 'approve', at: D0 + 30 * H, outcome: 'applied' },
] as const;

/** Asked for two days by day, at one hour past their end. */
export const HAND_MADE_QUERY = { bucket: 'day', from: D0, to: D0 + 48 * H, now: D0 + 49 * H } as const;

export const HAND_MADE_MOVEMENT: QueueMovement = {
  bucket: 'day',
  from: D0,
  to: D0 + 48 * H,
  bucketSeconds: 24 * H,
  now: D0 + 49 * H,
  waiting: {
    // 6 waited from the day before.
    before: { blocked: 1, decided: 0 },
    buckets: [
      // 1, 2, 3, 4 and 7 blocked; 1, 2, 3, 6 and 7 decided: 4 (blocked at 5:00) waits.
      { time: D0, blocked: 5, decided: 5, oldestWaiting: D0 + 5 * H },
      // 5 blocked and decided; 99's decision is on no archived message.
      { time: D0 + 24 * H, blocked: 1, decided: 1, oldestWaiting: D0 + 5 * H },
    ],
    now: { blocked: 7, decided: 6, oldestWaiting: D0 + 5 * H },
  },
  decisions: [
    { messageId: '5', username: 'dana', decision: 'approved', decidedAt: D0 + 30 * H, blockedAt: D0 + 26 * H },
    { messageId: '99', username: 'lee', decision: 'approved', decidedAt: D0 + 27 * H, blockedAt: null },
    { messageId: '7', username: 'lee', decision: 'approved', decidedAt: D0 + 4 * H + 600, blockedAt: D0 + 3.5 * H },
    { messageId: '3', username: 'lee', decision: 'approved', decidedAt: D0 + 4 * H, blockedAt: D0 + 3 * H },
    { messageId: '6', username: 'lee', decision: 'rejected', decidedAt: D0 + 2 * H + 300, blockedAt: D0 - H },
    { messageId: '2', username: 'dana', decision: 'rejected', decidedAt: D0 + 2 * H + 1800, blockedAt: D0 + 2 * H },
    { messageId: '1', username: 'dana', decision: 'approved', decidedAt: D0 + H + 600, blockedAt: D0 + H },
  ],
  decisionsComplete: true,
};
