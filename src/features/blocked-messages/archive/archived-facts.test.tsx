import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { toEntries } from '../../../api/blocked-message-entries.ts';
import { ruleKeys } from '../../../queries/query-keys.ts';
import { render, screen, waitFor } from '../../../test-utils/render.tsx';
import { rawRecord } from '../../../test-utils/blocked-records.ts';
import { ArchivedFacts } from './archived-facts.tsx';

const DECIDED_AT = Math.floor(Date.now() / 1000) - 2 * 86_400;

/** The service lists `listed` revisions of rule-a; the archive holds the snapshot of revision 3. */
function serve(listed: number[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/apps/a1/moderation/rules/rule-a/revisions')) {
      return Response.json({
        data: listed.map((n) => ({ id: 'rule-a', name: 'Rule a', revisionId: `app_rule-a_${n}` })),
      });
    }
    if (url === '/api/apps/a1/archive/revisions/rule-a/app_rule-a_3') {
      const revision = {
        id: 'rule-a',
        name: 'Spam links (as it was)',
        revisionId: 'app_rule-a_3',
        conditions: [{ id: 1, operand: 'text', category: 'word', operator: 'contains', value: ['casino'] }],
      };
      return Response.json({
        data: {
          ruleId: 'rule-a',
          revisionId: 'app_rule-a_3',
          revision,
          revisionTime: 1_700_000_000,
          lastSeen: 1_700_100_000,
        },
      });
    }
    return Response.json({ error: { code: 'ERR_NOT_FOUND', message: 'no' } }, { status: 404 });
  });
}

/** Waits until the service's revision list is in and rendered: what follows from it has happened by then. */
async function revisionsRead(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.getQueryState(ruleKeys.revisions('a1', 'rule-a'))?.status).toBe('success'));
}

const entry = (extra: object = {}) => toEntries([{ ...rawRecord({ id: '42', revision: 3 }), ...extra }], 0)[0];

describe('ArchivedFacts', () => {
  it('shows the decision kept on the record and who took it', async () => {
    serve([3]);
    const { queryClient } = render(
      <ArchivedFacts
        appId="a1"
        entry={entry({
          archiveDecision: { status: 'rejected', decidedBy: 'dana', decidedAt: DECIDED_AT, source: 'dashboard' },
        })}
      />,
    );
    expect(
      screen.getByText('Marked reviewed (kept blocked) by dana, 2 days ago (in this dashboard)'),
    ).toBeInTheDocument();
    await revisionsRead(queryClient);
  });

  it('shows the archived revision when the service no longer lists it', async () => {
    serve([5, 4]);
    render(<ArchivedFacts appId="a1" entry={entry()} />);
    expect(screen.getByText('none recorded')).toBeInTheDocument();
    expect(
      await screen.findByText(/^The service no longer lists revision 3\. As the archive kept it/),
    ).toBeInTheDocument();
    expect(screen.getByText('Spam links (as it was)')).toBeInTheDocument();
    expect(screen.getAllByText(/casino/).length).toBeGreaterThan(0);
  });

  it('adds nothing about the revision while the service still lists it', async () => {
    serve([4, 3]);
    const { queryClient } = render(<ArchivedFacts appId="a1" entry={entry()} />);
    await revisionsRead(queryClient);
    expect(screen.queryByText(/no longer lists/)).toBeNull();
    expect(
      vi
        .mocked(fetch)
        .mock.calls.map(([url]) => String(url))
        .some((url) => url.includes('/archive/revisions/')),
    ).toBe(false);
  });
});
