import type { ReplayRule } from '../../../api/replay.ts';
import { deletionWords } from './deletion-words.ts';

const rule = (approved: number, rejected: number, undecided: number, stillBlocked = 0): ReplayRule => ({
  ruleId: 'r',
  stillBlocked,
  noLongerBlocked: { approved, rejected, undecided },
  notEvaluable: 0,
  ids: { stillBlocked: [], approved: [], rejected: [], undecided: [], notEvaluable: [] },
});

describe('deletionWords', () => {
  it.each([
    ['while counting', 'counting' as const, /^Counting what it blocked in the last 30 days…/],
    ['when the archive did not answer', 'unknown' as const, /could not be counted/],
    [
      'no blocks on record (the rule absent from the replay)',
      undefined,
      /^It blocked no message in the last 30 days on record\./,
    ],
    [
      'one block',
      rule(0, 1, 0),
      /^In the last 30 days it blocked 1 message on record \(1 moderators kept blocked, 0 approved later, 0 never decided\)/,
    ],
    [
      'several',
      rule(3, 5, 2),
      /it blocked 10 messages on record \(5 moderators kept blocked, 3 approved later, 2 never decided\); messages like them will get through\./,
    ],
  ])('%s', (_name, figures, words) => {
    expect(deletionWords(figures)).toMatch(words);
  });
});
