import { Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import classes from './detail-placeholder.module.css';

/**
 * What a `?message=` deep link shows while the detail's code arrives (it is not in the page's
 * first load): the drawer's frame with its title, so the record is seen to open at once. It closes
 * as the drawer does, on Esc or a click beside it: a press made before the code came is not lost.
 */
export function DetailPlaceholder({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  // In <body>, like the drawer that replaces it, so no stacking context of the page clips it.
  return createPortal(
    <div className={classes.overlay} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <section className={classes.panel} aria-label={`Loading blocked message ${messageId}`} aria-busy="true">
        <div className={classes.header}>
          <Text fw={700}>Blocked message {messageId}</Text>
        </div>
        <Stack gap="md" className={classes.body}>
          <Skeleton height={28} />
          <Skeleton height={180} />
          <Skeleton height={20} width="60%" />
          <Skeleton height={120} />
        </Stack>
      </section>
    </div>,
    document.body,
  );
}
