import { isKeywordReference, asArray, conditionSchema } from '../../contract/schemas/condition.ts';

/** The rules (id and name) whose conditions name the keyword list: it cannot be deleted while they do. */
export function rulesReferencing(
  rules: readonly Record<string, unknown>[],
  listId: string,
): { id: string; name: string }[] {
  return rules.flatMap((rule) => {
    const conditions = Array.isArray(rule.conditions) ? rule.conditions : [];
    const uses = conditions.some((raw) => {
      const parsed = conditionSchema.safeParse(raw);
      return parsed.success && isKeywordReference(parsed.data) && asArray(parsed.data.value).includes(listId);
    });
    const id = typeof rule.id === 'string' ? rule.id : '';
    return uses ? [{ id, name: typeof rule.name === 'string' ? rule.name : id }] : [];
  });
}

/**
 * The header in which the page names the rules its confirmation warned about, comma separated
 * (empty when it warned of none). Between the browser and this server only: never forwarded.
 */
export const AFFECTED_RULES_HEADER = 'x-affected-rules';

/** The rules using the list that the confirmation did not name: a delete of an in-use list needs none. */
export function unconfirmedUsers<T extends { id: string }>(using: readonly T[], header: string | undefined): T[] {
  const confirmed = new Set((header ?? '').split(',').map((id) => id.trim()));
  return using.filter((rule) => !confirmed.has(rule.id));
}

/** The refusal's words: which rules use the list that the confirmation did not name, and what to do. */
export function inUseMessage(listId: string, rules: readonly { id: string; name: string }[]): string {
  const names = rules.map((rule) => `${rule.name} (${rule.id})`).join(', ');
  return `The keyword list ${listId} is used by ${rules.length === 1 ? 'a rule' : `${rules.length} rules`} the confirmation did not name: ${names}. Deleting it affects ${rules.length === 1 ? 'that rule' : 'those rules'}; reload the list, read the rules it names, and delete again if you still mean to. Nothing was deleted.`;
}
