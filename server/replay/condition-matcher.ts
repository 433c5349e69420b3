import { asArray, isKeywordReference, type Condition } from '../../contract/schemas/condition.ts';
import { preparePattern } from '../../contract/conditions/pattern-syntax.ts';
import type { NotEvaluableCause, ReplayList, ReplayMessage } from './replay-types.ts';

/** What one condition says about one message: it matches, it does not, or only the service can tell. */
export type ConditionResult = 'match' | 'no-match' | 'unknown';
export type ConditionMatcher = (message: ReplayMessage) => ConditionResult;

const TEXT_OPERANDS = new Set(['text', 'custom']);
const MEDIA_OPERANDS = new Set(['image', 'video', 'audio', 'file']);
const EVALUABLE_CATEGORIES = new Set(['word', 'pattern']);
const THRESHOLD = /_greaterThan_\d+$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A word or phrase as the service's word lists match it: anywhere in the text, ignoring case,
 * but not inside a longer word ("heck" does not match "checkers").
 */
function wordRegExp(words: readonly string[], equals: boolean): RegExp | undefined {
  const alternatives = words
    .map((word) => word.trim())
    .filter(Boolean)
    .map(escapeRegExp);
  if (alternatives.length === 0) return undefined;
  const body = `(?:${alternatives.join('|')})`;
  return new RegExp(equals ? `^\\s*${body}\\s*$` : `(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])`, 'iu');
}

/** Patterns run with JavaScript's RegExp (the service names no other flavour); one that JavaScript cannot run is skipped. */
function patternRegExps(patterns: readonly string[]): RegExp[] {
  return patterns.flatMap((pattern) => {
    const prepared = preparePattern(pattern);
    return prepared.ok ? [new RegExp(prepared.source, prepared.flags)] : [];
  });
}

/** Whether the dashboard can judge this condition itself; AI classifiers and media labels it cannot. */
export function isEvaluable(condition: Condition, lists: ReadonlyMap<string, ReplayList>): boolean {
  if (!TEXT_OPERANDS.has(condition.operand ?? 'text') || condition.isMediaPresent) return false;
  if (!EVALUABLE_CATEGORIES.has(condition.category ?? 'word')) return false;
  const values = asArray(condition.value);
  if (values.some((value) => THRESHOLD.test(value))) return false;
  if (!isKeywordReference(condition)) return true;
  return values.every((id) => EVALUABLE_CATEGORIES.has(lists.get(id)?.category ?? ''));
}

/**
 * Why a condition the dashboard cannot judge is so: keyword lists it names that the service does
 * not have, or else something only the service runs. Undefined for a condition it can judge.
 */
export function unjudgedCause(
  condition: Condition,
  lists: ReadonlyMap<string, ReplayList>,
): NotEvaluableCause | undefined {
  if (isEvaluable(condition, lists)) return undefined;
  const missing = isKeywordReference(condition) ? asArray(condition.value).filter((id) => !lists.has(id)) : [];
  return missing.length > 0 ? { cause: 'missing-list', listIds: missing } : { cause: 'service-only' };
}

/** Whether an AI condition looks at this message at all (an image classifier never sees a text message). */
function appliesTo(condition: Condition, message: ReplayMessage): boolean {
  const operand = condition.operand ?? 'text';
  if (MEDIA_OPERANDS.has(operand)) return message.type === operand || (operand === 'file' && message.hasMedia);
  if (operand === 'custom') return message.category === 'custom';
  return message.text !== null && message.text !== '';
}

/** Compiles a condition once, so replaying thousands of messages runs each regular expression only. */
export function conditionMatcher(condition: Condition, lists: ReadonlyMap<string, ReplayList>): ConditionMatcher {
  if (!isEvaluable(condition, lists)) return (message) => (appliesTo(condition, message) ? 'unknown' : 'no-match');
  const values = asArray(condition.value);
  const referenced = isKeywordReference(condition) ? values.map((id) => lists.get(id)) : undefined;
  const words = referenced
    ? referenced.filter((list) => list?.category === 'word').flatMap((list) => list?.terms ?? [])
    : condition.category === 'pattern'
      ? []
      : values;
  const patterns = referenced
    ? referenced.filter((list) => list?.category === 'pattern').flatMap((list) => list?.terms ?? [])
    : condition.category === 'pattern'
      ? values
      : [];
  const equals = condition.operator === 'equals';
  const regexps = [wordRegExp(words, equals), ...patternRegExps(patterns)].filter(
    (regex): regex is RegExp => regex !== undefined,
  );
  const custom = condition.operand === 'custom';
  return (message) => {
    const text = custom ? message.customText : message.text;
    if (!text) return 'no-match';
    return regexps.some((regex) => regex.test(text)) ? 'match' : 'no-match';
  };
}
