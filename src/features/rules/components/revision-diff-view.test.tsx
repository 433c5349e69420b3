import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keywordListIndexQuery } from '../../../queries/keyword-lists.ts';
import { render, screen } from '../../../test-utils/render.tsx';
import type { RevisionDiff } from '../lib/revision-diff.ts';
import { RevisionDiffView } from './revision-diff-view.tsx';

const identical: RevisionDiff = {
  fields: [],
  conditions: [],
  unchangedConditions: 1,
  otherFields: [],
  identical: true,
};
const sides = { before: 'Revision 4', after: 'Revision 5' };

function withLists() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(keywordListIndexQuery('demo-app').queryKey, {
    items: [{ ok: true, value: { id: 'profanity-list', name: 'Profane Words' } }],
    meta: undefined,
  });
  return queryClient;
}

describe('RevisionDiffView: a revision with no change of its own', () => {
  it('points at the keyword list it uses, where the change may be', () => {
    render(<RevisionDiffView appId="demo-app" diff={identical} sides={sides} keywordLists={['profanity-list']} />, {
      queryClient: withLists(),
    });
    expect(screen.getByText(/^No differences/)).toBeInTheDocument();
    expect(screen.getByText(/makes a revision like this one, so the change may be in the list/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profane Words' })).toHaveAttribute(
      'href',
      '/apps/demo-app/keywords/profanity-list',
    );
  });

  it('says only that nothing differs when the rule uses no list', () => {
    render(<RevisionDiffView appId="demo-app" diff={identical} sides={sides} />, { queryClient: withLists() });
    expect(screen.getByText(/^No differences/)).toBeInTheDocument();
    expect(screen.queryByText(/keyword list/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
