import { Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';

/** Painted before the app ran, by src/app/first-rows: the newest rows, text only. */
const paintedRows = () => typeof document !== 'undefined' && document.querySelector('.first-rows-table') !== null;

/**
 * Where the rows go while the list loads: the rows painted before the app's code ran, which
 * the painter moves into the slot on this first render, or else grey bars. When the app
 * rendered first, the painter puts the rows into the slot once it has them, and the bars
 * hide (first-rows.css).
 */
export function LoadingRows({ label = 'Loading the blocked messages' }: { label?: string }) {
  const [painted] = useState(paintedRows);
  return (
    <>
      <div data-first-rows-slot="" />
      {painted ? null : (
        <Stack gap="xs" role="progressbar" aria-busy="true" aria-label={label} data-first-rows-bars="">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={56} />
          ))}
        </Stack>
      )}
    </>
  );
}
