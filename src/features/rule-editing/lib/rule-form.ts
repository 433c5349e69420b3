import { asArray, conditionSchema, isKeywordReference } from '../../../api/schemas/condition.ts';
import { ruleBodySchema } from '../../../api/schemas/moderation-writes.ts';
import type { RuleDetail } from '../../../api/schemas/rule.ts';
import { z } from '../../../api/schemas/zod.ts';
import { isJsonObject } from '../../../lib/json.ts';

/** The actions the service's console offers and its own code uses (api-facts.md); a rule's others are kept and shown too. */
export const KNOWN_ACTIONS = [
  'blockMessage',
  'flagMessage',
  'dropMessage',
  'kick',
  'block',
  'ban',
  'deactivate',
] as const;

/**
 * The rule form's values; its resolver is this schema (zodResolver), the service's limits. `lists`
 * holds, per condition, the keyword lists it names (an empty entry for a condition that names none).
 */
export const ruleFormSchema = z.object({
  name: ruleBodySchema.shape.name,
  description: ruleBodySchema.shape.description,
  enabled: z.boolean(),
  action: z.array(z.string()).check(z.minLength(1, 'Choose what the rule does.')),
  lists: z.array(z.array(z.string())),
});
export type RuleForm = z.infer<typeof ruleFormSchema>;

/** The rule's conditions as sent, unknown fields kept. */
export function conditionsOf(rule: RuleDetail): Record<string, unknown>[] {
  return Array.isArray(rule.conditions) ? rule.conditions.filter(isJsonObject) : [];
}

/** Whether a condition names keyword lists (whichever spelling of the flag it uses). */
export function namesLists(condition: Record<string, unknown>): boolean {
  const parsed = conditionSchema.safeParse(condition);
  return parsed.success && isKeywordReference(parsed.data);
}

export function ruleFormValues(rule: RuleDetail): RuleForm {
  return {
    name: typeof rule.name === 'string' ? rule.name : String(rule.id ?? ''),
    description: typeof rule.description === 'string' ? rule.description : '',
    enabled: rule.enabled !== false,
    action: Array.isArray(rule.action) ? rule.action.filter((a): a is string => typeof a === 'string') : [],
    lists: conditionsOf(rule).map((condition) =>
      namesLists(condition) ? asArray(condition.value as string | string[] | undefined) : [],
    ),
  };
}

/** The conditions whose keyword lists the form left empty (the service needs at least one value). */
export function emptyListConditions(rule: RuleDetail, values: RuleForm): number[] {
  return conditionsOf(rule).flatMap((condition, i) =>
    namesLists(condition) && (values.lists[i] ?? []).length === 0 ? [i] : [],
  );
}

/** The whole rule as the service takes it in a PUT: the documented fields, the lists put back into their conditions. */
export function ruleBody(rule: RuleDetail, values: RuleForm) {
  const conditions = conditionsOf(rule).map((condition, i) =>
    namesLists(condition) ? { ...condition, value: values.lists[i] ?? [] } : condition,
  );
  return {
    id: String(rule.id ?? ''),
    name: values.name.trim(),
    description: values.description,
    enabled: values.enabled,
    conditions,
    action: values.action,
    ...(Array.isArray(rule.filters) ? { filters: rule.filters } : {}),
  };
}

/** Words for what this edit changes, from the form's dirty fields. */
export function changedRuleWords(dirty: Partial<Record<keyof RuleForm, unknown>>): string[] {
  const words: Record<keyof RuleForm, string> = {
    name: 'name',
    description: 'description',
    enabled: 'on or off',
    action: 'actions',
    lists: 'keyword lists',
  };
  return (Object.keys(words) as (keyof RuleForm)[]).filter((field) => dirty[field]).map((field) => words[field]);
}
