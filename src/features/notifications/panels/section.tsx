import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a tab, with one sentence saying what it is for. */
export function Section({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Stack gap={2}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {intro ? (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
