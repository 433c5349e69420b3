import { Button, CloseButton, Loader, SimpleGrid, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { Facets } from './counts.ts';
import { FilterFields } from './filter-fields.tsx';
import { foldedFilterCount, hasActiveFilters } from './filters.ts';
import type { BlockedView } from './use-blocked-view.ts';
import { usePhone } from './use-phone.ts';
import classes from './blocked-grid.module.css';

interface FilterBarProps {
  view: BlockedView;
  facets: Facets;
  onClear: () => void;
}

export function FilterBar({ view, facets, onClear }: FilterBarProps) {
  const { urlFilters } = view;
  const phone = usePhone();
  const fields = (part: 'line' | 'more' | 'all') => (
    <FilterFields
      filters={urlFilters}
      facets={facets}
      sort={view.sort}
      limit={view.limit}
      update={view.update}
      part={part}
    />
  );
  const active = hasActiveFilters({ ...urlFilters, text: view.text });
  const searchBox = (
    <TextInput
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

  // On a desktop the search and the commonest filters are one line, so the list has the screen.
  if (!phone) {
    return (
      <FoldedFilters
        searchBox={searchBox}
        line={fields('line')}
        on={foldedFilterCount(urlFilters, 'past-the-line')}
        after={clear}
      >
        {fields('more')}
      </FoldedFilters>
    );
  }
  // On a phone the filters fold away so the list is on the first screen.
  return (
    <FoldedFilters searchBox={searchBox} on={foldedFilterCount(urlFilters, 'all')}>
      {fields('all')}
      {clear}
    </FoldedFilters>
  );
}

interface FoldedFiltersProps {
  searchBox: ReactNode;
  /** Set filters among the folded ones. */
  on: number;
  /** On a desktop: the fields beside the search box, and what follows the button (Clear filters). */
  line?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}

/**
 * The filter bar of Live and Archive: the search box (and on a desktop the commonest filters) in
 * one line, the others behind "More filters (n on)".
 */
export function FoldedFilters({ searchBox, on, line, after, children }: FoldedFiltersProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const button = (
    <Button
      variant="light"
      size="sm"
      onClick={toggle}
      aria-expanded={opened}
      className={line ? classes.moreButton : undefined}
    >
      {opened ? 'Hide filters' : `More filters${on ? ` (${on} on)` : ''}`}
    </Button>
  );
  // Shown at once, without Mantine's Collapse: its height animation was 1.4 KB of the list's first load. The filters live in the address, so hiding them loses nothing.
  const folded = opened ? (
    <SimpleGrid cols={{ base: 2, lg: line ? 5 : 2 }} spacing="sm" verticalSpacing="xs" mt={line ? 'xs' : undefined}>
      {children}
    </SimpleGrid>
  ) : null;
  if (line) {
    return (
      <div className={classes.filterLine}>
        <div className={classes.filterFields}>
          {searchBox}
          {line}
          {button}
          {after}
        </div>
        {folded}
      </div>
    );
  }
  // A phone's bar: the search box (its label for screen readers) and the button on one line.
  return (
    <div className={classes.phoneFilters}>
      {searchBox}
      {button}
      {folded}
    </div>
  );
}
