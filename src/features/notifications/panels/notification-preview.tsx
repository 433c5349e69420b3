import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { fieldName, useEditor } from '../editor-context.ts';
import { fieldKey } from '../model/field-spec.ts';
import { renderTemplate, SAMPLE_DATA } from '../model/template-text.ts';

interface Props {
  /** e.g. `textMessageTemplateDefault` */
  templateId: string;
  fields: readonly string[];
}

/** How a push notification from this template looks, one-on-one and in a group, with sample data. */
export function NotificationPreview({ templateId, fields }: Props) {
  const { control, placeholders } = useEditor();
  const body = fields.includes('body') ? 'body' : fields.find((f) => f.startsWith('body_') && f !== 'body_fallback');
  const parts = ['titleOneOnOne', 'titleGroup', body ?? 'body', 'body_fallback'];
  const keys = parts.map((part) => fieldKey(['templates', templateId, part]));
  const values = useWatch({ control, name: keys.map(fieldName) });
  const text = (i: number) => {
    const value = values[i] ?? placeholders.fields[keys[i] ?? ''] ?? '';
    return typeof value === 'string' ? value : '';
  };
  const cards = [
    { label: 'One-on-one', title: text(0), data: SAMPLE_DATA.oneOnOne },
    { label: 'Group', title: text(1), data: SAMPLE_DATA.group },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" aria-label="Notification preview with sample data">
      {cards.map((card) => {
        const rendered = renderTemplate(text(2), card.data);
        const fallback = fields.includes('body_fallback') && rendered.missing.length > 0;
        return (
          <Stack gap={2} key={card.label}>
            <Text size="xs" c="dimmed">{card.label}{body && body !== 'body' ? ` (${body.replace('body_', '')})` : ''}</Text>
            <Paper withBorder radius="md" p="xs" shadow="xs">
              <Text size="sm" fw={700} lineClamp={1}>{renderTemplate(card.title, card.data).text || '(no title)'}</Text>
              <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                {fallback ? renderTemplate(text(3), card.data).text : rendered.text || '(no text)'}
              </Text>
            </Paper>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
