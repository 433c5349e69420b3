import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useMediaSource } from './media-source-context.tsx';
import { UnsafeMediaNotice } from './safe-media.tsx';
import classes from './safe-media.module.css';

interface RevealableProps {
  url: string | undefined;
  /** Names the media: "image IMG_1234.png". */
  label: string;
  revealed: boolean;
  onRevealChange: (revealed: boolean) => void;
}

/** Nothing is loaded until the user reveals it; then it can be hidden again. */
function Concealed({ label, onReveal }: { label: string; onReveal: () => void }) {
  return (
    <Stack className={`${classes.frame} ${classes.placeholder}`} align="center" justify="center">
      <Text size="sm" ta="center">
        Hidden: {label} may be unsafe. It is not loaded until you reveal it.
      </Text>
      <Button size="xs" variant="light" onClick={onReveal}>
        Reveal {label}
      </Button>
    </Stack>
  );
}

/** A full-size image once revealed; a click zooms it to its natural size and back. */
export function RevealableImage({ url, label, revealed, onRevealChange }: RevealableProps) {
  const [zoomed, setZoomed] = useState(false);
  const src = useMediaSource()(url);
  if (!src) return <UnsafeMediaNotice />;
  if (!revealed) return <Concealed label={label} onReveal={() => onRevealChange(true)} />;
  return (
    <Stack gap="xs">
      <div className={classes.zoomArea}>
        <button
          type="button"
          className={classes.frame}
          style={{ display: 'block', border: 0 }}
          aria-label={zoomed ? `Zoom out of ${label}` : `Zoom in on ${label}`}
          aria-pressed={zoomed}
          onClick={() => setZoomed((z) => !z)}
        >
          <img
            src={src}
            alt={label}
            referrerPolicy="no-referrer"
            className={`${classes.full} ${zoomed ? classes.zoomed : ''}`}
          />
        </button>
      </div>
      <Group gap="xs">
        <Button size="compact-xs" variant="default" onClick={() => setZoomed((z) => !z)}>
          {zoomed ? 'Fit to width' : 'Actual size'}
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => onRevealChange(false)}>
          Hide again
        </Button>
      </Group>
    </Stack>
  );
}

/** A video with controls once revealed. It never plays on its own and loads nothing until played. */
export function RevealableVideo({ url, label, revealed, onRevealChange }: RevealableProps) {
  const src = useMediaSource()(url);
  if (!src) return <UnsafeMediaNotice />;
  if (!revealed) return <Concealed label={label} onReveal={() => onRevealChange(true)} />;
  return (
    <Stack gap="xs">
      <video className={classes.video} src={src} controls preload="none" playsInline aria-label={label} />
      <Group gap="xs">
        <Button size="compact-xs" variant="subtle" onClick={() => onRevealChange(false)}>
          Hide again
        </Button>
      </Group>
    </Stack>
  );
}
