import { z } from 'zod';
import type { OutcomeKind } from '../audit/audit-store.ts';

/** What happened to a decision the dashboard forwarded: the service's answer decides it. */
export type DecisionOutcome = 'intended' | OutcomeKind;

export const decisionEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  username: z.string(),
  appId: z.string(),
  messageId: z.string(),
  queue: z.enum(['blocked', 'flagged']),
  decision: z.enum(['approve', 'reject', 'review', 'disapprove']),
  ruleId: z.string().optional(),
  revisionId: z.string().optional(),
  /** Why, in the moderator's chosen words (a flag reason or a built-in one); required on a bulk decision by the page. */
  reason: z.string().max(200).optional(),
  outcome: z.enum(['intended', 'applied', 'refused', 'unknown']),
  /** The service's answer: its status, and its error code and words when it refused. */
  answer: z.object({ status: z.number(), code: z.string().optional(), message: z.string().optional() }).optional(),
  decidedAt: z.string().optional(),
});
export type DecisionEntry = z.infer<typeof decisionEntrySchema>;
export type DecisionIntent = Omit<DecisionEntry, 'id' | 'time' | 'outcome' | 'answer' | 'decidedAt'>;
export interface DecisionQuery {
  messageIds?: readonly string[];
  limit: number;
}

/**
 * Where decisions are kept: the store (store/decision-store.ts, with the optional JSON-lines copy
 * in decisionLogFile). `write` is called with the intent and again with the settled entry (same id), and
 * throws when the entry could not be kept.
 */
export interface DecisionRecords {
  /** Whether entries outlive a restart. */
  readonly persisted: boolean;
  /** What the operator should check when a write fails, in words. */
  readonly nextStep: string;
  write(entry: DecisionEntry): Promise<void>;
  /** Newest first: one app's decisions, or only those on the given messages. */
  latest(appId: string, query: DecisionQuery): Promise<DecisionEntry[]>;
}
