import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { WEEK_DAYS } from '../../../api/schemas/notification-settings.ts';
import { useEditor, useLeaves } from '../editor-context.ts';
import { BooleanField } from '../fields/boolean-field.tsx';
import { TimeField } from '../fields/time-field.tsx';
import { crossesMidnight, describeWindow, parseHHMM } from '../model/hhmm.ts';
import { DAY_LABELS } from '../model/known-fields.ts';
import { dayKey, dayKeys, isNoScheduleDay, WeekStrip } from './week-strip.tsx';

const WEEKDAYS = ['tuesday', 'wednesday', 'thursday', 'friday'];
const REST = [...WEEKDAYS, 'saturday', 'sunday'];
const PARTS = ['from', 'to', 'dnd'] as const;

function DayWindow({ day }: { day: string }) {
  const { placeholders } = useEditor();
  const [from, to] = useLeaves([dayKey(day, 'from'), dayKey(day, 'to')]);
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
      <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>{describeWindow(start, end)}</Text>
      {crossesMidnight(start, end) ? <Badge size="xs" variant="default">past midnight</Badge> : null}
    </Group>
  );
}

/** A day the service holds no schedule for: said so, with a way to give it one (the documented default window). */
function NoSchedule({ day }: { day: string }) {
  const { form, placeholders } = useEditor();
  const start = () => form.setValues(Object.fromEntries(dayKeys(day).map((key) => [key, placeholders.fields[key] ?? null])));
  return (
    <Group gap="sm" pt={4}>
      <Text size="sm">No schedule this day</Text>
      <Button size="xs" variant="default" onClick={start} aria-label={`Set a schedule for ${DAY_LABELS[day] ?? day}`}>Set a schedule</Button>
    </Group>
  );
}

function DayRow({ day }: { day: string }) {
  const { known } = useEditor();
  const none = isNoScheduleDay(useLeaves(dayKeys(day)), known);
  return (
    <Paper withBorder p="xs">
      <Group gap="sm" wrap="wrap" align="flex-start">
        <Text fw={500} w={96} pt={6}>{DAY_LABELS[day]}</Text>
        {none ? <NoSchedule day={day} /> : (
          <>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <TimeField fieldKey={dayKey(day, 'from')} />
              <Text pt={6} aria-hidden>to</Text>
              <TimeField fieldKey={dayKey(day, 'to')} />
            </Group>
            <Stack gap={4} pt={6}>
              <BooleanField fieldKey={dayKey(day, 'dnd')} label="Quiet hours on" hiddenPrefix={`${DAY_LABELS[day] ?? day}: `} compact />
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
  const { form, known } = useEditor();
  // Copying "no schedule" would empty days the service holds values for, which cannot be sent.
  const mondayNone = isNoScheduleDay(useLeaves(dayKeys('monday')), known);
  const copyMonday = (days: string[]) => {
    const monday = form.getValues();
    form.setValues(Object.fromEntries(days.flatMap((day) => PARTS.map((part) => [dayKey(day, part), monday[dayKey('monday', part)] ?? null]))));
  };
  return (
    <Stack gap="sm">
      <WeekStrip />
      <Group gap="xs">
        <Button size="xs" variant="default" disabled={mondayNone} onClick={() => copyMonday(WEEKDAYS)}>Copy Monday to weekdays</Button>
        <Button size="xs" variant="default" disabled={mondayNone} onClick={() => copyMonday(REST)}>Copy Monday to all days</Button>
      </Group>
      {known ? null : (
        <Text size="xs" c="dimmed">A day is always sent whole: when you change part of a day, its other parts are sent as the defaults shown.</Text>
      )}
      {WEEK_DAYS.map((day) => <DayRow key={day} day={day} />)}
    </Stack>
  );
}
