import { Group, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { WEEK_DAYS } from '../../../../contract/schemas/notification-settings.ts';
import { fieldName, useEditor } from '../editor-context.ts';
import { fieldKey } from '../model/field-spec.ts';
import type { FormLeaf } from '../model/form-model.ts';
import { describeWindow, formatHHMM, parseHHMM, weekSegments, type DayWindow } from '../model/hhmm.ts';
import { DAY_LABELS } from '../model/known-fields.ts';
import classes from './week-strip.module.css';

const PARTS = ['from', 'to', 'dnd'] as const;
export const dayKey = (day: string, part: (typeof PARTS)[number]) =>
  fieldKey(['preferences', 'mute', 'schedulePreferenceSetting', day, part]);
const NAMES = WEEK_DAYS.flatMap((day) => PARTS.map((part) => fieldName(dayKey(day, part))));
export const dayNames = (day: string) => PARTS.map((part) => fieldName(dayKey(day, part)));

/**
 * A day the service holds no schedule for (absent or null: "None" in its own dashboard). Only
 * where the settings were read: an unknown day is not a day without a schedule.
 */
export function isNoScheduleDay(leaves: readonly (FormLeaf | undefined)[], known: boolean): boolean {
  return known && leaves.every((leaf) => leaf === null || leaf === undefined);
}

function time(leaf: FormLeaf): number | null {
  if (typeof leaf !== 'string') return null;
  const parsed = parseHHMM(leaf);
  return parsed.ok ? parsed.value : null;
}

interface DayState {
  name: string;
  words: string;
  window: DayWindow | null;
}

/** The week at a glance: each day's window on a 24-hour bar; one past midnight ends on the next day's bar. */
export function WeekStrip() {
  const { control, placeholders, known } = useEditor();
  const values = useWatch({ control, name: NAMES });
  const days: DayState[] = WEEK_DAYS.map((day, i) => {
    const leaf = (j: number) => {
      const value = values[i * 3 + j] ?? null;
      return { value: value ?? placeholders.fields[dayKey(day, PARTS[j] ?? 'from')] ?? null, unknown: value === null };
    };
    const [from, to, dnd] = [leaf(0), leaf(1), leaf(2)];
    const start = time(from.value);
    const end = time(to.value);
    const on = dnd.value === true;
    const none = isNoScheduleDay(values.slice(i * 3, i * 3 + 3), known);
    const unknown = from.unknown || to.unknown || dnd.unknown;
    const words = none
      ? 'no schedule'
      : start === null || end === null
        ? 'not a valid time'
        : `${describeWindow(start, end)}, quiet hours ${on ? 'on' : 'off'}`;
    const window = none || start === null || end === null ? null : { from: start, to: end, on, unknown };
    return {
      name: DAY_LABELS[day] ?? day,
      words: `${words}${!none && unknown ? ' (defaults; current value unknown)' : ''}`,
      window,
    };
  });
  const rows = weekSegments(days.map((day) => day.window));
  return (
    <figure className={classes.strip} aria-label="Quiet hours over the week">
      {days.map((day, i) => {
        const segments = rows[i] ?? [];
        const carried = segments.find((s) => s.day !== i);
        const carriedWords = carried
          ? `; ${days[carried.day]?.name ?? ''}'s window runs until ${formatHHMM(days[carried.day]?.window?.to ?? 0)}`
          : '';
        return (
          <div className={classes.row} key={day.name}>
            <Text size="xs" fw={500}>
              {day.name.slice(0, 3)}
            </Text>
            <div className={classes.track} role="img" aria-label={`${day.name}: ${day.words}${carriedWords}`}>
              {segments.map((s) => (
                <div
                  key={`${s.day}-${s.start}`}
                  className={classes.segment}
                  data-off={s.on ? undefined : true}
                  data-unknown={s.unknown ? true : undefined}
                  style={{ left: `${(s.start / 1440) * 100}%`, width: `${((s.end - s.start) / 1440) * 100}%` }}
                />
              ))}
            </div>
          </div>
        );
      })}
      <div className={classes.scale} aria-hidden>
        <span>00</span>
        <span>06</span>
        <span>12</span>
        <span>18</span>
        <span>24</span>
      </div>
      <Group gap="md" aria-hidden>
        <Text size="xs" c="dimmed">
          <span className={`${classes.legend} ${classes.segment}`} style={{ position: 'static' }} />
          quiet hours on
        </Text>
        <Text size="xs" c="dimmed">
          <span className={`${classes.legend} ${classes.segment}`} data-off style={{ position: 'static' }} />
          window set, switched off
        </Text>
      </Group>
    </figure>
  );
}
