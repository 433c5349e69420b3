import { asArray, isKeywordReference, type Condition } from '../../../contract/schemas/condition.ts';

/** A piece of a condition's description: plain words, or something the page links or formats. */
export type ConditionPart =
  | { kind: 'text'; text: string }
  | { kind: 'keyword-list'; listId: string }
  | { kind: 'pattern'; pattern: string }
  | { kind: 'word'; word: string }
  | { kind: 'threshold'; label: string; percent: number };

export interface ConditionDescription {
  parts: ConditionPart[];
  /** The condition's own `message` strings (an array or a single string in the wild). */
  messages: string[];
  /** False when the shape was not understood and the parts are only its raw values. */
  recognised: boolean;
}

const SUBJECTS: Record<string, string> = {
  text: 'message text',
  image: 'image',
  video: 'video',
  audio: 'audio',
  file: 'file',
  custom: 'custom message data',
};

const COMPARISONS: Record<string, string> = { greaterThan: 'above', lessThan: 'below', equals: 'equal to' };

/** Categories whose `value` names keyword lists but which compare differently from words. */
const LIST_VERBS: Record<string, string> = {
  pattern: 'matches a pattern from list',
  'sentence-similarity': 'is similar to a sentence in list',
};

/** A table lookup that never reads Object.prototype (`constructor` is a possible operand too). */
function own(table: Record<string, string>, key: string | undefined): string | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

const THRESHOLD = /^(.+)_greaterThan_(\d+(?:\.\d+)?)$/;

export function parseThreshold(value: string): { label: string; percent: number } | undefined {
  const match = THRESHOLD.exec(value);
  if (!match?.[1] || !match[2]) return undefined;
  const label = match[1] === 'AnyOf' ? 'any unsafe label' : match[1];
  return { label, percent: Number(match[2]) };
}

/** `[a, b, c]` → `[a, "or", b, "or", c]`. */
function either(parts: ConditionPart[]): ConditionPart[] {
  return parts.flatMap((part, i) => (i === 0 ? [part] : [{ kind: 'text', text: 'or' } as const, part]));
}

const text = (value: string): ConditionPart => ({ kind: 'text', text: value });

function describeParts(condition: Condition): { parts: ConditionPart[]; recognised: boolean } {
  const values = asArray(condition.value);
  const subject = own(SUBJECTS, condition.operand) ?? condition.operand ?? 'message';
  const equals = condition.operator === 'equals';

  if (condition.category === 'custom-api' && condition.threshold) {
    const { comparison = '', percent } = condition.threshold;
    const api = condition.listId ? ` "${condition.listId}"` : '';
    return {
      parts: [
        text(
          `${subject} gets a score ${own(COMPARISONS, comparison) ?? comparison} ${percent ?? '?'}% from the custom API${api}`,
        ),
      ],
      recognised: true,
    };
  }
  if (condition.category === 'malware')
    return { parts: [text(`${subject} is found to carry malware by the scanner`)], recognised: true };
  if (isKeywordReference(condition) && values.length > 0) {
    const verb =
      own(LIST_VERBS, condition.category) ?? (equals ? 'equals a word from list' : 'contains a word from list');
    return {
      parts: [
        text(`${subject} ${verb}`),
        ...either(values.map((listId) => ({ kind: 'keyword-list', listId }) as const)),
      ],
      recognised: true,
    };
  }
  const thresholds = values.map(parseThreshold);
  if (values.length > 0 && thresholds.every((t) => t !== undefined)) {
    const media = condition.isMediaPresent || condition.operand === 'image' || condition.operand === 'video';
    const verb = media ? 'contains' : 'is rated as';
    return {
      parts: [text(`${subject} ${verb}`), ...either(thresholds.map((t) => ({ kind: 'threshold', ...t }) as const))],
      recognised: true,
    };
  }
  if (condition.category === 'pattern' && values.length > 0) {
    return {
      parts: [
        text(`${subject} matches the pattern`),
        ...either(values.map((pattern) => ({ kind: 'pattern', pattern }) as const)),
      ],
      recognised: true,
    };
  }
  if (values.length > 0 && (equals || condition.operator === 'contains')) {
    const verb = equals ? 'equals' : 'contains the word';
    return {
      parts: [text(`${subject} ${verb}`), ...either(values.map((word) => ({ kind: 'word', word }) as const))],
      recognised: true,
    };
  }
  const raw = [condition.operand, condition.category, condition.operator].filter(Boolean).join(' ');
  return {
    parts: [text(raw ? `${raw}:` : 'condition:'), ...values.map((word) => ({ kind: 'word', word }) as const)],
    recognised: false,
  };
}

/** One condition in words, for every page that shows conditions. Never throws. */
export function describeCondition(condition: Condition): ConditionDescription {
  const { parts, recognised } = describeParts(condition);
  return { parts, recognised, messages: asArray(condition.message) };
}

/** The description as one plain sentence (CSV export, search, tooltips). */
export function conditionToText(
  condition: Condition,
  listName: (id: string) => string | undefined = () => undefined,
): string {
  return describeCondition(condition)
    .parts.map((part) => {
      switch (part.kind) {
        case 'text':
          return part.text;
        case 'keyword-list':
          return listName(part.listId) ?? part.listId;
        case 'pattern':
          return `/${part.pattern}/`;
        case 'word':
          return `"${part.word}"`;
        case 'threshold':
          return `${part.label} with confidence above ${part.percent}%`;
      }
    })
    .join(' ');
}
