import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { asArray, isKeywordReference } from '../../../contract/schemas/condition.ts';
import { revisionNumber } from '../../../contract/schemas/rule.ts';
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

type RuleTally = Map<string, { ruleName: string; count: number; revisions: Map<string, number> }>;

function tallyRule(rules: RuleTally, entry: BlockedMessageEntry): void {
  const record = recordOf(entry);
  if (!record?.ruleId) return;
  let rule = rules.get(record.ruleId);
  if (!rule) {
    rule = { ruleName: record.ruleName || record.ruleId, count: 0, revisions: new Map() };
    rules.set(record.ruleId, rule);
  }
  rule.count += 1;
  if (record.revisionId) rule.revisions.set(record.revisionId, (rule.revisions.get(record.revisionId) ?? 0) + 1);
}

function ruleCounts(rules: RuleTally): RuleCount[] {
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

/** How many of the given records each rule, and each revision of it, blocked. Most first. */
export function countByRule(entries: readonly BlockedMessageEntry[]): RuleCount[] {
  const rules: RuleTally = new Map();
  for (const entry of entries) tallyRule(rules, entry);
  return ruleCounts(rules);
}

export interface Facets {
  rules: RuleCount[];
  actions: string[];
  types: string[];
  statuses: string[];
  /** Keyword lists named by the matched conditions, to look up their names once. */
  keywordListIds: string[];
}

interface FacetTally {
  rules: RuleTally;
  actions: Set<string>;
  types: Set<string>;
  statuses: Set<string>;
  lists: Set<string>;
}

const emptyTally = (): FacetTally => ({
  rules: new Map(),
  actions: new Set(),
  types: new Set(),
  statuses: new Set(),
  lists: new Set(),
});

function tallyFacets(tally: FacetTally, entry: BlockedMessageEntry): void {
  tallyRule(tally.rules, entry);
  const record = recordOf(entry);
  if (!record) return;
  for (const action of record.action ?? []) tally.actions.add(action);
  if (record.message.type) tally.types.add(record.message.type);
  const status = statusOf(record);
  if (status) tally.statuses.add(status);
  if (record.condition && isKeywordReference(record.condition))
    for (const id of asArray(record.condition.value)) tally.lists.add(id);
}

function facetsOfTally(tally: FacetTally): Facets {
  const sorted = (set: Set<string>) => [...set].sort((a, b) => a.localeCompare(b));
  return {
    rules: ruleCounts(tally.rules),
    actions: sorted(tally.actions),
    types: sorted(tally.types),
    statuses: sorted(tally.statuses),
    keywordListIds: sorted(tally.lists),
  };
}

/** The values each filter can take in the loaded records, for the filter menus. */
export function facetsOf(entries: readonly BlockedMessageEntry[]): Facets {
  const tally = emptyTally();
  for (const entry of entries) tallyFacets(tally, entry);
  return facetsOfTally(tally);
}

/**
 * `facetsOf` for a list that grows at its end while its answer arrives (each chunk a new array
 * holding the previous one's records, then the new ones): each call reads only the records added
 * since the last, so a chunk costs what it holds, not everything loaded. Any other list is read whole.
 */
export function growingFacets(): (entries: readonly BlockedMessageEntry[]) => Facets {
  let tally = emptyTally();
  let read: readonly BlockedMessageEntry[] = [];
  return (entries) => {
    // Chunks keep the records they were given (the same objects): the ends say whether it grew.
    const last = read.length - 1;
    const grown =
      entries.length >= read.length && (last < 0 || (entries[0] === read[0] && entries[last] === read[last]));
    if (!grown) tally = emptyTally();
    for (let i = grown ? read.length : 0; i < entries.length; i++)
      tallyFacets(tally, entries[i] as BlockedMessageEntry);
    read = entries;
    return facetsOfTally(tally);
  };
}
