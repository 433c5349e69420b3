import { asArray, isKeywordReference, type Condition } from '../../../contract/schemas/condition.ts';
import type { Rule } from '../../../contract/schemas/rule.ts';

/**
 * Which lists the rules refer to (and which of those are missing) comes from the rules. This many
 * rules covers every app (the service allows 25 custom rules plus the defaults); pages that
 * look lists up share this one limit, and so one cached request.
 */
export const ALL_RULES_LIMIT = 1000;

/** The keyword list ids a condition refers to (none unless it is a keyword reference). */
export function keywordListIdsOf(condition: Condition): string[] {
  return isKeywordReference(condition) ? asArray(condition.value).filter((id) => id !== '') : [];
}

/** Every keyword list id any of the rules refers to, once each, in order of first use. */
export function referencedKeywordListIds(rules: readonly Rule[]): string[] {
  return [...new Set(rules.flatMap((rule) => (rule.conditions ?? []).flatMap(keywordListIdsOf)))];
}

/** The rules with at least one condition that refers to the list. */
export function rulesReferencingList(rules: readonly Rule[], listId: string): Rule[] {
  return rules.filter((rule) => (rule.conditions ?? []).some((c) => keywordListIdsOf(c).includes(listId)));
}
