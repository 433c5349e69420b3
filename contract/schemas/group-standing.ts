import { z } from './zod.ts';

/**
 * Whether a sender is banned from, or a member of, one group, read from the two lists the service
 * documents (cometchat/docs `chat-apis.json`): `GET /groups/{guid}/bannedusers` (tag "Banned
 * Users", `rest-api/banned-users/list.mdx`) and `GET /groups/{guid}/members` (tag "Group
 * Members", `rest-api/group-members/list.mdx`). Neither documents a search by uid, so the lists
 * are paged through (`perPage`, `page`) until the uid is found, the list ends, or the bound below
 * is reached.
 */
export type GroupList = 'bannedusers' | 'members';

export const GROUP_LIST_READS: Record<GroupList, { perPage: number; pages: number }> = {
  // perPage's documented default; the description gives no maximum for this list.
  bannedusers: { perPage: 100, pages: 3 },
  // perPage's documented maximum ("The default value is 100 and the maximum value is 1000").
  members: { perPage: 1000, pages: 3 },
};

export interface GroupListCall {
  /** The path under the app's REST host, as segments: `groups`, guid, the list. */
  segments: [string, string, GroupList];
  search: string;
  /** The operation's path template in chat-apis.json. */
  documented: `GET /groups/{guid}/${GroupList}`;
}

/** The documented call for one page of one group's list. */
export function groupListCallOf(list: GroupList, guid: string, page: number): GroupListCall {
  return {
    segments: ['groups', guid, list],
    search: `?perPage=${GROUP_LIST_READS[list].perPage}&page=${page}`,
    documented: `GET /groups/{guid}/${list}`,
  };
}

/** One page of either list as the service answers it; only what the dashboard reads is required. */
export const groupUsersPageSchema = z.looseObject({
  data: z.array(z.looseObject({ uid: z.string() })),
  meta: z.optional(
    z.looseObject({
      pagination: z.optional(
        z.looseObject({ current_page: z.optional(z.number()), total_pages: z.optional(z.number()) }),
      ),
    }),
  ),
});
export type GroupUsersPage = z.infer<typeof groupUsersPageSchema>;

/**
 * What `GET /api/apps/:appId/users/:uid/groups/:guid` answers. `null`: not found within the
 * pages read (`GROUP_LIST_READS`) while the list goes on, so the dashboard does not know.
 */
export const groupStandingSchema = z.object({
  guid: z.string(),
  uid: z.string(),
  banned: z.nullable(z.boolean()),
  member: z.nullable(z.boolean()),
});
export type GroupStanding = z.infer<typeof groupStandingSchema>;
