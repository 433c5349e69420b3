import { conditionSchema } from '../../../../contract/schemas/condition.ts';
import { actionLabel } from '../../../lib/action-label.ts';
import { conditionToText } from '../../../lib/conditions/describe-condition.ts';
import { describeRuleFilter } from '../../../lib/conditions/describe-filter.ts';
import { listDiff, nameOrDescriptionLine, otherFieldLine, type FieldChange } from './words.ts';

/** A condition in the rule page's words; one the wording does not know stays as its JSON. */
function conditionWords(raw: unknown): string {
  const parsed = conditionSchema.safeParse(raw);
  return parsed.success ? conditionToText(parsed.data) : (JSON.stringify(raw) ?? String(raw));
}

// The service numbers conditions itself, so a condition sent again without its id is the same one.
function conditionKey(raw: unknown): string {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return JSON.stringify(raw) ?? '';
  return JSON.stringify(Object.entries(raw).filter(([key]) => key !== 'id'));
}

/** Entries of a list field (conditions, filters) that came and went: `filter added — …`. */
function entryLines(
  change: FieldChange,
  what: string,
  words: (raw: unknown) => string,
  key?: (raw: unknown) => string,
): string[] {
  if (change.old === undefined) {
    const now = Array.isArray(change.new) ? change.new : [];
    return [now.length === 0 ? `no ${what}s` : `${what}s now — ${now.map(words).join('; ')}`];
  }
  const { added, removed } = listDiff(change.old, change.new, key);
  const lines = [
    ...added.map((item) => `${what} added — ${words(item)}`),
    ...removed.map((item) => `${what} removed — ${words(item)}`),
  ];
  return lines.length > 0 ? lines : [`${what}s reordered`];
}

const actions = (value: unknown) => (Array.isArray(value) ? value.map((item) => actionLabel(String(item))) : []);

function fieldLines(change: FieldChange): string[] {
  switch (change.path) {
    case 'enabled':
      return [change.new === false ? 'turned off' : 'turned on'];
    case 'conditions':
      return entryLines(change, 'condition', conditionWords, conditionKey);
    case 'filters':
      return entryLines(change, 'filter', (raw) => describeRuleFilter(raw).text);
    case 'action': {
      const was = change.old === undefined || change.old === null ? '' : ` (was ${actions(change.old).join(', ')})`;
      return [`now does ${actions(change.new).join(', ') || 'nothing'}${was}`];
    }
    default:
      return [nameOrDescriptionLine(change) ?? otherFieldLine(change)];
  }
}

/**
 * What a rule write did, one line per thing a reader would name: "filter added — the sender's
 * role is "bot"", "turned off". A new rule says it was created and what it looks at.
 */
export function ruleChangeLines(operation: string | undefined, changes: readonly FieldChange[]): string[] {
  if (operation === 'delete') return ['deleted'];
  if (operation !== 'create') return changes.flatMap(fieldLines);
  // A new rule's every field was "changed": its id and name are in the entry's title, an empty
  // description or filter list and the rule being on say nothing a reader would miss.
  const said = changes.filter(
    (change) =>
      !['id', 'name'].includes(change.path) &&
      !(change.path === 'description' && change.new === '') &&
      !(change.path === 'enabled' && change.new !== false) &&
      !(change.path === 'filters' && Array.isArray(change.new) && change.new.length === 0),
  );
  const fromNothing = said.map((change) =>
    change.path === 'conditions' || change.path === 'filters' ? { ...change, old: [] } : change,
  );
  return ['created', ...fromNothing.flatMap(fieldLines)];
}
