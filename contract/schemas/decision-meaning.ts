/**
 * What a decision on a blocked message did: `approved`, the message was delivered (the block was
 * wrong); `rejected`, the block stands.
 */
export type DecisionEffect = 'approved' | 'rejected';

/**
 * The one reading of every word a decision is kept under, for the decision log, the reviewed
 * page, the archive's decisions and the "approved later" figures alike:
 * - the decision log's words: `approve`, `reject` (`{ status: "rejected", reviewed: true }`,
 *   today's "Mark reviewed"), `disapprove` (a flagged message hidden);
 * - archive_decisions' statuses: `approved`, `rejected`;
 * - the service's `moderation.status`: `approved`, `disapproved` (`pending` is no decision);
 * - `review` (decision log) and `reviewed` (archive): what "Mark reviewed" wrote before it kept
 *   messages blocked. It sent `{ status: "approved", reviewed: true }`, so the service delivered
 *   those messages: they count as approved.
 */
const EFFECTS: Readonly<Record<string, DecisionEffect>> = {
  approve: 'approved',
  approved: 'approved',
  review: 'approved',
  reviewed: 'approved',
  reject: 'rejected',
  rejected: 'rejected',
  disapprove: 'rejected',
  disapproved: 'rejected',
};

/** The effect of a decision kept under `word`, or undefined for none (pending, unknown, missing). */
export function decisionEffect(word: string | null | undefined): DecisionEffect | undefined {
  return word ? EFFECTS[word] : undefined;
}

/** Whether `word` is what the former "Mark reviewed" wrote (an approval that delivered the message). */
export function isFormerMarkReviewed(word: string | null | undefined): boolean {
  return word === 'review' || word === 'reviewed';
}
