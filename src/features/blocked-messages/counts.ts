import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { asArray, isKeywordReference } from '../../api/schemas/condition.ts';
import { revisionNumber } from '../../api/schemas/rule.ts';
import { recordOf, statusOf } from './record-fields.ts';

export interface RevisionCount {
  revisionId: string;
  number: number | undefined;
  count: number;
}

export interface RuleCount {
  ruleId: string;
  ruleName: string;
  count: number;
  /** Highest revision number first. */
  revisions: RevisionCount[];
}

/** How many of the given records each rule, and each revision of it, blocked. Most first. */
export function countByRule(entries: readonly BlockedMessageEntry[]): RuleCount[] {
  const rules = new Map<string, { ruleName: string; count: number; revisions: Map<string, number> }>();
  for (const entry of entries) {
    const record = recordOf(entry);
    if (!record?.ruleId) continue;
    let rule = rules.get(record.ruleId);
    if (!rule) {
      rule = { ruleName: record.ruleName || record.ruleId, count: 0, revisions: new Map() };
      rules.set(record.ruleId, rule);
    }
    rule.count += 1;
    if (record.revisionId) rule.revisions.set(record.revisionId, (rule.revisions.get(record.revisionId) ?? 0) + 1);
  }
  return [...rules]
    .map(([ruleId, rule]) => ({
      ruleId,
      ruleName: rule.ruleName,
      count: rule.count,
      revisions: [...rule.revisions]
        .map(([revisionId, count]) => ({ revisionId, number: revisionNumber(revisionId), count }))
        .sort((a, b) => (b.number ?? -1) - (a.number ?? -1) || a.revisionId.localeCompare(b.revisionId)),
    }))
    .sort((a, b) => b.count - a.count || a.ruleName.localeCompare(b.ruleName));
}

export interface Facets {
  rules: RuleCount[];
  actions: string[];
  types: string[];
  statuses: string[];
  /** Keyword lists named by the matched conditions, to look up their names once. */
  keywordListIds: string[];
}

/** The values each filter can take in the loaded records, for the filter menus. */
export function facetsOf(entries: readonly BlockedMessageEntry[]): Facets {
  const actions = new Set<string>();
  const types = new Set<string>();
  const statuses = new Set<string>();
  const lists = new Set<string>();
  for (const entry of entries) {
    const record = recordOf(entry);
    if (!record) continue;
    for (const action of record.action ?? []) actions.add(action);
    if (record.message.type) types.add(record.message.type);
    const status = statusOf(record);
    if (status) statuses.add(status);
    if (record.condition && isKeywordReference(record.condition))
      for (const id of asArray(record.condition.value)) lists.add(id);
  }
  const sorted = (set: Set<string>) => [...set].sort((a, b) => a.localeCompare(b));
  return {
    rules: countByRule(entries),
    actions: sorted(actions),
    types: sorted(types),
    statuses: sorted(statuses),
    keywordListIds: sorted(lists),
  };
}
