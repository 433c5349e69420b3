/** A rule as the delete confirmation names it. */
export interface ListUser {
  id: string;
  name?: string | undefined;
}

const LISTED = 5;

/**
 * The delete confirmation's words. The service deletes a list that rules use, and those rules
 * keep naming it ("Deleting a list will affect any rules using it. Check rule dependencies before
 * deleting", moderation/lists-management.mdx), so the rules are named before anything is sent.
 */
export function deleteListWarning(category: string | undefined, users: readonly ListUser[]): string {
  const gone = `its ${category === 'sentence-similarity' ? 'sentences are' : 'terms are'} gone from the service`;
  if (users.length === 0) return `No rule uses it now. Once deleted, ${gone}, and no rule can refer to it.`;
  const names = users.slice(0, LISTED).map((rule) => `${rule.name || rule.id} (${rule.id})`);
  const more = users.length > LISTED ? ` and ${users.length - LISTED} more` : '';
  const which = users.length === 1 ? 'The rule' : `${users.length} rules`;
  return `${which} ${names.join(', ')}${more} ${users.length === 1 ? 'uses' : 'use'} this list. Once deleted, ${gone}, and ${users.length === 1 ? 'that rule stops' : 'those rules stop'} matching its terms while still naming it: edit ${users.length === 1 ? 'it' : 'them'} first if that is not what you want.`;
}
