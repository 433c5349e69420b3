import type { BlockedMessage } from '../../../contract/schemas/blocked-message.ts';
import { MediaThumbnail, UnsafeMediaNotice } from '../../components/safe-media.tsx';
import { safeHttpUrl } from '../../lib/safe-url.ts';
import { attachmentsOf, excerpt, mediaUrlOf, previewText, typeLabel } from './record-fields.ts';
import { Chip } from './row-parts.tsx';
import classes from './blocked-grid.module.css';

interface MessagePreviewProps {
  record: BlockedMessage;
  revealed: boolean;
  onReveal: () => void;
}

/** A row's glimpse of the message: thumbnail for image and video, excerpt for text and custom data, file name for files and audio. */
export function MessagePreview({ record, revealed, onReveal }: MessagePreviewProps) {
  const { type } = record.message;
  const name = attachmentsOf(record)[0]?.name ?? 'attachment';
  const isCustom = record.message.category === 'custom';
  const fullText = previewText(record);
  const caption = excerpt(fullText, 140);
  const isMedia = type === 'image' || type === 'video';
  const url = mediaUrlOf(record);
  const safe = url === undefined || safeHttpUrl(url) !== undefined;
  return (
    <div className={classes.preview}>
      {isMedia && safe ? (
        <MediaThumbnail url={url} kind={type} label={name} revealed={revealed} onReveal={onReveal} />
      ) : null}
      <div className={classes.stack}>
        <Chip tone={classes.chipOutline}>{typeLabel(record)}</Chip>
        {!isCustom && (type === 'file' || type === 'audio') ? (
          <div className={classes.truncate} title={name}>
            <span aria-hidden="true">{type === 'audio' ? '🎵 ' : '📎 '}</span>
            {name}
          </div>
        ) : null}
        {safe ? null : (
          <div>
            <UnsafeMediaNotice />
          </div>
        )}
        {caption ? (
          <div className={`${classes.clamp} ${isMedia || type === 'file' ? classes.dim : ''}`} title={fullText}>
            {caption}
          </div>
        ) : null}
      </div>
    </div>
  );
}
