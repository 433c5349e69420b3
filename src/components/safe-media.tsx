import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMediaSource } from './media-source-context.tsx';
import classes from './safe-media.module.css';

/** Said instead of loading or linking media whose URL is not plain http(s). */
export function UnsafeMediaNotice() {
  return (
    <span className={classes.unsafe}>
      <span aria-hidden="true">⚠ </span>media hidden: unsafe URL
    </span>
  );
}

interface SafeLinkProps extends AnchorProps {
  url: string | undefined;
  children: ReactNode;
}

/** A link to untrusted media: only http(s), opened in a new tab without access to this page. */
export function SafeLink({ url, children, ...props }: SafeLinkProps) {
  const href = useMediaSource()(url);
  if (!href) return <UnsafeMediaNotice />;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow" referrerPolicy="no-referrer" {...props}>
      {children}
    </Anchor>
  );
}

interface MediaThumbnailProps {
  url: string | undefined;
  kind: 'image' | 'video';
  /** Names the media for the buttons: "image IMG_1234.png". */
  label: string;
  revealed: boolean;
  onReveal: () => void;
}

/**
 * A small preview for a list row. Images load lazily (only when scrolled into view) and stay
 * blurred and grey until revealed; videos load nothing here at all.
 */
export function MediaThumbnail({ url, kind, label, revealed, onReveal }: MediaThumbnailProps) {
  const src = useMediaSource()(url);
  if (!src) return <UnsafeMediaNotice />;
  if (kind === 'video') {
    return (
      <span
        className={`${classes.frame} ${classes.thumb}`}
        role="img"
        aria-label={`Video ${label}, open the message to play it`}
      >
        <span aria-hidden="true">▶</span>
      </span>
    );
  }
  const image = (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className={revealed ? undefined : classes.concealed}
    />
  );
  if (revealed) {
    return (
      <span className={`${classes.frame} ${classes.thumb}`} role="img" aria-label={`Image ${label}`}>
        {image}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`${classes.frame} ${classes.thumb}`}
      aria-label={`Reveal image ${label}`}
      onClick={onReveal}
    >
      {image}
    </button>
  );
}
