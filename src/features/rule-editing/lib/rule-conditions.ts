import { asArray, conditionSchema, isKeywordReference } from '../../../../contract/schemas/condition.ts';
import { MAX_TERM_LENGTH } from '../../../../contract/schemas/moderation-writes.ts';
import { z } from '../../../../contract/schemas/zod.ts';
import { isJsonObject, jsonEqual } from '../../../../contract/json.ts';
import { preparePattern } from '../../../../contract/conditions/pattern-syntax.ts';

/**
 * A rule's conditions as the editor holds them: what the condition looks at and how (`kind`),
 * its values as typed, and the condition as loaded (`kept`), whose other fields (`id`, `message`,
 * `weight`) go back unchanged. A condition the admin did not touch is sent
 * exactly as loaded.
 */
export const conditionEntrySchema = z
  .object({
    operand: z.string(),
    category: z.string(),
    operator: z.string(),
    fromLists: z.boolean(),
    /** List ids, typed words or patterns (one per entry, blanks allowed while typing), or `<label>_greaterThan_<n>`. */
    values: z.array(z.string()),
    /** The custom API's score, as typed. */
    percent: z.string(),
    kept: z.record(z.string(), z.unknown()),
  })
  .check(
    z.superRefine((entry, ctx) => {
      const problem = valuesProblem(entry);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, path: ['values'], input: entry.values });
    }),
  );
export type ConditionEntry = z.infer<typeof conditionEntrySchema>;

/** How a condition's values are edited: lists to choose, terms to type, label scores, one score, or none. */
export type ValueKind = 'lists' | 'terms' | 'thresholds' | 'percent' | 'none';

const MEDIA_OPERANDS = new Set(['image', 'video', 'audio', 'file']);
const TERM_CATEGORIES = new Set(['word', 'pattern', 'sentence-similarity']);
/** The keyword-reference flag as requests spell it (chat-apis.json, `Condition`); answers also carry the other two. */
const DOCUMENTED_FLAG = 'isKeywordReferencePresent';
const ANSWER_FLAGS = ['isKeywordsReferencePresent', 'isListReferencePresent'] as const;

export function valueKind(entry: Pick<ConditionEntry, 'operand' | 'category' | 'fromLists'>): ValueKind {
  if (entry.fromLists) return 'lists';
  if (entry.category === 'malware') return 'none';
  if (entry.category === 'custom-api') return 'percent';
  if (entry.operand === 'image' || entry.operand === 'video') return 'thresholds';
  return TERM_CATEGORIES.has(entry.category) ? 'terms' : 'thresholds';
}

