import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { keywordListKeys } from '../queries/query-keys.ts';
import { render, screen } from '../test-utils/render.tsx';
import { ConditionSummary } from './condition-summary.tsx';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('ConditionSummary', () => {
  it('names a keyword list and links to its page', async () => {
    const queryClient = client();
    queryClient.setQueryData(keywordListKeys.detail('demo-app', 'profanity-list'), { ok: true, value: { id: 'profanity-list', name: 'Profane Words' } });
    render(<ConditionSummary appId="demo-app" condition={{ operand: 'text', isKeywordsReferencePresent: true, value: ['profanity-list'] }} />, { queryClient });
    const link = await screen.findByRole('link', { name: 'Profane Words' });
    expect(link).toHaveAttribute('href', '/apps/demo-app/keywords/profanity-list');
    expect(link.closest('span')).toHaveTextContent('message text contains a word from list Profane Words');
  });

  it('marks a list id that does not resolve', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'ERR_KEYWORD_NOT_FOUND', message: 'No list' } }), { status: 404, headers: { 'content-type': 'application/json' } }),
    );
    render(<ConditionSummary appId="demo-app" condition={{ isListReferencePresent: true, value: ['gone'] }} />, { queryClient: client() });
    expect(await screen.findByText('not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'gone' })).toBeInTheDocument();
  });

  it('shows a pattern in monospace with a tester, and the condition messages', async () => {
    render(
      <ConditionSummary appId="demo-app" withMessages condition={{ operand: 'text', category: 'pattern', value: ['\\d{3}'], message: 'Has digits' }} />,
      { queryClient: client() },
    );
    expect(screen.getByText('\\d{3}').tagName).toBe('CODE');
    expect(screen.getByText('Has digits')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Test this pattern/ }));
    expect(await screen.findByLabelText('Text to test')).toBeInTheDocument();
  });

  it('shows an unknown shape as its raw values with a marker', () => {
    render(<ConditionSummary appId="demo-app" condition={{ operand: 'audio', operator: 'louder', value: ['<b>90dB</b>'] }} />, { queryClient: client() });
    expect(screen.getByText('<b>90dB</b>')).toBeInTheDocument();
    expect(screen.getByText('unrecognised')).toBeInTheDocument();
  });
});
