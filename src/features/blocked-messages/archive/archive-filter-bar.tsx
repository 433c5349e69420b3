import { Button, CloseButton, Loader, NativeSelect, TextInput } from '@mantine/core';
import type { ArchiveFilters } from '../../../api/archive-query.ts';
import { useSearchParamsUpdater } from '../../../hooks/use-search-params-updater.ts';
import { ALL_RULES_LIMIT } from '../../../lib/conditions/keyword-references.ts';
import { revisionNumber } from '../../../../contract/schemas/rule.ts';
import { useRuleRevisions, useRules } from '../../../queries/rules.ts';
import type { Facets } from '../counts.ts';
import { FoldedFilters } from '../filter-bar.tsx';
import type { BlockedView } from '../use-blocked-view.ts';
import { usePhone } from '../use-phone.ts';
import {
  hasArchiveFilters,
  localInputFromSeconds,
  MIN_SEARCH_LENGTH,
  secondsFromLocalInput,
  type ArchiveParamName,
} from './archive-filters.ts';

interface ArchiveFilterBarProps {
  appId: string;
  view: BlockedView;
  filters: ArchiveFilters;
  onClear: () => void;
  /** Types and statuses of the records loaded so far. */
  facets: Facets;
  /** The rows shown are the previous search's while this one's answer is on its way. */
  searching: boolean;
  /** The text typed is too short to be searched for. */
  tooShort: boolean;
}

interface Option {
  value: string;
  label: string;
}

/** Keeps the URL's value selectable even when no option names it (a link from the trends page, a rule since deleted). */
const withCurrent = (options: Option[], current: string | undefined) =>
  !current || options.some((o) => o.value === current) ? options : [{ value: current, label: current }, ...options];

/** Search and filters of the archive: each one a query parameter the server applies. */
export function ArchiveFilterBar({
  appId,
  view,
  filters,
  facets,
  onClear,
  searching,
  tooShort,
}: ArchiveFilterBarProps) {
  const [, updateParams] = useSearchParamsUpdater();
  const phone = usePhone();
  const update = (changes: Partial<Record<ArchiveParamName, string | undefined>>) =>
    updateParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  const rules = useRules(appId, ALL_RULES_LIMIT);
  const revisions = useRuleRevisions(appId, filters.ruleId);
  const ruleOptions = (rules.data?.items ?? []).flatMap((item) =>
    item.ok ? [{ value: item.value.id, label: item.value.name ?? item.value.id }] : [],
  );
  const revisionOptions = (revisions.data?.items ?? []).flatMap((item) =>
    item.ok && item.value.revisionId
      ? [
          {
            value: item.value.revisionId,
            label: `revision ${revisionNumber(item.value.revisionId) ?? item.value.revisionId}`,
          },
        ]
      : [],
  );
  const select = (
    name: ArchiveParamName,
    label: string,
    options: Option[],
    anyLabel: string,
    extra: Partial<Record<ArchiveParamName, undefined>> = {},
  ) => (
    <NativeSelect
      label={label}
      data={[
        { value: '', label: anyLabel },
        ...withCurrent(options, filters[name] === undefined ? undefined : String(filters[name])),
      ]}
      value={filters[name] === undefined ? '' : String(filters[name])}
      onChange={(event) => update({ [name]: event.currentTarget.value || undefined, ...extra })}
    />
  );
  const time = (name: 'from' | 'to', label: string) => (
    <TextInput
      label={label}
      type="datetime-local"
      value={localInputFromSeconds(filters[name])}
      onChange={(event) => update({ [name]: String(secondsFromLocalInput(event.currentTarget.value) ?? '') })}
    />
  );
  const plain = (values: string[]) => values.map((value) => ({ value, label: value }));

  const searchBox = (
    <TextInput
      label="Search the archive"
      placeholder="Id, muid, uid, conversation, name or text"
      value={view.text}
      onChange={(event) => view.setText(event.currentTarget.value)}
      // Under the box, so the box stays in line with the filters beside it.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={tooShort ? `Type ${MIN_SEARCH_LENGTH} or more characters: shorter text is not searched.` : undefined}
      rightSection={
        searching ? (
          <Loader size="xs" aria-label="Searching" />
        ) : view.text ? (
          <CloseButton aria-label="Clear search" onClick={() => view.setText('')} />
        ) : null
      }
      type="search"
      autoComplete="off"
      spellCheck={false}
    />
  );
  const line = (
    <>
      {/* A revision belongs to one rule: picking another rule drops it. */}
      {select('ruleId', 'Rule', ruleOptions, 'Any rule', { revisionId: undefined })}
      {select('revisionId', 'Revision', revisionOptions, filters.ruleId ? 'Any revision' : 'Pick a rule first')}
      {select('status', 'Status', plain(facets.statuses), 'Any status')}
    </>
  );
  const more = (
    <>
      {select('type', 'Message type', plain(facets.types), 'Any type')}
      {time('from', 'From')}
      {time('to', 'To')}
    </>
  );
  const clear = hasArchiveFilters({ ...filters, q: view.text }) ? (
    <Button variant="subtle" size="sm" style={{ alignSelf: 'end' }} onClick={onClear}>
      Clear filters
    </Button>
  ) : null;
  const isSet = (values: unknown[]) => values.filter((value) => value !== undefined).length;
  // On a desktop the search and the commonest filters are one line, as on Live.
  if (!phone) {
    return (
      <FoldedFilters
        searchBox={searchBox}
        line={line}
        on={isSet([filters.type, filters.from, filters.to])}
        after={clear}
      >
        {more}
      </FoldedFilters>
    );
  }
  // On a phone the filters fold away so the list is on the first screen, as on Live.
  const on = isSet([filters.ruleId, filters.revisionId, filters.type, filters.status, filters.from, filters.to]);
  const fields = (
    <>
      {line}
      {more}
      {clear}
    </>
  );
  return (
    <FoldedFilters searchBox={searchBox} on={on}>
      {fields}
    </FoldedFilters>
  );
}
