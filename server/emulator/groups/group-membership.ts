import type { EmuGroup, EmuUser } from '../data/types.ts';

/** The app's users, as the membership needs them. */
export interface GroupUsers {
  find(uid: string): EmuUser | undefined;
  /** Every user, in the service's list order. */
  all(): readonly EmuUser[];
}

/** What a kick, ban or unban did, or the service's error code for why it did nothing. */
export type MembershipOutcome =
  | { ok: true }
  | {
      ok: false;
      code:
        | 'ERR_GUID_NOT_FOUND'
        | 'ERR_UID_NOT_FOUND'
        | 'ERR_NOT_A_MEMBER'
        | 'ERR_ALREADY_BANNED'
        | 'ERR_NOT_A_BANNED_USER';
    };

/**
 * One app's groups and who is in them. Every user of the app starts as a member of every group
 * (the generated messages go from anyone to any group); a kick or a ban takes them out, a ban
 * keeps them out until an unban, after which they may join again but are not put back.
 * The codes are the service's (`articles/error-guide.mdx`, "Group Errors").
 */
export class GroupMembership {
  readonly #groups: ReadonlyMap<string, EmuGroup>;
  readonly #users: GroupUsers;
  readonly #left = new Set<string>();
  /** In the order they were banned, as the list answers them. */
  readonly #banned = new Set<string>();

  constructor(groups: readonly EmuGroup[], users: GroupUsers) {
    this.#groups = new Map(groups.map((group) => [group.guid, group]));
    this.#users = users;
  }

  group(guid: string): EmuGroup | undefined {
    return this.#groups.get(guid);
  }

  isMember(guid: string, uid: string): boolean {
    const key = `${guid}\u0000${uid}`;
    return this.#groups.has(guid) && this.#isUser(uid) && !this.#left.has(key) && !this.#banned.has(key);
  }

  /** `GET /groups/{guid}/members`: every user still in the group. */
  members(guid: string): EmuUser[] {
    return this.#users.all().filter((user) => this.isMember(guid, user.uid));
  }

  /** `GET /groups/{guid}/bannedusers`: the users banned from the group, first banned first. */
  bannedUsers(guid: string): EmuUser[] {
    const prefix = `${guid}\u0000`;
    return [...this.#banned]
      .filter((key) => key.startsWith(prefix))
      .flatMap((key) => this.#users.find(key.slice(prefix.length)) ?? []);
  }

  isBanned(guid: string, uid: string): boolean {
    return this.#banned.has(`${guid}\u0000${uid}`);
  }

  /** `DELETE /groups/{guid}/members/{uid}`: only a member can be kicked. */
  kick(guid: string, uid: string): MembershipOutcome {
    const unknown = this.#unknown(guid, uid);
    if (unknown) return unknown;
    if (!this.isMember(guid, uid)) return { ok: false, code: 'ERR_NOT_A_MEMBER' };
    this.#left.add(`${guid}\u0000${uid}`);
    return { ok: true };
  }

  /** `POST /groups/{guid}/bannedusers/{uid}`: a member is banned; a banned one is refused. */
  ban(guid: string, uid: string): MembershipOutcome {
    const unknown = this.#unknown(guid, uid);
    if (unknown) return unknown;
    if (this.isBanned(guid, uid)) return { ok: false, code: 'ERR_ALREADY_BANNED' };
    if (!this.isMember(guid, uid)) return { ok: false, code: 'ERR_NOT_A_MEMBER' };
    this.#banned.add(`${guid}\u0000${uid}`);
    this.#left.add(`${guid}\u0000${uid}`);
    return { ok: true };
  }

  /** `DELETE /groups/{guid}/bannedusers/{uid}`: only a banned user can be unbanned. */
  unban(guid: string, uid: string): MembershipOutcome {
    const unknown = this.#unknown(guid, uid);
    if (unknown) return unknown;
    if (!this.isBanned(guid, uid)) return { ok: false, code: 'ERR_NOT_A_BANNED_USER' };
    this.#banned.delete(`${guid}\u0000${uid}`);
    return { ok: true };
  }

  #isUser(uid: string): boolean {
    return this.#users.find(uid) !== undefined;
  }

  #unknown(guid: string, uid: string): MembershipOutcome | undefined {
    if (!this.#groups.has(guid)) return { ok: false, code: 'ERR_GUID_NOT_FOUND' };
    if (!this.#isUser(uid)) return { ok: false, code: 'ERR_UID_NOT_FOUND' };
    return undefined;
  }
}
