import { asArray, isKeywordReference, type Condition } from '../../../../contract/schemas/condition.ts';
import type { Rule } from '../../../../contract/schemas/rule.ts';
import { jsonEqual } from '../../../../contract/json.ts';

export type RuleField = 'name' | 'description' | 'enabled' | 'action';

export interface FieldChange {
  field: RuleField | string;
  before: unknown;
  after: unknown;
}

export interface ConditionChange {
  /** The condition's id, or its position (`#2`) when it has none. */
  key: string;
  change: 'added' | 'removed' | 'changed';
  before?: Condition;
  after?: Condition;
  /** For a changed condition: which of its fields differ (value, operand, message, ...). */
  changedFields: string[];
}

export interface RevisionDiff {
  fields: FieldChange[];
  conditions: ConditionChange[];
  unchangedConditions: number;
  /** Fields the dashboard does not lay out (e.g. `default`) that differ. */
  otherFields: FieldChange[];
  identical: boolean;
}

const KNOWN_FIELDS: readonly RuleField[] = ['name', 'description', 'enabled', 'action'];
/** Differ between any two revisions by nature; not a change a user made. */
const BOOKKEEPING = new Set(['id', 'conditions', 'active', 'createdAt', 'updatedAt', 'revisionId']);

/** Actions are a set: the same actions in another order are not a change. */
function sameActions(a: unknown, b: unknown): boolean {
  const sorted = (v: unknown) => (Array.isArray(v) ? [...v].map(String).sort() : v);
  return jsonEqual(sorted(a), sorted(b));
}

function keyed(conditions: readonly Condition[] | undefined): Map<string, Condition> {
  const map = new Map<string, Condition>();
  (conditions ?? []).forEach((condition, index) => {
    let key = condition.id === undefined ? `#${index + 1}` : String(condition.id);
    while (map.has(key)) key = `${key}′`;
    map.set(key, condition);
  });
  return map;
}

function byKey(a: string, b: string): number {
  const [na, nb] = [Number(a), Number(b)];
  return Number.isFinite(na) && Number.isFinite(nb) ? na - nb : 0;
}

function diffConditions(before: Rule, after: Rule): { changes: ConditionChange[]; unchanged: number } {
  const old = keyed(before.conditions);
  const now = keyed(after.conditions);
  const keys = [...new Set([...now.keys(), ...old.keys()])].sort(byKey);
  const changes: ConditionChange[] = [];
  let unchanged = 0;
  for (const key of keys) {
    const [b, a] = [old.get(key), now.get(key)];
    if (!b && a) changes.push({ key, change: 'added', after: a, changedFields: [] });
    else if (b && !a) changes.push({ key, change: 'removed', before: b, changedFields: [] });
    else if (b && a) {
      const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
        (f) => !jsonEqual(b[f as keyof Condition], a[f as keyof Condition]),
      );
      if (fields.length === 0) unchanged++;
      else changes.push({ key, change: 'changed', before: b, after: a, changedFields: fields });
    }
  }
  return { changes, unchanged };
}

/** What changed from `before` to `after`: rule fields, conditions matched by id, other fields. */
export function diffRevisions(before: Rule, after: Rule): RevisionDiff {
  const fields = KNOWN_FIELDS.filter((field) =>
    field === 'action' ? !sameActions(before.action, after.action) : !jsonEqual(before[field], after[field]),
  ).map((field) => ({ field, before: before[field], after: after[field] }));
  const extraKeys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !BOOKKEEPING.has(key) && !(KNOWN_FIELDS as readonly string[]).includes(key),
  );
  const otherFields = extraKeys
    .filter((key) => !jsonEqual(before[key], after[key]))
    .map((key) => ({ field: key, before: before[key], after: after[key] }));
  const { changes, unchanged } = diffConditions(before, after);
  return {
    fields,
    conditions: changes,
    unchangedConditions: unchanged,
    otherFields,
    identical: fields.length === 0 && changes.length === 0 && otherFields.length === 0,
  };
}

/**
 * The keyword lists a revision's conditions use, each once. A change to one of them is a change
 * the rule's own fields cannot show: the service makes the rule a new revision all the same.
 */
export function keywordListsOf(conditions: readonly Condition[] | undefined): string[] {
  return [
    ...new Set(
      (conditions ?? []).flatMap((condition) => (isKeywordReference(condition) ? asArray(condition.value) : [])),
    ),
  ];
}
