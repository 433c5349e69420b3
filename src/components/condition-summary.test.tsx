import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ALL_KEYWORD_LISTS_LIMIT } from '../api/keyword-lists.ts';
import { keywordListKeys } from '../queries/query-keys.ts';
import { render, screen } from '../test-utils/render.tsx';
import { ConditionSummary } from './condition-summary.tsx';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('ConditionSummary', () => {
  it('names a keyword list and links to its page', async () => {
    const queryClient = client();
    queryClient.setQueryData(keywordListKeys.list('demo-app', ALL_KEYWORD_LISTS_LIMIT), {
      items: [{ ok: true, value: { id: 'profanity-list', name: 'Profane Words' } }],
      meta: undefined,
    });
    render(
      <ConditionSummary
        appId="demo-app"
        condition={{ operand: 'text', isKeywordsReferencePresent: true, value: ['profanity-list'] }}
      />,
      { queryClient },
    );
    const link = await screen.findByRole('link', { name: 'Profane Words' });
    expect(link).toHaveAttribute('href', '/apps/demo-app/keywords/profanity-list');
    expect(link.closest('span')).toHaveTextContent('message text contains a word from list Profane Words');
  });

  it('marks a list id the index of lists does not hold, without asking the service for it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ data: [{ id: 'other', name: 'Other' }] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    render(<ConditionSummary appId="demo-app" condition={{ isListReferencePresent: true, value: ['gone'] }} />, {
      queryClient: client(),
    });
    expect(await screen.findByText('not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'gone' })).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/\/moderation\/keywords\?limit=/),
    ]);
  });

  it('shows a pattern in monospace with a tester, and the condition messages', async () => {
    render(
      <ConditionSummary
        appId="demo-app"
        withMessages
        condition={{ operand: 'text', category: 'pattern', value: ['\\d{3}'], message: 'Has digits' }}
      />,
      { queryClient: client() },
    );
    expect(screen.getByText('\\d{3}').tagName).toBe('CODE');
    expect(screen.getByText('Has digits')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Test this pattern/ }));
    expect(await screen.findByLabelText('Text to test')).toBeInTheDocument();
  });

  it('shows an unknown shape as its raw values with a marker', () => {
    render(
      <ConditionSummary
        appId="demo-app"
        condition={{ operand: 'audio', operator: 'louder', value: ['<b>90dB</b>'] }}
      />,
      { queryClient: client() },
    );
    expect(screen.getByText('<b>90dB</b>')).toBeInTheDocument();
    expect(screen.getByText('unrecognised')).toBeInTheDocument();
  });
});
