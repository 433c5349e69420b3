import type { EmuGroup } from '../data/types.ts';

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
  readonly #groups: ReadonlySet<string>;
  readonly #users: (uid: string) => boolean;
  readonly #left = new Set<string>();
  readonly #banned = new Set<string>();

  constructor(groups: readonly EmuGroup[], isUser: (uid: string) => boolean) {
    this.#groups = new Set(groups.map((group) => group.guid));
    this.#users = isUser;
  }

  isMember(guid: string, uid: string): boolean {
    const key = `${guid}\u0000${uid}`;
    return this.#groups.has(guid) && this.#users(uid) && !this.#left.has(key) && !this.#banned.has(key);
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

  #unknown(guid: string, uid: string): MembershipOutcome | undefined {
    if (!this.#groups.has(guid)) return { ok: false, code: 'ERR_GUID_NOT_FOUND' };
    if (!this.#users(uid)) return { ok: false, code: 'ERR_UID_NOT_FOUND' };
    return undefined;
  }
}
