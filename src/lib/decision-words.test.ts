import { decisionEffect } from '../../contract/schemas/decision-meaning.ts';
import { blockedDecisionWords, loggedDecisionWords } from './decision-words.ts';

describe('decisionEffect: one reading of every word a decision is kept under', () => {
  it.each([
    ['approve', 'approved'],
    ['approved', 'approved'],
    // The former "Mark reviewed" sent { status: "approved", reviewed: true }: the message was delivered.
    ['review', 'approved'],
    ['reviewed', 'approved'],
    ['reject', 'rejected'],
    ['rejected', 'rejected'],
    ['disapproved', 'rejected'],
    ['disapprove', 'rejected'],
    ['pending', undefined],
    ['escalate', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ] as const)('%s reads as %s', (word, effect) => {
    expect(decisionEffect(word)).toBe(effect);
  });
});

describe('blockedDecisionWords', () => {
  it.each([
    ['approve', 'Approved (delivered)'],
    ['approved', 'Approved (delivered)'],
    ['review', 'Approved (delivered: sent by the former "Mark reviewed")'],
    ['reviewed', 'Approved (delivered: sent by the former "Mark reviewed")'],
    ['reject', 'Marked reviewed (kept blocked)'],
    ['disapproved', 'Marked reviewed (kept blocked)'],
    ['pending', undefined],
  ])('%s', (word, words) => {
    expect(blockedDecisionWords(word)).toBe(words);
  });
});

describe('loggedDecisionWords', () => {
  it.each([
    ['blocked', 'approve', 'Approved (delivered)'],
    ['blocked', 'reject', 'Marked reviewed (kept blocked)'],
    ['flagged', 'approve', 'Approved'],
    ['flagged', 'disapprove', 'Disapproved'],
    ['blocked', 'escalate', 'escalate'],
    ['flagged', 'reject', 'reject'],
  ])('%s %s', (queue, decision, words) => {
    expect(loggedDecisionWords(queue, decision)).toBe(words);
  });
});
