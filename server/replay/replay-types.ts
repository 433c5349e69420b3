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

/**
 * Why the dashboard cannot judge a message itself: a condition names keyword lists the service
 * does not have (the admin can fix that), a condition only the service runs (AI classifiers,
 * media labels, sentence similarity), or a filter on a field the archive does not keep.
 */
export type NotEvaluableCause =
  { cause: 'missing-list'; listIds: string[] } | { cause: 'service-only' } | { cause: 'unkept-field' };

/** A cause with the key its messages are counted under (the cause as JSON, so it reads back whole). */
export interface NotEvaluable {
  notEvaluable: NotEvaluableCause;
  key: string;
}

export function notEvaluable(cause: NotEvaluableCause): NotEvaluable {
  return { notEvaluable: cause, key: JSON.stringify(cause) };
}

/** How a changed rule would judge one message it blocked. */
export type Verdict = 'blocked' | 'released' | NotEvaluable;

export interface ReplayFigures {
  ruleId: string;
  stillBlocked: string[];
  noLongerBlocked: { approved: string[]; rejected: string[]; undecided: string[] };
  /** Outcome rests on what the dashboard cannot judge (NotEvaluableCause): taken as the service decided, still blocked. */
  notEvaluable: string[];
  /** How many of `notEvaluable` each cause accounts for, by `NotEvaluable.key`. */
  notEvaluableBy: Record<string, number>;
}
