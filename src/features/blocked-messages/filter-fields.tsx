import { NativeSelect, TextInput } from '@mantine/core';
import { memo } from 'react';
import type { Facets } from './counts.ts';
import { PARAM, type BlockedFilters, type ParamName, type SortOrder } from './filters.ts';
import { LIMITS } from './use-blocked-view.ts';
import { formatCount } from '../../lib/format-count.ts';

interface FilterFieldsProps {
  /** The filters as the URL holds them (not the search text being typed). */
  filters: BlockedFilters;
  facets: Facets;
  sort: SortOrder;
  limit: number;
  update: (changes: Partial<Record<ParamName, string | undefined>>) => void;
  /** Which fields: the desktop's line (rule, revision, action), the ones folded behind "More filters", or all. */
  part?: 'line' | 'more' | 'all';
}

interface Option {
  value: string;
  label: string;
}

/** Keeps a value from the URL selectable even when the loaded records do not contain it. */
function withCurrent(options: Option[], current: string | undefined): Option[] {
  if (!current || options.some((o) => o.value === current)) return options;
  return [{ value: current, label: `${current} (none loaded)` }, ...options];
}

const plain = (values: string[]) => values.map((value) => ({ value, label: value }));

/**
 * The menus and dates; memoised so typing in the search box does not re-render them. Native
 * selects: type-ahead, the phone's own picker, and no combobox code in the page's first load.
 */
export const FilterFields = memo(function FilterFields({
  filters,
  facets,
  sort,
  limit,
  update,
  part = 'all',
}: FilterFieldsProps) {
  const ruleOptions = facets.rules.map((r) => ({ value: r.ruleId, label: `${r.ruleName} (${r.count})` }));
  const revisionOptions = facets.rules
    .filter((r) => !filters.ruleId || r.ruleId === filters.ruleId)
    .flatMap((r) =>
      r.revisions.map((v) => ({
        value: v.revisionId,
        label: `${filters.ruleId ? '' : `${r.ruleName} · `}revision ${v.number ?? v.revisionId} (${v.count})`,
      })),
    );
  const select = (name: ParamName, label: string, options: Option[], value: string | undefined, anyLabel: string) => (
    <NativeSelect
      label={label}
      data={[{ value: '', label: anyLabel }, ...withCurrent(options, value)]}
      value={value ?? ''}
      // A revision belongs to one rule: picking another rule drops it.
      onChange={(event) => {
        const next = event.currentTarget.value || undefined;
        update(name === PARAM.ruleId ? { [name]: next, [PARAM.revisionId]: undefined } : { [name]: next });
      }}
    />
  );
  const line = (
    <>
      {select(PARAM.ruleId, 'Rule', ruleOptions, filters.ruleId, 'Any rule')}
      {select(PARAM.revisionId, 'Revision', revisionOptions, filters.revisionId, 'Any revision')}
      {select(PARAM.action, 'Action', plain(facets.actions), filters.action, 'Any action')}
    </>
  );
  if (part === 'line') return line;
  const more = (
    <>
      {select(PARAM.type, 'Message type', plain(facets.types), filters.type, 'Any type')}
      <TextInput
        label="From day"
        type="date"
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(e) => update({ [PARAM.from]: e.currentTarget.value })}
      />
      <TextInput
        label="To day"
        type="date"
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(e) => update({ [PARAM.to]: e.currentTarget.value })}
      />
      <NativeSelect
        label="Order"
        data={[
          { value: 'newest', label: 'Newest first' },
          { value: 'oldest', label: 'Oldest first' },
        ]}
        value={sort}
        onChange={(event) => update({ [PARAM.sort]: event.currentTarget.value === 'oldest' ? 'oldest' : undefined })}
      />
      <NativeSelect
        label="Load up to"
        data={LIMITS.map((n) => ({ value: String(n), label: `${formatCount(n)} records` }))}
        value={String(limit)}
        onChange={(event) => update({ [PARAM.limit]: event.currentTarget.value || undefined })}
      />
    </>
  );
  if (part === 'more') return more;
  return (
    <>
      {line}
      {more}
    </>
  );
});
