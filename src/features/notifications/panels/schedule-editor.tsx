import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { WEEK_DAYS } from '../../../../contract/schemas/notification-settings.ts';
import { fieldName, useEditor } from '../editor-context.ts';
import { BooleanField } from '../fields/boolean-field.tsx';
import { TimeField } from '../fields/time-field.tsx';
import { crossesMidnight, describeWindow, parseHHMM } from '../model/hhmm.ts';
import { DAY_LABELS } from '../model/known-fields.ts';
import { dayKey, dayNames, isNoScheduleDay, WeekStrip } from './week-strip.tsx';

const WEEKDAYS = ['tuesday', 'wednesday', 'thursday', 'friday'];
const REST = [...WEEKDAYS, 'saturday', 'sunday'];
const PARTS = ['from', 'to', 'dnd'] as const;

function DayWindow({ day }: { day: string }) {
  const { control, placeholders } = useEditor();
  const [from, to] = useWatch({ control, name: [fieldName(dayKey(day, 'from')), fieldName(dayKey(day, 'to'))] });
  const parse = (leaf: unknown, part: 'from' | 'to') => {
    const text = leaf ?? placeholders.fields[dayKey(day, part)];
    const parsed = typeof text === 'string' ? parseHHMM(text) : null;
    return parsed?.ok ? parsed.value : null;
  };
  const start = parse(from, 'from');
  const end = parse(to, 'to');
  if (start === null || end === null) return null;
  return (
    <Group gap={6}>
      <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {describeWindow(start, end)}
      </Text>
      {crossesMidnight(start, end) ? (
        <Badge size="xs" variant="default">
          past midnight
        </Badge>
      ) : null}
    </Group>
  );
}

/** A day the service holds no schedule for: said so, with a way to give it one (the documented default window). */
function NoSchedule({ day }: { day: string }) {
  const { setValue, placeholders } = useEditor();
  const start = () => {
    for (const part of PARTS)
      setValue(fieldName(dayKey(day, part)), placeholders.fields[dayKey(day, part)] ?? null, {
        shouldValidate: true,
        shouldDirty: true,
      });
  };
  return (
    <Group gap="sm" pt={4}>
      <Text size="sm">No schedule this day</Text>
      <Button size="xs" variant="default" onClick={start} aria-label={`Set a schedule for ${DAY_LABELS[day] ?? day}`}>
        Set a schedule
      </Button>
    </Group>
  );
}

function DayRow({ day }: { day: string }) {
  const { control, known } = useEditor();
  const none = isNoScheduleDay(useWatch({ control, name: dayNames(day) }), known);
  return (
    <Paper withBorder p="xs">
      <Group gap="sm" wrap="wrap" align="flex-start">
        <Text fw={500} w={96} pt={6}>
          {DAY_LABELS[day]}
        </Text>
        {none ? (
          <NoSchedule day={day} />
        ) : (
          <>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <TimeField fieldKey={dayKey(day, 'from')} />
              <Text pt={6} aria-hidden>
                to
              </Text>
              <TimeField fieldKey={dayKey(day, 'to')} />
            </Group>
            <Stack gap={4} pt={6}>
              <BooleanField
                fieldKey={dayKey(day, 'dnd')}
                label="Quiet hours"
                hiddenPrefix={`${DAY_LABELS[day] ?? day}: `}
                compact
              />
              <DayWindow day={day} />
            </Stack>
          </>
        )}
      </Group>
    </Paper>
  );
}

/** The mute schedule as a week: a window and a switch per day, copy buttons, and the strip. */
export function ScheduleEditor() {
  const { setValue, getValues, known, control } = useEditor();
  // Copying "no schedule" would empty days the service holds values for, which cannot be sent.
  const mondayNone = isNoScheduleDay(useWatch({ control, name: dayNames('monday') }), known);
  const copyMonday = (days: string[]) => {
    for (const part of PARTS) {
      const value = getValues(fieldName(dayKey('monday', part)));
      for (const day of days) setValue(fieldName(dayKey(day, part)), value, { shouldValidate: true });
    }
  };
  return (
    <Stack gap="sm">
      <WeekStrip />
      <Group gap="xs">
        <Button size="xs" variant="default" disabled={mondayNone} onClick={() => copyMonday(WEEKDAYS)}>
          Copy Monday to weekdays
        </Button>
        <Button size="xs" variant="default" disabled={mondayNone} onClick={() => copyMonday(REST)}>
          Copy Monday to all days
        </Button>
      </Group>
      {known ? null : (
        <Text size="xs" c="dimmed">
          A day is always sent whole: when you change part of a day, its other parts are sent as the defaults shown.
        </Text>
      )}
      {WEEK_DAYS.map((day) => (
        <DayRow key={day} day={day} />
      ))}
    </Stack>
  );
}
