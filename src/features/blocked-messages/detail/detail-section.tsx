import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of the detail panel. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `detail-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
