import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test-utils/render.tsx';
import { CountsSummary } from './counts-summary.tsx';
import type { RuleCount } from './counts.ts';
import { parseFilters } from './filters.ts';

const counts: RuleCount[] = [
  {
    ruleId: 'spam',
    ruleName: 'Spam links',
    count: 8,
    revisions: [
      { revisionId: 'spam_3', number: 3, count: 6 },
      { revisionId: 'spam_2', number: 2, count: 2 },
    ],
  },
  { ruleId: 'email', ruleName: 'Email filter', count: 5, revisions: [{ revisionId: 'email_1', number: 1, count: 5 }] },
];
const params = new URLSearchParams();

function show(outcomes?: Parameters<typeof CountsSummary>[0]['outcomes']) {
  // The test render wraps everything in a router already.
  render(<CountsSummary counts={counts} params={params} filters={parseFilters(params)} outcomes={outcomes} />);
}

describe('CountsSummary', () => {
  it('shows approvals beside blocks, and marks a revision whose blocks moderators often approved', () => {
    show(
      new Map([
        [
          'spam',
          {
            approved: 5,
            rejected: 1,
            revisions: new Map([
              ['spam_3', { approved: 5, rejected: 0 }],
              ['spam_2', { approved: 0, rejected: 1 }],
            ]),
          },
        ],
        ['email', { approved: 0, rejected: 3, revisions: new Map([['email_1', { approved: 0, rejected: 3 }]]) }],
      ]),
    );
    const region = screen.getByRole('region', { name: 'Blocked by rule and revision' });
    expect(region).toHaveTextContent('Spam links: 8 · 5 approved later (36%), check this revision');
    expect(region).toHaveTextContent('rev 3: 6 · 5 approved later (45%), check this revision');
    expect(region).not.toHaveTextContent('Email filter: 5 ·');
  });

  it('shows the counts alone until the reviewed list has loaded', () => {
    show(undefined);
    const region = screen.getByRole('region', { name: 'Blocked by rule and revision' });
    expect(region).toHaveTextContent('Spam links: 8');
    expect(region).not.toHaveTextContent('approved later');
  });
});
