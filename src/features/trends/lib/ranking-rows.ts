import { approvedLaterWords, type RevisionApprovedLater } from '../../../../contract/approved-later.ts';
import { paths } from '../../../../contract/paths.ts';
import { revisionNumber } from '../../../../contract/schemas/rule.ts';
import { rankByApprovedLater } from '../../../lib/approved-later-ranking.ts';

export interface RankingRow {
  key: string;
  /** "Spam links, revision 4". */
  name: string;
  /** The rule's page open at that revision. */
  to: string;
  /** "2 of 8 blocks approved later (25%)". */
  figure: string;
}

/** The ranking as the page lists it: ranked revisions, and those with too few blocks to judge. */
export function rankingRows(
  appId: string,
  revisions: readonly RevisionApprovedLater[],
  nameOf: (ruleId: string) => string,
): { ranked: RankingRow[]; tooFew: RankingRow[] } {
  const row = (entry: RevisionApprovedLater): RankingRow => {
    const n = revisionNumber(entry.revisionId);
    return {
      key: `${entry.ruleId}\u0000${entry.revisionId}`,
      name: `${nameOf(entry.ruleId)}, ${n === undefined ? entry.revisionId : `revision ${n}`}`,
      to: paths.rule(appId, entry.ruleId, entry.revisionId),
      figure: approvedLaterWords(entry),
    };
  };
  const { ranked, tooFew } = rankByApprovedLater(revisions);
  return { ranked: ranked.map(row), tooFew: tooFew.map(row) };
}
