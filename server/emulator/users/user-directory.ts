import type { EmuUser } from '../data/types.ts';

/**
 * One app's users as the service keeps them: the demo people, and which of them are deactivated
 * ("suspend user access without deleting their account data", `rest-api/users/deactivate.mdx`).
 */
export class UserDirectory {
  readonly #users: ReadonlyMap<string, EmuUser>;
  readonly #deactivated = new Set<string>();

  constructor(users: readonly EmuUser[]) {
    this.#users = new Map(users.map((user) => [user.uid, user]));
  }

  find(uid: string): EmuUser | undefined {
    return this.#users.get(uid);
  }

  isDeactivated(uid: string): boolean {
    return this.#deactivated.has(uid);
  }

  /** The uids it deactivated: known ones that were active (the answer's `deactivatedUids`). */
  deactivate(uids: readonly string[]): string[] {
    const done = uids.filter((uid) => this.#users.has(uid) && !this.#deactivated.has(uid));
    for (const uid of done) this.#deactivated.add(uid);
    return done;
  }

  /** The uids it reactivated (the documented answer names them `nonDeactivatedUids`). */
  reactivate(uids: readonly string[]): string[] {
    const done = uids.filter((uid) => this.#deactivated.has(uid));
    for (const uid of done) this.#deactivated.delete(uid);
    return done;
  }

  /** Users in the service's list order (by uid), filtered as `GET /users` documents. */
  list(filter: { onlyDeactivated: boolean; withDeactivated: boolean; searchKey?: string }): EmuUser[] {
    const key = filter.searchKey?.toLowerCase();
    return [...this.#users.values()]
      .filter((user) =>
        filter.onlyDeactivated
          ? this.#deactivated.has(user.uid)
          : filter.withDeactivated || !this.#deactivated.has(user.uid),
      )
      .filter((user) => !key || user.uid.toLowerCase().startsWith(key) || user.name.toLowerCase().startsWith(key))
      .sort((a, b) => a.uid.localeCompare(b.uid));
  }
}
