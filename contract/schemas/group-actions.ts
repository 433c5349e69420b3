/**
 * What the dashboard may do to a sender in a group conversation, as the service documents it
 * (cometchat/docs `chat-apis.json`; pages `rest-api/group-members/kick.mdx`,
 * `rest-api/banned-users/ban.mdx`, `rest-api/banned-users/unban.mdx`):
 * - kick: `DELETE /groups/{guid}/members/{uid}` ("Removes a member with given UID from a group");
 * - ban: `POST /groups/{guid}/bannedusers/{uid}` ("Bans a member from a group");
 * - unban: `DELETE /groups/{guid}/bannedusers/{uid}`.
 * None documents a request body, and the `onBehalfOf` header is optional: the app's own apikey
 * acts. `rest-api/banned-users.mdx` names another ban path; chat-apis.json is followed.
 */
export const GROUP_ACTIONS = ['kick', 'ban', 'unban'] as const;
export type GroupAction = (typeof GROUP_ACTIONS)[number];

export function isGroupAction(value: string): value is GroupAction {
  return (GROUP_ACTIONS as readonly string[]).includes(value);
}

export interface GroupCall {
  method: 'POST' | 'DELETE';
  /** The path under the app's REST host, as segments: `groups`, guid, `members` or `bannedusers`, uid. */
  segments: [string, string, string, string];
  /** The operation's path template in chat-apis.json. */
  documented: `${'POST' | 'DELETE'} /groups/{guid}/${'members' | 'bannedusers'}/{uid}`;
}

/** The documented call for one action on one member of one group. */
export function groupCallOf(action: GroupAction, guid: string, uid: string): GroupCall {
  switch (action) {
    case 'kick':
      return {
        method: 'DELETE',
        segments: ['groups', guid, 'members', uid],
        documented: 'DELETE /groups/{guid}/members/{uid}',
      };
    case 'ban':
      return {
        method: 'POST',
        segments: ['groups', guid, 'bannedusers', uid],
        documented: 'POST /groups/{guid}/bannedusers/{uid}',
      };
    case 'unban':
      return {
        method: 'DELETE',
        segments: ['groups', guid, 'bannedusers', uid],
        documented: 'DELETE /groups/{guid}/bannedusers/{uid}',
      };
  }
}
