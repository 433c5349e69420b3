import type { EmuCondition } from './types.ts';

/** A condition before it gets its position-based id. */
export type ConditionSpec = Omit<EmuCondition, 'id'>;
type Operand = EmuCondition['operand'];

export const PHONE_PATTERN = String.raw`(\+?\d{1,3}[ -]?)?\(?\d{3}\)?[ -]?\d{3}[ -]?\d{4}`;
export const EMAIL_PATTERN = String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`;
export const URL_PATTERN = String.raw`https?://[^\s]+`;

/** Which spelling of the keyword-list flag a condition uses; the real service has both. */
export type ReferenceFlag = 'keywords' | 'list';

export function keywordReference(
  operand: Operand, listIds: string[], flag: ReferenceFlag, message?: string | string[],
): ConditionSpec {
  const flagField = flag === 'keywords' ? { isKeywordsReferencePresent: true } : { isListReferencePresent: true };
  return {
    ...flagField, isMediaPresent: false, entity: 'message', operand,
    category: 'word', operator: 'contains', value: listIds, ...(message === undefined ? {} : { message }),
  };
}

export function pattern(regex: string, message: string | string[]): ConditionSpec {
  return {
    isKeywordsReferencePresent: false, isMediaPresent: false, entity: 'message', operand: 'text',
    category: 'pattern', operator: 'contains', value: [regex], message,
  };
}

export function literal(operator: 'contains' | 'equals', words: string[], message: string | string[]): ConditionSpec {
  return {
    isKeywordsReferencePresent: false, isMediaPresent: false, entity: 'message', operand: 'text',
    category: 'word', operator, value: words, message,
  };
}

/** A classifier score on text; `toxicity` is one of the categories beyond the reference's. */
export function toxicity(threshold: number, message: string): ConditionSpec {
  return {
    isKeywordsReferencePresent: false, isMediaPresent: false, entity: 'message', operand: 'text',
    category: 'toxicity', operator: 'contains', value: [`toxicity_greaterThan_${threshold}`], message,
  };
}

export function mediaMessage(operand: Operand, value: string): string {
  const parsed = parseThreshold(value);
  const noun = operand === 'video' ? 'Video' : 'Image';
  if (!parsed) return `${noun} matches ${value}`;
  const label = parsed.label === 'AnyOf' ? 'any unsafe label' : parsed.label;
  return `${noun} contains ${label} with confidence greater than ${parsed.threshold}`;
}

/** Media conditions use category word and a `<label>_greaterThan_<n>` value, as the real service does. */
export function media(operand: 'image' | 'video', thresholds: string[], withMessage = true): ConditionSpec {
  return {
    isKeywordsReferencePresent: false, isMediaPresent: true, entity: 'message', operand,
    category: 'word', operator: 'contains', value: thresholds,
    ...(withMessage ? { message: thresholds.map((t) => mediaMessage(operand, t)) } : {}),
  };
}

/** The reference gives condition ids as positions starting at 1. */
export function numbered(specs: ConditionSpec[]): EmuCondition[] {
  return specs.map((spec, index) => ({ id: index + 1, ...spec }));
}

/** Parses `<label>_greaterThan_<n>`; labels may contain spaces and `&`. */
export function parseThreshold(value: string): { label: string; threshold: number } | undefined {
  const match = /^(.*)_greaterThan_(\d+)$/.exec(value);
  return match ? { label: match[1] ?? '', threshold: Number(match[2]) } : undefined;
}

/** A score from one of the service's text classifiers (`sentiment`, ...): `<label>_greaterThan_<n>`. */
export function classifier(category: string, label: string, threshold: number, message: string): ConditionSpec {
  return {
    isKeywordsReferencePresent: false, isMediaPresent: false, entity: 'message', operand: 'text',
    category, operator: 'contains', value: [`${label}_greaterThan_${threshold}`], message,
  };
}

/** Text compared with the sentences of a `sentence-similarity` keyword list. */
export function similarTo(listId: string, message: string): ConditionSpec {
  return {
    isListReferencePresent: true, isMediaPresent: false, entity: 'message', operand: 'text',
    category: 'sentence-similarity', operator: 'contains', value: [listId], message,
  };
}

/** Text matched against the regular expressions of a `pattern` keyword list. */
export function patternList(listId: string, message: string): ConditionSpec {
  return {
    isKeywordsReferencePresent: true, isMediaPresent: false, entity: 'message', operand: 'text',
    category: 'pattern', operator: 'contains', value: [listId], message,
  };
}

/** A score from the app's own moderation API ("Custom API" in the service's console). */
export function customApi(listId: string, percent: number, message: string): ConditionSpec {
  return {
    isMediaPresent: false, entity: 'message', operand: 'text', category: 'custom-api', operator: 'contains',
    value: [], listId, threshold: { comparison: 'greaterThan', percent }, message,
  };
}

/** The malware scanner on an attachment; the service names no value for it, so none is invented. */
export function malwareScan(operand: 'audio' | 'file', message: string): ConditionSpec {
  return {
    isMediaPresent: true, entity: 'message', operand, category: 'malware', operator: 'contains', value: [], message,
  };
}
