import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import type { GroupAction } from '../../../contract/schemas/group-actions.ts';
import { isApiError } from '../../lib/api-error.ts';

export interface SenderGroup {
  guid: string;
  /** The group's name as the message's receiver entity carries it, else its guid. */
  name: string;
  /** How many of the messages read went to it. */
  messages: number;
}

/**
 * The groups these messages went to (receiverType `group`; the guid is `receiver`, else the
 * conversation id after `group_`), the most messages first, then by name.
 */
export function groupsOf(entries: readonly BlockedMessageEntry[]): SenderGroup[] {
  const found = new Map<string, SenderGroup>();
  for (const entry of entries) {
    if (!entry.item.ok) continue;
    const { message } = entry.item.value;
    if (message.receiverType !== 'group') continue;
    const guid = message.receiver ?? /^group_(.+)$/.exec(message.conversationId ?? '')?.[1];
    if (!guid) continue;
    const entity = message.data?.entities?.receiver?.entity;
    const name = typeof entity?.name === 'string' && entity.name ? entity.name : guid;
    const group = found.get(guid);
    if (group) group.messages += 1;
    else found.set(guid, { guid, name, messages: 1 });
  }
  return [...found.values()].sort((a, b) => b.messages - a.messages || a.name.localeCompare(b.name));
}

/** What each action does, in the service's terms, for the confirmation. */
export const GROUP_ACTION_WORDS: Record<GroupAction, { button: string; effect: string; done: string }> = {
  kick: {
    button: 'Kick',
    effect: 'The service removes them from the group. They can join it again (a private group needs an invitation).',
    done: 'Kicked',
  },
  ban: {
    button: 'Ban',
    effect: 'The service removes them from the group and keeps them out until someone unbans them.',
    done: 'Banned',
  },
  unban: {
    button: 'Unban',
    effect: 'The service lifts the ban: they may join the group again, but are not added back.',
    done: 'Unbanned',
  },
};

/**
 * The service's group refusals (`articles/error-guide.mdx`, "Group Errors") in words with what to
 * do next; other errors get the dashboard's usual words.
 */
const REFUSALS: Record<string, (name: string, group: string) => { title: string; nextStep: string }> = {
  ERR_NOT_A_MEMBER: (name, group) => ({
    title: `${name} is not a member of ${group}`,
    nextStep:
      'They left or were kicked or banned already, so there is nothing to remove them from; Ban needs them to be a member.',
  }),
  ERR_ALREADY_BANNED: (name, group) => ({
    title: `${name} is already banned from ${group}`,
    nextStep: 'Nothing more to do; Unban lifts the ban.',
  }),
  ERR_NOT_A_BANNED_USER: (name, group) => ({
    title: `${name} is not banned from ${group}`,
    nextStep: 'Nothing to lift: they may join the group already.',
  }),
  ERR_GUID_NOT_FOUND: (_, group) => ({
    title: `The service no longer has the group ${group}`,
    nextStep: 'It may have been deleted: nothing can be done in it.',
  }),
  ERR_UID_NOT_FOUND: (name) => ({
    title: `The service does not know ${name}, or they are deactivated`,
    nextStep: 'Reload the page to see the user as the service knows them now.',
  }),
  ERR_GROUP_NO_CLEARANCE: (name, group) => ({
    title: `The service does not allow acting on ${name} in ${group}`,
    nextStep: "They may be the group's owner or one of its admins: change their scope in the service first.",
  }),
};

/** Words for a refusal the service documents, or undefined for the dashboard's usual words. */
export function groupRefusalWords(
  error: unknown,
  name: string,
  group: string,
): { title: string; detail: string; nextStep: string } | undefined {
  if (!isApiError(error)) return undefined;
  const words = REFUSALS[error.code];
  return words
    ? { ...words(name, group), detail: `${error.message} (HTTP ${error.status}, ${error.code})` }
    : undefined;
}
