import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { blockedMessagesMain, prefetchLazilyOnNavigation } from './route-data.ts';

const { shouldRevalidate } = prefetchLazilyOnNavigation(new QueryClient(), blockedMessagesMain);
const at = (search: string, appId = 'demo-app') => ({ params: { appId }, url: new URL(`http://x/apps/${appId}/blocked-messages${search}`) });

describe('prefetchOnNavigation: when a route asks again', () => {
  it.each([
    ['a filter changes', '?limit=500', '?limit=500&q=bjorn', false],
    ['a message opens', '', '?message=m1', false],
    ['the default limit is named', '', '?limit=500', false],
    ['the limit changes', '?limit=500', '?limit=10000', true],
  ])('%s: %s → %s asks again: %s', (_, from, to, expected) => {
    const current = at(from);
    const next = at(to);
    expect(
      shouldRevalidate({ currentParams: current.params, currentUrl: current.url, nextParams: next.params, nextUrl: next.url, defaultShouldRevalidate: true }),
    ).toBe(expected);
  });

  it('asks again for another app', () => {
    const current = at('');
    const next = at('', 'staging-app');
    expect(shouldRevalidate({ currentParams: current.params, currentUrl: current.url, nextParams: next.params, nextUrl: next.url, defaultShouldRevalidate: true })).toBe(true);
  });
});

describe('blockedMessagesMain', () => {
  it.each(['', '?limit=10000', '?limit=7&q=x'])('names, without its code, the key its loaded query has (%s)', async (search) => {
    const params = { appId: 'demo-app' };
    const query = await blockedMessagesMain.load(params, new URLSearchParams(search));
    expect(blockedMessagesMain.key(params, new URLSearchParams(search))).toEqual(query.queryKey);
  });
});
