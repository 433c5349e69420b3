import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { BlockedMessage } from '../../../api/schemas/blocked-message.ts';
import { RevealableImage, RevealableVideo } from '../../../components/media-viewer.tsx';
import { SafeLink } from '../../../components/safe-media.tsx';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { attachmentsOf, mediaUrlOf } from '../record-fields.ts';
import { DetailSection } from './detail-section.tsx';

interface MediaSectionProps {
  record: BlockedMessage;
  revealed: boolean;
  onRevealChange: (revealed: boolean) => void;
}

/** What was sent: the text, the media at full size once revealed, and every attachment. */
export function MediaSection({ record, revealed, onRevealChange }: MediaSectionProps) {
  const { type, data } = record.message;
  const attachments = attachmentsOf(record);
  const label = `${type ?? 'media'} ${attachments[0]?.name ?? ''}`.trim();
  const url = mediaUrlOf(record);
  return (
    <DetailSection title="Message">
      {data?.text ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {data.text}
        </Text>
      ) : null}
      {type === 'image' ? <RevealableImage url={url} label={label} revealed={revealed} onRevealChange={onRevealChange} /> : null}
      {type === 'video' ? <RevealableVideo url={url} label={label} revealed={revealed} onRevealChange={onRevealChange} /> : null}
      {attachments.length > 0 ? (
        <Stack gap={6} component="ul" aria-label="Attachments" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {attachments.map((attachment, i) => (
            <Paper key={i} withBorder p="xs" component="li">
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {attachment.name ?? 'unnamed attachment'}
                </Text>
                {attachment.extension ? <Badge size="xs" variant="default" tt="none">.{attachment.extension}</Badge> : null}
              </Group>
              <Group gap="xs" mt={2}>
                <Text size="xs" c="dimmed">
                  {formatBytes(attachment.size)} · {attachment.mimeType ?? 'unknown type'}
                </Text>
                <SafeLink url={attachment.url} size="xs">
                  Open file (new tab)
                </SafeLink>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
      {!data?.text && attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          The record carries no text or media.
        </Text>
      ) : null}
    </DetailSection>
  );
}
