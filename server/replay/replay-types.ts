/**
 * What the replay reads of one archived blocked message: only the fields its conditions and
 * filters can look at (text, type, media, sender, receiver, rule, revision and decision), since
 * every field read costs time over a large archive.
 */
export interface ReplayMessage {
  id: string;
  ruleId: string;
  /** `text`, `image`, `video`, `audio`, `file`, or a custom message's own type. */
  type: string | null;
  /** `message` or `custom`. */
  category: string | null;
  /** `data.text` of the message (a caption on a media message). */
  text: string | null;
  /** `data.customData` of a custom message, as JSON text. */
  customText: string | null;
  hasMedia: boolean;
  sender: { uid: string | null; name: string | null; role: string | null };
  receiver: {
    id: string | null;
    kind: 'user' | 'group' | null;
    name: string | null;
    role: string | null;
    type: string | null;
  };
  decision: 'approved' | 'rejected' | 'undecided';
}

/** A keyword list as the replay needs it: what its terms are and whether they are patterns. */
export interface ReplayList {
  id: string;
  category: string;
  terms: readonly string[];
}

/** How a changed rule would judge one message it blocked. */
export type Verdict = 'blocked' | 'released' | 'not-evaluable';

export interface ReplayFigures {
  ruleId: string;
  stillBlocked: string[];
  noLongerBlocked: { approved: string[]; rejected: string[]; undecided: string[] };
  /** Outcome rests on an AI classifier (or a filter) the dashboard cannot run: taken as the service decided, still blocked. */
  notEvaluable: string[];
}
