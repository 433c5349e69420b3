import type { SettingRange } from '../../../../contract/schemas/notification-ranges.ts';
import { CHOICE_SETS, type FieldSpec } from './field-spec.ts';

/** "1 minute", "24 hours", "90 seconds": a bound of an interval in words. */
export function durationWords(seconds: number): string {
  const [amount, unit] =
    seconds === 0
      ? [0, 'second']
      : seconds % 3600 === 0
        ? [seconds / 3600, 'hour']
        : seconds % 60 === 0
          ? [seconds / 60, 'minute']
          : [seconds, 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

function inRange(value: number, range: SettingRange): boolean {
  return value >= range.min && value <= range.max;
}

/**
 * Why a number is outside its documented range, in words a person can act on; undefined when
 * it is inside (or no range is documented). The service refuses such a value with a 400.
 */
export function rangeMessage(spec: FieldSpec, value: number): string | undefined {
  const { range } = spec;
  if (!range || inRange(value, range)) return undefined;
  switch (spec.kind) {
    case 'choice': {
      const names = CHOICE_SETS[spec.choices ?? 'onOff']
        .filter((c) => inRange(c.value, range))
        .map((c) => `“${c.label}”`);
      return `${value} is not a value the service documents here: choose ${names.join(', ').replace(/, ([^,]*)$/, ' or $1')}`;
    }
    case 'duration':
      return `Must be from ${durationWords(range.min)} to ${durationWords(range.max)}; ${durationWords(value)} is too ${value < range.min ? 'short' : 'long'}`;
    case 'count':
      return `Must be from ${range.min} to ${range.max}${spec.unit ? ' a day' : ''}; the service refuses ${value}`;
    default:
      return `Must be from ${range.min} to ${range.max}; the service refuses ${value}`;
  }
}
