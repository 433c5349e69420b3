import { GROUP_ACTIONS, type GroupAction } from '../../../contract/schemas/group-actions.ts';
import type { GroupStanding } from '../../../contract/schemas/group-standing.ts';
import { describeError } from '../../lib/describe-error.ts';
import { groupRefusalWords } from './group-facts.ts';

/**
 * Groups whose lists are read, the most messages first: each read is two lists of up to three pages
 * at the service, so a sender's 40 groups would be 80 reads or more for one page view. The groups
 * past it offer all three actions and say why.
 */
export const MOST_GROUPS_READ = 10;

/** Where the read of one group's lists stands. */
export type StandingRead =
  | { kind: 'not-read' }
  | { kind: 'reading' }
  | { kind: 'failed'; error: unknown }
  /** `null`: not found within the pages the server reads, while the list goes on. */
  | { kind: 'read'; banned: boolean | null; member: boolean | null };

/**
 * A group's read as its query stands (none: past MOST_GROUPS_READ). A failed read again after an
 * action is a failure, not the state read before it: the action may have changed it.
 */
export function standingReadOf(
  query: { data?: GroupStanding | undefined; isError: boolean; error: unknown } | undefined,
): StandingRead {
  if (!query) return { kind: 'not-read' };
  if (query.isError) return { kind: 'failed', error: query.error };
  if (query.data) return { kind: 'read', banned: query.data.banned, member: query.data.member };
  return { kind: 'reading' };
}

export interface StandingView {
  /** The actions offered, in the order of GROUP_ACTIONS. */
  offers: readonly GroupAction[];
  badge?: 'Banned' | 'Member' | 'Not a member';
  /** Why these actions, when it is not plain from the badge. */
  note?: { text: string; failed: boolean };
}

const ALL = 'Kick, Ban and Unban are all offered: the service refuses what does not apply.';

/** What one group's row says and offers, from what was read of its lists. */
export function standingView(read: StandingRead, name: string, group: string): StandingView {
  switch (read.kind) {
    case 'not-read':
      return {
        offers: GROUP_ACTIONS,
        note: {
          text: `Not read: only the ${MOST_GROUPS_READ} groups with the most messages are. ${ALL}`,
          failed: false,
        },
      };
    case 'reading':
      return { offers: [], note: { text: `Reading whether ${name} is banned here…`, failed: false } };
    case 'failed': {
      const words = groupRefusalWords(read.error, name, group) ?? describeError(read.error, "the group's lists");
      return {
        offers: GROUP_ACTIONS,
        note: {
          text: `Could not read whether ${name} is banned here: ${words.title}. ${words.nextStep} ${ALL}`,
          failed: true,
        },
      };
    }
    case 'read':
      return readView(read.banned, read.member, name);
  }
}

function readView(banned: boolean | null, member: boolean | null, name: string): StandingView {
  if (banned === true) return { offers: ['unban'], badge: 'Banned' };
  const longLists = `The group's lists are longer than the dashboard reads.`;
  if (banned === false) {
    if (member === true) return { offers: ['kick', 'ban'], badge: 'Member' };
    if (member === false)
      return {
        offers: [],
        badge: 'Not a member',
        note: {
          text: `${name} left or was kicked: Kick and Ban need a member, and there is no ban to lift.`,
          failed: false,
        },
      };
    return { offers: ['kick', 'ban'], note: { text: `Not banned. ${longLists}`, failed: false } };
  }
  if (member === true) return { offers: ['kick', 'ban'], badge: 'Member' };
  if (member === false)
    return {
      offers: ['unban'],
      badge: 'Not a member',
      note: { text: `${longLists} Unban is offered in case they are banned.`, failed: false },
    };
  return { offers: GROUP_ACTIONS, note: { text: `${longLists} ${ALL}`, failed: false } };
}
