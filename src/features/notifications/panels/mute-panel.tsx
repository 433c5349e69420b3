import { Stack } from '@mantine/core';
import { useCallback } from 'react';
import type { FieldSpec } from '../model/field-spec.ts';
import { FieldList } from './field-list.tsx';
import { ScheduleEditor } from './schedule-editor.tsx';
import { Section } from './section.tsx';

export function MutePanel() {
  const overrides = useCallback(
    (s: FieldSpec) => s.path.length === 3 && s.path[1] === 'mute' && s.kind === 'boolean',
    [],
  );
  const dnd = useCallback((s: FieldSpec) => s.path[2] === 'dndPreferenceSetting', []);
  const mentions = useCallback((s: FieldSpec) => s.path[1] === 'bypassPreferencesForMentions', []);
  return (
    <Stack gap="xl">
      <Section title="What end users may change">
        <FieldList tab="mute" filter={overrides} />
      </Section>
      <Section title="Do not disturb">
        <FieldList tab="mute" filter={dnd} />
      </Section>
      <Section title="Mentions">
        <FieldList tab="mute" filter={mentions} />
      </Section>
      <Section
        title="Quiet hours"
        intro="For each day, a window in each end user's own time zone during which notifications stay quiet, if that day's switch is on. A window that ends before it starts runs past midnight into the next day."
      >
        <ScheduleEditor />
      </Section>
    </Stack>
  );
}
