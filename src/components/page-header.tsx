import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export const PAGE_ACTIONS_ID = 'page-actions';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Beside the title, on its line (Live | Archive): a line of the page's height saved for its list. */
  beside?: ReactNode;
  /** The description shows from this width up (a phone's list page keeps its screen for rows; the navigation says it). */
  descriptionFrom?: 'sm';
}

export function PageHeader({ title, description, actions, beside, descriptionFrom }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
      <Stack gap={4}>
        {beside ? (
          <Group gap="md" align="center" wrap="wrap">
            <Title order={1} size="h2">
              {title}
            </Title>
            {beside}
          </Group>
        ) : (
          <Title order={1} size="h2">
            {title}
          </Title>
        )}
        {description ? (
          <Text c="dimmed" size="sm" visibleFrom={descriptionFrom}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {/* The shell's second skip link ("Skip to page actions") lands here: on its first action, or on the group while every action is busy. */}
      {actions ? (
        <Group gap="xs" id={PAGE_ACTIONS_ID} role="group" aria-label="Page actions" tabIndex={-1}>
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
