import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { UrlSearchInput } from '../../../components/url-search-input.tsx';
import { RULE_LIMITS, RULE_SORTS, hasActiveFilters, type RuleFilters } from '../lib/rule-filters.ts';
import { actionLabel } from '../../../lib/action-label.ts';
import classes from './rule-filters-bar.module.css';

interface RuleFiltersBarProps {
  filters: RuleFilters;
  facets: { actions: string[]; operands: string[] };
  onChange: (key: keyof RuleFilters, value: string) => void;
  onClear: () => void;
}

const OPERAND_LABELS: Record<string, string> = {
  text: 'message text',
  image: 'image',
  video: 'video',
  custom: 'custom message data',
};

/** Search, filters, sort and page size; the page keeps them in the URL. */
export function RuleFiltersBar({ filters, facets, onChange, onClear }: RuleFiltersBarProps) {
  const any = (label: string, values: string[], words: (v: string) => string = (v) => v) => [
    { value: '', label },
    ...values.map((v) => ({ value: v, label: words(v) })),
  ];
  // A chosen value the current rules do not use stays selectable (it came from the URL).
  const withCurrent = (values: string[], current: string | undefined) =>
    current && !values.includes(current) ? [...values, current] : values;

  return (
    <Stack gap="xs" mb="md">
      <Group align="flex-end" gap="xs">
        <UrlSearchInput
          label="Search rules"
          placeholder="Name, id or description"
          value={filters.q}
          onCommit={(q) => onChange('q', q)}
          style={{ flex: '1 1 16rem', maxWidth: '32rem' }}
        />
        {hasActiveFilters(filters) ? (
          <Button variant="subtle" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </Group>
      {/* Each select as wide as its longest option: equal grid columns cut "Enabled and disabled" short. */}
      <Group gap="xs" align="flex-end" className={classes.selects}>
        <NativeSelect
          label="Status"
          value={filters.status ?? ''}
          onChange={(e) => onChange('status', e.currentTarget.value)}
          data={[
            { value: '', label: 'Any status' },
            { value: 'enabled', label: 'Enabled' },
            { value: 'disabled', label: 'Disabled' },
          ]}
        />
        <NativeSelect
          label="Kind"
          value={filters.kind ?? ''}
          onChange={(e) => onChange('kind', e.currentTarget.value)}
          data={[
            { value: '', label: 'Any kind' },
            { value: 'default', label: 'Default (built-in)' },
            { value: 'custom', label: 'Custom' },
          ]}
        />
        <NativeSelect
          label="Action"
          value={filters.action ?? ''}
          onChange={(e) => onChange('action', e.currentTarget.value)}
          data={any('Any action', withCurrent(facets.actions, filters.action), actionLabel)}
        />
        <NativeSelect
          label="Checks"
          value={filters.operand ?? ''}
          onChange={(e) => onChange('operand', e.currentTarget.value)}
          data={any('Anything', withCurrent(facets.operands, filters.operand), (v) => OPERAND_LABELS[v] ?? v)}
        />
        <NativeSelect
          label="Sort by"
          value={filters.sort}
          onChange={(e) => onChange('sort', e.currentTarget.value)}
          data={Object.entries(RULE_SORTS).map(([value, label]) => ({ value, label }))}
        />
        <NativeSelect
          label="Rules to fetch"
          value={String(filters.limit)}
          onChange={(e) => onChange('limit', e.currentTarget.value)}
          data={RULE_LIMITS.map((n) => ({ value: String(n), label: `Up to ${n}` }))}
        />
      </Group>
    </Stack>
  );
}
