import { Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';

/** Painted before the app ran, by public/first-rows.js: the newest rows, text only. */
const paintedRows = () => typeof document !== 'undefined' && document.querySelector('.first-rows-table') !== null;

/**
 * Where the rows go while the list loads: the rows painted before the app's code ran, which
 * first-rows.js moves into the slot on this first render, or else grey bars.
 */
export function LoadingRows() {
  const [painted] = useState(paintedRows);
  if (painted) return <div data-first-rows-slot="" />;
  return (
    <Stack gap="xs" role="progressbar" aria-busy="true" aria-label="Loading the blocked messages">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={56} />
      ))}
    </Stack>
  );
}
