/** What a role may do in the page; the server enforces the same rules on every request. */
export interface RoleHolder {
  role: 'viewer' | 'admin';
}

export function mayChangeSettings(user: RoleHolder | undefined): boolean {
  return user?.role === 'admin';
}

/** The sentence shown where a page would have offered what the role may not do. */
export function roleRefusal(role: string, what: string): string {
  return `Your role (${role}) can't change ${what}; ask an admin.`;
}
