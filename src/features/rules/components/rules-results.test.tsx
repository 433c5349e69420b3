import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RuleList } from '../../../api/rules.ts';
import { render, screen } from '../../../test-utils/render.tsx';
import { readRuleFilters } from '../lib/rule-filters.ts';
import { RulesResults } from './rules-results.tsx';

const data: RuleList = {
  items: [
    {
      ok: true,
      value: {
        id: 'r1',
        name: 'Profanity Filter',
        description: 'Blocks <b>words</b>',
        enabled: true,
        default: true,
        action: ['blockMessage'],
        revisionId: 'app_r1_10',
        conditions: [],
      },
    },
    { ok: false, raw: { id: 7, name: 'Broken' }, problem: 'id: expected string' },
  ],
  meta: { current: { count: 2, limit: 100 } },
};

describe('RulesResults', () => {
  it('shows rules, the reported count and limit, and unreadable records with their raw JSON', () => {
    render(
      <RulesResults
        appId="demo-app"
        data={data}
        filters={readRuleFilters(new URLSearchParams())}
        onClear={() => undefined}
        onOpenHistory={() => undefined}
      />,
    );
    expect(screen.getByRole('table', { name: '2 rules (limit 100)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profanity Filter' })).toHaveAttribute('href', '/apps/demo-app/rules/r1');
    expect(screen.getByText('Blocks <b>words</b>')).toBeInTheDocument();
    expect(screen.getByText('unexpected data')).toBeInTheDocument();
    expect(screen.getByText(/"name": "Broken"/)).toBeInTheDocument();
  });

  it('opens the history at the row revision', async () => {
    const onOpenHistory = vi.fn();
    render(
      <RulesResults
        appId="demo-app"
        data={data}
        filters={readRuleFilters(new URLSearchParams())}
        onClear={() => undefined}
        onOpenHistory={onOpenHistory}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rev. 10: open the history of Profanity Filter' }));
    expect(onOpenHistory).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
  });

  it('says when no rule matches the filters and offers to clear them', async () => {
    const onClear = vi.fn();
    const valid: RuleList = {
      items: data.items.filter((item) => item.ok),
      meta: { current: { count: 1, limit: 100 } },
    };
    render(
      <RulesResults
        appId="demo-app"
        data={valid}
        filters={readRuleFilters(new URLSearchParams('q=nothing'))}
        onClear={onClear}
        onOpenHistory={() => undefined}
      />,
    );
    expect(screen.getByText('No rules match these filters')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 1 rule (limit 100)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
  });
});
