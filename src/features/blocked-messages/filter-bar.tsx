import { Button, CloseButton, Loader, SimpleGrid, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { Facets } from './counts.ts';
import { FilterFields } from './filter-fields.tsx';
import { hasActiveFilters } from './filters.ts';
import type { BlockedView } from './use-blocked-view.ts';
import classes from './blocked-grid.module.css';

interface FilterBarProps {
  view: BlockedView;
  facets: Facets;
  onClear: () => void;
}

export function FilterBar({ view, facets, onClear }: FilterBarProps) {
  const { urlFilters } = view;
  const phone = useMediaQuery('(max-width: 48em)');
  const fields = (
    <FilterFields filters={urlFilters} facets={facets} sort={view.sort} limit={view.limit} update={view.update} />
  );
  const active = hasActiveFilters({ ...urlFilters, text: view.text });
  const searchBox = (
    <TextInput
      className={phone ? undefined : classes.search}
      label="Search"
      placeholder="Id, muid, name, uid, conversation or text"
      value={view.text}
      onChange={(event) => view.setText(event.currentTarget.value)}
      rightSection={
        view.filtering ? (
          <Loader size="xs" aria-label="Filtering" />
        ) : view.text ? (
          <CloseButton aria-label="Clear search" onClick={() => view.setText('')} />
        ) : null
      }
      type="search"
      autoComplete="off"
      spellCheck={false}
    />
  );
  const clear = active ? (
    <Button variant="subtle" size="sm" style={{ alignSelf: 'end' }} onClick={onClear}>
      Clear filters
    </Button>
  ) : null;

  if (!phone) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" verticalSpacing="xs" mb="sm">
        {searchBox}
        {fields}
        {clear}
      </SimpleGrid>
    );
  }
  // On a phone the filters fold away so the list is on the first screen.
  const on = [
    urlFilters.ruleId,
    urlFilters.revisionId,
    urlFilters.action,
    urlFilters.type,
    urlFilters.from,
    urlFilters.to,
  ].filter(Boolean).length;
  return (
    <FoldedFilters searchBox={searchBox} on={on}>
      {fields}
      {clear}
    </FoldedFilters>
  );
}

/** The phone's filter bar (Live and Archive): the search box, then the other filters behind "More filters (n on)". */
export function FoldedFilters({ searchBox, on, children }: { searchBox: ReactNode; on: number; children: ReactNode }) {
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <SimpleGrid cols={1} spacing="xs" mb="sm">
      {searchBox}
      <Button variant="light" size="xs" onClick={toggle} aria-expanded={opened}>
        {opened ? 'Hide filters' : `More filters${on ? ` (${on} on)` : ''}`}
      </Button>
      {/* Shown at once, without Mantine's Collapse: its height animation was 1.4 KB of the list's first load. The filters live in the address, so hiding them loses nothing. */}
      {opened ? (
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          {children}
        </SimpleGrid>
      ) : null}
    </SimpleGrid>
  );
}
