import { choiceLabel, type FieldSpec } from './field-spec.ts';
import { formatHHMM } from './hhmm.ts';
import { describeInterval } from './units.ts';

/**
 * A wire value in words for the review, conflict and change lists, as the form shows it (the raw
 * values are in the request body beside them); undefined is "not known". A choice the form does
 * not know keeps its number ("Other (9)"): no words exist for it.
 */
export function formatSettingValue(spec: FieldSpec | undefined, value: unknown): string {
  if (value === undefined) return 'not known';
  if (spec?.kind === 'choice' && typeof value === 'number') return choiceLabel(spec.choices ?? 'onOff', value);
  if (spec?.kind === 'time' && typeof value === 'number') return formatHHMM(value);
  if (spec?.kind === 'duration' && typeof value === 'number') return describeInterval(value).replace(/^every /, '');
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'string') return value === '' ? 'empty text' : `“${value}”`;
  return JSON.stringify(value);
}
