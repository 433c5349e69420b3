/** What a role may do in the page; the server enforces the same rules on every request. */
export interface RoleHolder {
  role: 'viewer' | 'moderator' | 'admin' | (string & {});
}

export function mayChangeSettings(user: RoleHolder | undefined): boolean {
  return user?.role === 'admin';
}

/** Approve, reject, mark reviewed: moderators and admins. */
export function mayDecide(user: RoleHolder | undefined): boolean {
  return user?.role === 'moderator' || user?.role === 'admin';
}

/** The sentence shown where a page would have offered what the role may not do. */
export function roleRefusal(role: string, what: string): string {
  return `Your role (${role}) can't change ${what}; ask an admin.`;
}

/** Beside a decision control the role lacks: it is there, and this is why it does nothing. */
export function decisionRefusal(role: string): string {
  return `Your role (${role}) can read but not decide on messages; a moderator or an admin can.`;
}
