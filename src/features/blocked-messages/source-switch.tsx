import { Button } from '@mantine/core';
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
export function SourceSwitch({ current }: { current: ListSource }) {
  const { pathname, search } = useLocation();
  return (
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
  );
}
