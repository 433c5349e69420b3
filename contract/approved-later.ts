/**
 * "Approved later", as the server's `GET /api/apps/:appId/archive/approved-later` answers it: of
 * the messages a rule revision blocked, how many a moderator later approved (the block was
 * wrong). The server counts it (server/archive/approved-later.ts); every page that shows it (the
 * blocked list's counts, the rule page's revisions, Trends) reads it from there and says it
 * with the words below, so no two pages can disagree about one revision.
 */

export interface ApprovedLater {
  /** Every archived block in the period, decided or not. */
  blocked: number;
  /** Blocks whose message a moderator later approved. */
  approved: number;
}

export interface RevisionApprovedLater extends ApprovedLater {
  ruleId: string;
  revisionId: string;
}

export interface RuleApprovedLater extends ApprovedLater {
  ruleId: string;
}

export interface ApprovedLaterAnswer {
  /** The period, Unix seconds, [from, to); null: from the archive's oldest record, or up to now. */
  from: number | null;
  to: number | null;
  revisions: RevisionApprovedLater[];
  rules: RuleApprovedLater[];
}

/** Below this many blocks a share says little: Trends lists such revisions apart, unranked. */
export const FEWEST_TO_JUDGE = 5;

/** From this share of its blocks approved later, a revision is worth checking. */
export const MANY_APPROVED = 0.2;

/** The route's query for a period; none: all the archive holds, the blocked page's and rule page's. */
export function approvedLaterQuery(period: { from?: number; to?: number } = {}): string {
  const params = new URLSearchParams();
  if (period.from !== undefined) params.set('from', String(period.from));
  if (period.to !== undefined) params.set('to', String(period.to));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** One revision's figure, as every page looks it up; undefined when the archive holds none of its blocks. */
export function revisionFigure(
  answer: ApprovedLaterAnswer,
  ruleId: string,
  revisionId: string,
): ApprovedLater | undefined {
  return answer.revisions.find((entry) => entry.ruleId === ruleId && entry.revisionId === revisionId);
}

export function ruleFigure(answer: ApprovedLaterAnswer, ruleId: string): ApprovedLater | undefined {
  return answer.rules.find((entry) => entry.ruleId === ruleId);
}

/** approved / blocked; 0 for no blocks. */
export function approvedShare(figure: ApprovedLater): number {
  return figure.blocked === 0 ? 0 : figure.approved / figure.blocked;
}

/** Whether the revision's share is worth a look: enough blocks, and many of them approved. */
export function worthChecking(figure: ApprovedLater): boolean {
  return figure.blocked >= FEWEST_TO_JUDGE && approvedShare(figure) >= MANY_APPROVED;
}

const count = (n: number) => n.toLocaleString('en');

/** "2 of 8 blocks approved later (25%)": what it counts, in its own words. */
export function approvedLaterWords(figure: ApprovedLater): string {
  if (figure.blocked === 0) return 'no blocks in the archive';
  const percent = Math.round(approvedShare(figure) * 100);
  return `${count(figure.approved)} of ${count(figure.blocked)} block${figure.blocked === 1 ? '' : 's'} approved later (${percent}%)`;
}
