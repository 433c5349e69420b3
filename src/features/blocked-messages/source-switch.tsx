import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { switchSource, type ListSource } from './source.ts';

const SOURCES: readonly { source: ListSource; label: string; title: string }[] = [
  { source: 'live', label: 'Live', title: "The service's newest records" },
  { source: 'archive', label: 'Archive', title: 'Everything this dashboard has kept' },
];

/**
 * Live or Archive, as two links: each a history entry (Back returns), each carrying the view
 * over (`switchSource`). Plain buttons, so nothing new weighs on the page's first load.
 */
export function SourceSwitch({ current, children }: { current: ListSource; children?: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Group gap="sm" mb="sm" align="center" wrap="wrap">
      <Button.Group aria-label="Source of the records">
        {SOURCES.map(({ source, label, title }) => {
          const query = switchSource(new URLSearchParams(search), source).toString();
          return (
            <Button
              key={source}
              component={Link}
              to={source === current ? `${pathname}${search}` : `${pathname}${query ? `?${query}` : ''}`}
              size="xs"
              variant={source === current ? 'filled' : 'default'}
              aria-current={source === current ? 'page' : undefined}
              title={title}
            >
              {label}
            </Button>
          );
        })}
      </Button.Group>
      {children}
    </Group>
  );
}
