import { listDiff, namedItems, nameOrDescriptionLine, otherFieldLine, quote, type FieldChange } from './words.ts';

const TERM_FIELDS = new Set(['searchTerms', 'disallowedSentences']);

const terms = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** `added 'pin', removed 'darn'`: the terms that came and went, each side named once. */
function termLine(change: FieldChange): string {
  const now = terms(change.new);
  if (change.old === undefined) return `terms now — ${count(now.length, 'term')}: ${namedItems(now.map(quote))}`;
  const { added, removed } = listDiff(terms(change.old), now, String);
  const parts = [
    ...(added.length > 0 ? [`added ${namedItems(added.map(quote))}`] : []),
    ...(removed.length > 0 ? [`removed ${namedItems(removed.map(quote))}`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : 'terms reordered';
}

function fieldLine(change: FieldChange): string {
  if (TERM_FIELDS.has(change.path)) return termLine(change);
  if (change.path === 'category') return `type changed to ${quote(change.new)}`;
  return nameOrDescriptionLine(change) ?? otherFieldLine(change);
}

/**
 * What a keyword-list write did: "added 'pin', removed 'darn'", "renamed to 'Profanity'". A new
 * list says it was created and with how many terms.
 */
export function listChangeLines(operation: string | undefined, changes: readonly FieldChange[]): string[] {
  if (operation === 'delete') return ['deleted'];
  if (operation !== 'create') return changes.flatMap(fieldLine);
  const held = changes.find((change) => TERM_FIELDS.has(change.path));
  const category = changes.find((change) => change.path === 'category')?.new;
  const kind = typeof category === 'string' ? `a ${category} list` : 'a list';
  const with_ = held ? ` with ${count(terms(held.new).length, 'term')}: ${namedItems(terms(held.new).map(quote))}` : '';
  return [`created as ${kind}${with_}`];
}
