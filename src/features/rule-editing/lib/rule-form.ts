import { MAX_CONDITIONS, ruleBodySchema } from '../../../../contract/schemas/rule-writes.ts';
import type { RuleDetail } from '../../../../contract/schemas/rule.ts';
import { z } from '../../../../contract/schemas/zod.ts';
import { isJsonObject } from '../../../../contract/json.ts';
import { MAX_FILTERS } from '../../../../contract/service-limits.ts';
import { conditionBody, conditionEntry, conditionEntrySchema } from './rule-conditions.ts';
import { filterBody, filterEntry, filterEntrySchema } from './rule-filters.ts';

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
 * The rule form's values; its resolver is this schema (zodResolver), the service's limits. Each
 * condition and filter keeps what was loaded, so an untouched one is sent back exactly as it came.
 */
export const ruleFormSchema = z.object({
  /** The rule's id: fixed once made, so only a new rule's form changes it (and checks it: `newRuleSchema`). */
  id: z.string(),
  name: ruleBodySchema.shape.name,
  description: ruleBodySchema.shape.description,
  enabled: z.boolean(),
  action: z.array(z.string()).check(z.minLength(1, 'Choose what the rule does.')),
  conditions: z
    .array(conditionEntrySchema)
    .check(
      z.minLength(1, 'A rule needs at least one condition.'),
      z.maxLength(MAX_CONDITIONS, `At most ${MAX_CONDITIONS} conditions.`),
    ),
  filters: z
    .array(filterEntrySchema)
    .check(
      z.maxLength(MAX_FILTERS, `At most ${MAX_FILTERS} filters: the service refuses more. Remove some, then save.`),
    ),
});
export type RuleForm = z.infer<typeof ruleFormSchema>;

/** The rule's conditions as sent, unknown fields kept. */
export function conditionsOf(rule: RuleDetail): Record<string, unknown>[] {
  return Array.isArray(rule.conditions) ? rule.conditions.filter(isJsonObject) : [];
}

export function ruleFormValues(rule: RuleDetail): RuleForm {
  return {
    id: String(rule.id ?? ''),
    name: typeof rule.name === 'string' ? rule.name : String(rule.id ?? ''),
    description: typeof rule.description === 'string' ? rule.description : '',
    enabled: rule.enabled !== false,
    action: Array.isArray(rule.action) ? rule.action.filter((a): a is string => typeof a === 'string') : [],
    conditions: conditionsOf(rule).map(conditionEntry),
    filters: Array.isArray(rule.filters) ? rule.filters.map(filterEntry) : [],
  };
}

/** The whole rule as the service takes it in a PUT or POST: the documented fields, from the form. */
export function ruleBody(rule: RuleDetail, values: RuleForm) {
  const filters = values.filters.map(filterBody);
  return {
    id: rule.id === undefined ? values.id.trim() : String(rule.id),
    name: values.name.trim(),
    description: values.description,
    enabled: values.enabled,
    conditions: values.conditions.map(conditionBody),
    action: values.action,
    ...(Array.isArray(rule.filters) || filters.length > 0 ? { filters } : {}),
  };
}

/** Words for what this edit changes, from the form's dirty fields. */
export function changedRuleWords(dirty: Partial<Record<keyof RuleForm, unknown>>): string[] {
  const words: Record<keyof RuleForm, string> = {
    id: 'id',
    name: 'name',
    description: 'description',
    enabled: 'on or off',
    action: 'actions',
    conditions: 'conditions',
    filters: 'sender and receiver filters',
  };
  return (Object.keys(words) as (keyof RuleForm)[]).filter((field) => dirty[field]).map((field) => words[field]);
}
