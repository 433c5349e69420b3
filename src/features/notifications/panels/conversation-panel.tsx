import { Divider, Paper, SimpleGrid, Stack } from '@mantine/core';
import { BooleanField } from '../fields/boolean-field.tsx';
import { ChoiceField } from '../fields/choice-field.tsx';
import { fieldKey } from '../model/field-spec.ts';
import { CONVERSATION_EVENTS, EVENT_LABELS } from '../model/known-fields.ts';
import { Section } from './section.tsx';

const COPY = {
  group: {
    title: 'Group conversations',
    intro: 'When members of a group are notified, and which of these choices end users may change for themselves.',
  },
  oneOnOne: {
    title: 'One-on-one conversations',
    intro: 'When the other person is notified, and which of these choices end users may change for themselves.',
  },
};

/** Each `<event>Setting` beside its `<event>Override`. */
export function ConversationPanel({ section }: { section: 'group' | 'oneOnOne' }) {
  const events = CONVERSATION_EVENTS[section];
  const key = (field: string) => fieldKey(['preferences', section, field]);
  return (
    <Section title={COPY[section].title} intro={COPY[section].intro}>
      <Stack gap="xs">
        {events.map((event) => (
          <Paper key={event} withBorder p="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" style={{ alignItems: 'end' }}>
              <ChoiceField fieldKey={key(`${event}Setting`)} />
              <BooleanField
                fieldKey={key(`${event}Override`)}
                hiddenPrefix={`${EVENT_LABELS[event] ?? event}: `}
                compact
              />
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
      <Divider label="No end-user choice for these" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ChoiceField fieldKey={key('messageEditedSetting')} />
        <ChoiceField fieldKey={key('messageDeletedSetting')} />
      </SimpleGrid>
    </Section>
  );
}
