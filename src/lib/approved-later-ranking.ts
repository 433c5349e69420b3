import { approvedShare, FEWEST_TO_JUDGE, type RevisionApprovedLater } from '../../contract/approved-later.ts';

export interface ApprovedLaterRanking {
  /** Most often approved later first: by share, then by how many were approved, then by blocks. */
  ranked: RevisionApprovedLater[];
  /** Fewer than FEWEST_TO_JUDGE blocks: one approval would put them on top, so they are not ranked. */
  tooFew: RevisionApprovedLater[];
}

const byShare = (a: RevisionApprovedLater, b: RevisionApprovedLater) =>
  approvedShare(b) - approvedShare(a) ||
  b.approved - a.approved ||
  b.blocked - a.blocked ||
  a.ruleId.localeCompare(b.ruleId) ||
  a.revisionId.localeCompare(b.revisionId);

/** "Which revision is wrong most often?": revisions ranked by the share of their blocks approved later. */
export function rankByApprovedLater(revisions: readonly RevisionApprovedLater[]): ApprovedLaterRanking {
  const enough = (entry: RevisionApprovedLater) => entry.blocked >= FEWEST_TO_JUDGE;
  return {
    ranked: revisions.filter(enough).sort(byShare),
    tooFew: revisions.filter((entry) => !enough(entry)).sort(byShare),
  };
}

/** The revision of a rule most often approved later, when any of its blocks were and it has enough to judge. */
export function mostOftenWrong(revisions: readonly RevisionApprovedLater[], ruleId: string): string | undefined {
  const [first] = rankByApprovedLater(revisions.filter((entry) => entry.ruleId === ruleId)).ranked;
  return first && first.approved > 0 ? first.revisionId : undefined;
}
