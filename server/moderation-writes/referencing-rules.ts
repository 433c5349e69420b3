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

/** The refusal's words: which rules still use the list, and what to do first. */
export function inUseMessage(listId: string, rules: readonly { id: string; name: string }[]): string {
  const names = rules.map((rule) => `${rule.name} (${rule.id})`).join(', ');
  return `The keyword list ${listId} is still used by ${rules.length === 1 ? 'the rule' : `${rules.length} rules`}: ${names}. Remove it from ${rules.length === 1 ? 'that rule' : 'those rules'} first, then delete the list.`;
}