/** The kinds of condition the editor offers, each a documented shape (api-facts.md, the emulator's catalogue). */
export const CONDITION_KINDS = [
  { value: 'word-lists', label: 'Words from keyword lists', operand: 'text', category: 'word', fromLists: true },
  { value: 'words', label: 'Words or phrases typed here', operand: 'text', category: 'word', fromLists: false },
  {
    value: 'pattern-lists',
    label: 'Patterns from pattern lists',
    operand: 'text',
    category: 'pattern',
    fromLists: true,
  },
  { value: 'patterns', label: 'Patterns typed here', operand: 'text', category: 'pattern', fromLists: false },
  {
    value: 'similar',
    label: 'Similar to sentences of a list',
    operand: 'text',
    category: 'sentence-similarity',
    fromLists: true,
  },
  { value: 'toxicity', label: 'Toxicity score (AI)', operand: 'text', category: 'toxicity', fromLists: false },
  { value: 'sentiment', label: 'Sentiment score (AI)', operand: 'text', category: 'sentiment', fromLists: false },
  { value: 'image', label: 'Image labels (AI)', operand: 'image', category: 'word', fromLists: false },
  { value: 'video', label: 'Video labels (AI)', operand: 'video', category: 'word', fromLists: false },
  {
    value: 'custom-api',
    label: 'Score from your moderation API',
    operand: 'text',
    category: 'custom-api',
    fromLists: false,
  },
  {
    value: 'audio-malware',
    label: 'Malware in an audio file',
    operand: 'audio',
    category: 'malware',
    fromLists: false,
  },
  { value: 'file-malware', label: 'Malware in a file', operand: 'file', category: 'malware', fromLists: false },
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

/** Text kinds may look at the message's text or its custom data; the others have their own operand. */
export const TEXT_OPERANDS = [
  { value: 'text', label: 'the message text' },
  { value: 'custom', label: 'a custom message’s data' },
] as const;

/** The kind a condition is, or undefined for a shape the editor does not offer (kept, shown as sent). */
export function kindOf(entry: Pick<ConditionEntry, 'operand' | 'category' | 'fromLists'>): ConditionKind | undefined {
  const textual = entry.operand === 'text' || entry.operand === 'custom';
  return CONDITION_KINDS.find(
    (kind) =>
      kind.category === entry.category &&
      kind.fromLists === entry.fromLists &&
      (kind.operand === entry.operand || (kind.operand === 'text' && textual)),
  );
}

/** Image and video labels the service's classifiers know (api-facts.md); `AnyOf` is any of them. */
export const MEDIA_LABELS = [
  'AnyOf',
  'Any unsafe content',
  'Violence',
  'Alcohol',
  'Gambling',
  'Drugs & Tobacco',
  'Rude gestures',
  'Explicit Nudity',
  'Non-Explicit Nudity',
  'Swimwear or underwear',
  'Visually Disturbing',
  'Hate symbols',
] as const;

const THRESHOLD = /^(.+)_greaterThan_(\d+(?:\.\d+)?)$/;

/** `<label>_greaterThan_<n>` as its parts; undefined when the value is not a score. */
export function thresholdParts(value: string): { label: string; score: string } | undefined {
  const match = THRESHOLD.exec(value);
  return match?.[1] && match[2] ? { label: match[1], score: match[2] } : undefined;
}

export const thresholdValue = (label: string, score: string) => `${label}_greaterThan_${score}`;

/** A score typed as text: a number from 0 to 100. */
function isScore(text: string): boolean {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 100;
}

const typed = (values: readonly string[]) => values.map((value) => value.trim()).filter(Boolean);

/** What is wrong with a condition's values, in words, or undefined. */
export function valuesProblem(entry: ConditionEntry): string | undefined {
  // A condition as loaded goes back as loaded: the service took it, whatever shape the editor expects.
  if (isUntouched(entry)) return undefined;
  const kind = valueKind(entry);
  if (kind === 'none') return undefined;
  if (kind === 'percent') return isScore(entry.percent) ? undefined : 'Give the score that triggers, from 0 to 100.';
  if (kind === 'lists') return entry.values.length === 0 ? 'Choose at least one list.' : undefined;
  if (kind === 'thresholds') {
    if (entry.values.length === 0) return 'Add at least one label with its score.';
    const bad = entry.values.find((value) => {
      const parts = thresholdParts(value);
      return !parts || !isScore(parts.score);
    });
    return bad === undefined ? undefined : 'Each label needs a score from 0 to 100.';
  }
  const terms = typed(entry.values);
  const what = entry.category === 'pattern' ? 'pattern' : 'word or phrase';
  if (terms.length === 0) return `Give at least one ${what}, one per line.`;
  const long = terms.find((term) => term.length > MAX_TERM_LENGTH);
  if (long) return `“${long.slice(0, 20)}…” is longer than ${MAX_TERM_LENGTH} characters, the service’s limit.`;
  if (entry.category === 'pattern') {
    for (const term of terms) {
      const prepared = preparePattern(term);
      if (!prepared.ok) return `“${term}”: ${prepared.message}`;
    }
  }
  return undefined;
}

/** The condition as the editor holds it. */
export function conditionEntry(condition: Record<string, unknown>): ConditionEntry {
  const parsed = conditionSchema.safeParse(condition);
  const data = parsed.success ? parsed.data : {};
  const percent = data.threshold?.percent;
  return {
    operand: data.operand ?? 'text',
    category: data.category ?? 'word',
    operator: data.operator ?? 'contains',
    fromLists: parsed.success && isKeywordReference(parsed.data),
    values: asArray(data.value),
    percent: typeof percent === 'number' ? String(percent) : '',
    kept: condition,
  };
}

/** A new condition of the given kind. */
export function newConditionEntry(kind: ConditionKind = CONDITION_KINDS[0]): ConditionEntry {
  return withKind(
    { operand: 'text', category: 'word', operator: 'contains', fromLists: true, values: [], percent: '', kept: {} },
    kind,
  );
}

/** The entry changed to another kind: the values stay where they mean the same (lists to lists, words to words). */
export function withKind(entry: ConditionEntry, kind: ConditionKind): ConditionEntry {
  const operand = kind.operand === 'text' && entry.operand === 'custom' ? 'custom' : kind.operand;
  const next = { ...entry, operand, category: kind.category, fromLists: kind.fromLists };
  const sameValues = valueKind(next) === valueKind(entry) && (next.category === entry.category || next.fromLists);
  const values = sameValues
    ? entry.values
    : valueKind(next) === 'thresholds'
      ? [thresholdValue(kind.operand === 'text' ? kind.category : 'AnyOf', '50')]
      : [];
  return {
    ...next,
    operator: valueKind(next) === 'terms' || next.fromLists ? entry.operator : 'contains',
    values,
    percent: valueKind(next) === 'percent' ? entry.percent || '50' : entry.percent,
  };
}

/** Whether the admin left this loaded condition as it was. */
function isUntouched(entry: ConditionEntry): boolean {
  return Object.keys(entry.kept).length > 0 && jsonEqual(conditionEntry(entry.kept), entry);
}

/**
 * The keyword-reference flag in its documented request spelling, whichever spelling the condition
 * was loaded with: the answers' spellings are read, never written.
 */
function withDocumentedFlag(body: Record<string, unknown>, flag: boolean | undefined): Record<string, unknown> {
  const rest = { ...body };
  for (const spelling of ANSWER_FLAGS) delete rest[spelling];
  return flag === undefined ? rest : { ...rest, [DOCUMENTED_FLAG]: flag };
}

const hasFlag = (condition: Record<string, unknown>) =>
  DOCUMENTED_FLAG in condition || ANSWER_FLAGS.some((flag) => flag in condition);

/** The condition as the service takes it: as loaded when untouched (the flag spelled as documented), else rebuilt over what was loaded. */
export function conditionBody(entry: ConditionEntry): Record<string, unknown> {
  const { kept } = entry;
  if (isUntouched(entry)) return withDocumentedFlag(kept, hasFlag(kept) ? entry.fromLists : undefined);
  const kind = valueKind(entry);
  const fresh = Object.keys(kept).length === 0;
  const rebuilt: Record<string, unknown> = {
    ...kept,
    ...(fresh ? { entity: 'message' } : {}),
    operand: entry.operand,
    category: entry.category,
    operator: entry.operator,
    value: kind === 'terms' ? typed(entry.values) : kind === 'percent' || kind === 'none' ? [] : entry.values,
  };
  // The media flag changes only where it says something new.
  if (fresh || 'isMediaPresent' in kept || kept.operand !== entry.operand)
    rebuilt.isMediaPresent = MEDIA_OPERANDS.has(entry.operand);
  const body = withDocumentedFlag(rebuilt, hasFlag(kept) || fresh || entry.fromLists ? entry.fromLists : undefined);
  if (kind === 'percent') {
    const threshold = isJsonObject(kept.threshold) ? kept.threshold : {};
    body.threshold = { comparison: 'greaterThan', ...threshold, percent: Number(entry.percent) };
  }
  return body;
}
