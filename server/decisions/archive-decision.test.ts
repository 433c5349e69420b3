import { archiveDecisionOf, serviceDecisionOf } from './archive-decision.ts';
import type { DecisionEntry } from './decision-entry.ts';

const entry = (decision: DecisionEntry['decision'], extra: Partial<DecisionEntry> = {}): DecisionEntry => ({
  id: 'e1',
  time: '2026-11-25T10:00:00Z',
  decidedAt: '2026-11-25T10:00:05Z',
  username: 'dana',
  appId: 'app',
  messageId: '42',
  queue: 'blocked',
  decision,
  outcome: 'applied',
  ...extra,
});

describe('archiveDecisionOf: what a logged decision did, as the archive keeps it', () => {
  it.each([
    ['approve', 'approved'],
    ['reject', 'rejected'],
    // Written by the former "Mark reviewed", which sent `approved` with `reviewed: true`: delivered.
    ['review', 'approved'],
  ] as const)('%s is kept as %s', (decision, status) => {
    expect(archiveDecisionOf(entry(decision))).toEqual({
      app_id: 'app',
      message_id: '42',
      status,
      decided_by: 'dana',
      decided_at: Date.parse('2026-11-25T10:00:05Z') / 1000,
      source: 'dashboard',
    });
  });

  it.each([
    ['a refused decision', entry('approve', { outcome: 'refused' })],
    ['a flagged decision', entry('disapprove', { queue: 'flagged' })],
  ])('keeps nothing for %s', (_name, logged) => {
    expect(archiveDecisionOf(logged)).toBeUndefined();
  });
});

describe("serviceDecisionOf: a record of the service's reviewed list", () => {
  it.each([
    ['approved', 'approved'],
    ['disapproved', 'rejected'],
    ['pending', undefined],
  ])('%s is kept as %s', (status, kept) => {
    const decision = serviceDecisionOf('app', {
      updatedAt: 1_700_000_000,
      message: { id: '7', data: { moderation: { status } } },
    });
    expect(decision?.status).toBe(kept);
  });
});
