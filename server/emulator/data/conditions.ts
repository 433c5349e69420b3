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
