import { afterEach, describe, expect, it, vi } from 'vitest';
import { listRuleRevisions, listRules } from './rules.ts';

/** A service that, like the real one, answers only its default page when no limit is sent. */
function serviceWith(count: number, defaultLimit: number) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      urls.push(input);
      const limit = Number(new URL(input, 'http://x').searchParams.get('limit') ?? defaultLimit);
      const data = Array.from({ length: Math.min(limit, count) }, (_v, i) => ({
        id: 'r',
        revisionId: `default_toxicity_${count - i}`,
      }));
      return new Response(JSON.stringify({ data, meta: { current: { limit, count: data.length } } }));
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('lists always ask for the page they need', () => {
  it('gets every one of 14 revisions from a service whose default page is 10', async () => {
    serviceWith(14, 10);
    const { items } = await listRuleRevisions('demo-app', 'toxicity-guard');
    expect(items).toHaveLength(14);
  });

  it.each([25, 100, 1000])('asks for %s rules when that many are wanted', async (limit) => {
    const urls = serviceWith(3, 50);
    await listRules('demo-app', limit);
    expect(urls).toEqual([`/api/apps/demo-app/moderation/rules?limit=${limit}`]);
  });
});
