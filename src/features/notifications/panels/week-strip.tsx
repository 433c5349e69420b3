import { Group, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { WEEK_DAYS } from '../../../api/schemas/notification-settings.ts';
import { fieldName, useEditor } from '../editor-context.ts';
import { fieldKey } from '../model/field-spec.ts';
import type { FormLeaf } from '../model/form-model.ts';
import { describeWindow, parseHHMM, windowSegments } from '../model/hhmm.ts';
import { DAY_LABELS } from '../model/known-fields.ts';
import classes from './week-strip.module.css';

const PARTS = ['from', 'to', 'dnd'] as const;
export const dayKey = (day: string, part: (typeof PARTS)[number]) => fieldKey(['preferences', 'mute', 'schedulePreferenceSetting', day, part]);
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

/** The week at a glance: each day's window on a 24-hour bar; a window past midnight wraps round. */
export function WeekStrip() {
  const { control, placeholders, known } = useEditor();
  const values = useWatch({ control, name: NAMES });
  return (
    <figure className={classes.strip} aria-label="Quiet hours over the week">
      {WEEK_DAYS.map((day, i) => {
        const leaf = (j: number) => {
          const value = values[i * 3 + j] ?? null;
          return { value: value ?? placeholders.fields[dayKey(day, PARTS[j] ?? 'from')] ?? null, unknown: value === null };
        };
        const [from, to, dnd] = [leaf(0), leaf(1), leaf(2)];
        const start = time(from.value);
        const end = time(to.value);
        const on = dnd.value === true;
        const name = DAY_LABELS[day] ?? day;
        const none = isNoScheduleDay(values.slice(i * 3, i * 3 + 3), known);
        const words = none ? 'no schedule' : start === null || end === null ? 'not a valid time' : `${describeWindow(start, end)}, quiet hours ${on ? 'on' : 'off'}`;
        return (
          <div className={classes.row} key={day}>
            <Text size="xs" fw={500}>{name.slice(0, 3)}</Text>
            <div className={classes.track} role="img" aria-label={`${name}: ${words}${!none && (from.unknown || to.unknown || dnd.unknown) ? ' (defaults; current value unknown)' : ''}`}>
              {none || start === null || end === null
                ? null
                : windowSegments(start, end).map((s) => (
                    <div
                      key={s.start}
                      className={classes.segment}
                      data-off={on ? undefined : true}
                      data-unknown={from.unknown || to.unknown || dnd.unknown ? true : undefined}
                      style={{ left: `${(s.start / 1440) * 100}%`, width: `${((s.end - s.start) / 1440) * 100}%` }}
                    />
                  ))}
            </div>
          </div>
        );
      })}
      <div className={classes.scale} aria-hidden>
        <span>00</span><span>06</span><span>12</span><span>18</span><span>24</span>
      </div>
      <Group gap="md" aria-hidden>
        <Text size="xs" c="dimmed"><span className={`${classes.legend} ${classes.segment}`} style={{ position: 'static' }} />quiet hours on</Text>
        <Text size="xs" c="dimmed"><span className={`${classes.legend} ${classes.segment}`} data-off style={{ position: 'static' }} />window set, switched off</Text>
      </Group>
    </figure>
  );
}
