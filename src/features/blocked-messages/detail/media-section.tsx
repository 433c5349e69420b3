import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { BlockedMessage } from '../../../../contract/schemas/blocked-message.ts';
import { RevealableImage, RevealableVideo } from '../../../components/media-viewer.tsx';
import { JsonView } from '../../../components/json-view.tsx';
import { SafeLink, UnsafeMediaNotice } from '../../../components/safe-media.tsx';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { useMediaSource } from '../../../components/media-source-context.tsx';
import { attachmentsOf, mediaUrlOf } from '../record-fields.ts';
import { DetailSection } from './detail-section.tsx';

interface MediaSectionProps {
  record: BlockedMessage;
  revealed: boolean;
  onRevealChange: (revealed: boolean) => void;
}

/** A voice note: never loaded until played, and only from an http(s) URL. */
function AudioPlayer({ url, label }: { url: string | undefined; label: string }) {
  const safe = useMediaSource()(url);
  if (!safe) return <UnsafeMediaNotice />;
  return <audio controls preload="none" src={safe} aria-label={label} style={{ width: '100%' }} />;
}

/** What was sent: the text, custom data, the media at full size once revealed, and every attachment. */
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
      {type === 'image' ? (
        <RevealableImage url={url} label={label} revealed={revealed} onRevealChange={onRevealChange} />
      ) : null}
      {type === 'audio' && record.message.category !== 'custom' ? <AudioPlayer url={url} label={label} /> : null}
      {data?.customData !== undefined ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            Custom data (a custom message of type {type ?? 'unknown'})
          </Text>
          <JsonView value={data.customData} label="Custom data of the message" />
        </Stack>
      ) : null}
      {type === 'video' ? (
        <RevealableVideo url={url} label={label} revealed={revealed} onRevealChange={onRevealChange} />
      ) : null}
      {attachments.length > 0 ? (
        <Stack gap={6} component="ul" aria-label="Attachments" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {attachments.map((attachment, i) => (
            <Paper key={i} withBorder p="xs" component="li">
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {attachment.name ?? 'unnamed attachment'}
                </Text>
                {attachment.extension ? (
                  <Badge size="xs" variant="default" tt="none">
                    .{attachment.extension}
                  </Badge>
                ) : null}
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
      {!data?.text && data?.customData === undefined && attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          The record carries no text or media.
        </Text>
      ) : null}
    </DetailSection>
  );
}
