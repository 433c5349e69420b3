import { describe, expect, it } from 'vitest';
import type { ApprovedLaterAnswer } from '../../../contract/approved-later.ts';
import { ApiError } from '../../lib/api-error.ts';
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

// The archive holds more blocks than the list shows (the list holds only those still waiting).
const figures: ApprovedLaterAnswer = {
  from: null,
  to: null,
  revisions: [
    { ruleId: 'spam', revisionId: 'spam_3', blocked: 8, approved: 2 },
    { ruleId: 'spam', revisionId: 'spam_2', blocked: 12, approved: 1 },
    { ruleId: 'email', revisionId: 'email_1', blocked: 9, approved: 0 },
  ],
  rules: [
    { ruleId: 'spam', blocked: 20, approved: 3 },
    { ruleId: 'email', blocked: 9, approved: 0 },
  ],
};

function show(props: { figures?: ApprovedLaterAnswer; figuresError?: unknown } = {}) {
  // The test render wraps everything in a router already.
  render(<CountsSummary counts={counts} params={params} filters={parseFilters(params)} {...props} />);
}

const region = () => screen.getByRole('region', { name: 'Blocked by rule and revision' });

describe('CountsSummary', () => {
  it("says beside each count what share of the archive's blocks were approved later, and marks a revision worth checking", () => {
    show({ figures });
    expect(region()).toHaveTextContent('Spam links: 8 · 3 of 20 blocks approved later (15%)');
    expect(region()).toHaveTextContent('rev 3: 6 · 2 of 8 blocks approved later (25%), check this revision');
    expect(region()).toHaveTextContent('rev 2: 2 · 1 of 12 blocks approved later (8%)');
    expect(region()).not.toHaveTextContent('rev 2: 2 · 1 of 12 blocks approved later (8%), check');
    expect(region()).not.toHaveTextContent('Email filter: 5 ·');
  });

  it('shows the counts alone until the figures have loaded', () => {
    show();
    expect(region()).toHaveTextContent('Spam links: 8');
    expect(region()).not.toHaveTextContent('approved later');
  });

  it('says in words when the archive could not give the figures, and that the counts still stand', () => {
    show({
      figuresError: new ApiError({
        status: 503,
        code: 'ERR_STORE_UNAVAILABLE',
        message: 'The store is down',
        kind: 'http',
      }),
    });
    expect(region()).toHaveTextContent(
      /The approved-later figures could not be read from the archive: The store is down/,
    );
    expect(region()).toHaveTextContent('The counts still stand.');
    expect(region()).toHaveTextContent('Spam links: 8');
  });
});
