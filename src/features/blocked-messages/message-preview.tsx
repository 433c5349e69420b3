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
  const isFile = !isCustom && (type === 'file' || type === 'audio');
  const url = mediaUrlOf(record);
  const safe = url === undefined || safeHttpUrl(url) !== undefined;
  return (
    <div className={classes.preview}>
      {isMedia && safe ? (
        <MediaThumbnail url={url} kind={type} label={name} revealed={revealed} onReveal={onReveal} />
      ) : null}
      {/* One block of two lines at most: the type's chip, then the file's name, the notice or the text. */}
      <div className={`${classes.stack} ${classes.clamp}`} title={fullText || (isFile ? name : undefined)}>
        <Chip tone={classes.chipOutline}>{typeLabel(record)}</Chip>{' '}
        {isFile ? (
          <span>
            <span aria-hidden="true">{type === 'audio' ? '🎵 ' : '📎 '}</span>
            {name}{' '}
          </span>
        ) : null}
        {safe ? null : (
          <>
            <UnsafeMediaNotice />{' '}
          </>
        )}
        {caption ? <span className={isMedia || type === 'file' ? classes.dim : undefined}>{caption}</span> : null}
      </div>
    </div>
  );
}
