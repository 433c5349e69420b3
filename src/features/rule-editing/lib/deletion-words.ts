import type { ReplayRule } from '../../../api/replay.ts';

/** What deleting a rule gives up, in words, from the replay of its deletion over the last 30 days on record. */
export function deletionWords(figures: ReplayRule | undefined | 'counting' | 'unknown'): string {
  const after = "The service stops applying it at once; its revisions stay in the dashboard's archive.";
  if (figures === 'counting') return `Counting what it blocked in the last 30 days… ${after}`;
  if (figures === 'unknown')
    return `What it blocked in the last 30 days could not be counted (the archive did not answer). ${after}`;
  const { approved, rejected, undecided } = figures?.noLongerBlocked ?? { approved: 0, rejected: 0, undecided: 0 };
  const total = approved + rejected + undecided + (figures?.stillBlocked ?? 0);
  if (total === 0) return `It blocked no message in the last 30 days on record. ${after}`;
  const split = [
    `${rejected} moderators kept blocked`,
    `${approved} approved later`,
    `${undecided} never decided`,
  ].join(', ');
  return `In the last 30 days it blocked ${total} message${total === 1 ? '' : 's'} on record (${split}); messages like them will get through. ${after}`;
}
