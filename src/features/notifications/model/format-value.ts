import { choiceLabel, type FieldSpec } from './field-spec.ts';
import { formatHHMM } from './hhmm.ts';
import { describeInterval } from './units.ts';

/** A wire value in words for the review and conflict lists; undefined is "not known". */
export function formatSettingValue(spec: FieldSpec | undefined, value: unknown): string {
  if (value === undefined) return 'not known';
  if (spec?.kind === 'choice' && typeof value === 'number') {
    const label = choiceLabel(spec.choices ?? 'onOff', value);
    return label.startsWith('Other') ? label : `${label} (${value})`;
  }
  if (spec?.kind === 'time' && typeof value === 'number') return `${formatHHMM(value)} (${value})`;
  if (spec?.kind === 'duration' && typeof value === 'number')
    return `${describeInterval(value).replace(/^every /, '')} (${value} s)`;
  if (typeof value === 'boolean') return value ? 'on (true)' : 'off (false)';
  if (typeof value === 'string') return value === '' ? 'empty text' : `“${value}”`;
  return JSON.stringify(value);
}
