import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { fieldName, useEditor } from '../editor-context.ts';
import { fieldKey } from '../model/field-spec.ts';
import { previewCards } from '../model/preview-cards.ts';
import { renderTemplate } from '../model/template-text.ts';

interface Props {
  /** e.g. `textMessageTemplateDefault` */
  templateId: string;
  fields: readonly string[];
}

/** How a push notification from this template looks, one-on-one and in a group, with sample data. */
export function NotificationPreview({ templateId, fields }: Props) {
  const { control, placeholders } = useEditor();
  const keys = fields.map((field) => fieldKey(['templates', templateId, field]));
  const values = useWatch({ control, name: keys.map(fieldName) });
  const text = (field: string | undefined) => {
    const i = field === undefined ? -1 : fields.indexOf(field);
    const value = i < 0 ? '' : (values[i] ?? placeholders.fields[keys[i] ?? ''] ?? '');
    return typeof value === 'string' ? value : '';
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" aria-label="Notification preview with sample data">
      {previewCards(fields).map((card) => {
        const rendered = renderTemplate(text(card.body), card.data);
        const fallback = fields.includes('body_fallback') && rendered.missing.length > 0;
        const which = card.body?.startsWith('body_') ? ` (${card.body.replace('body_', '')})` : '';
        return (
          <Stack gap={2} key={card.label}>
            <Text size="xs" c="dimmed">
              {card.label}
              {which}
            </Text>
            <Paper withBorder radius="md" p="xs" shadow="xs">
              <Text size="sm" fw={700} lineClamp={1}>
                {renderTemplate(text(card.title), card.data).text || '(no title)'}
              </Text>
              <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                {fallback ? renderTemplate(text('body_fallback'), card.data).text : rendered.text || '(no text)'}
              </Text>
            </Paper>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
