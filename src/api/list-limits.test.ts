import { afterEach, describe, expect, it, vi } from 'vitest';
import { listFlaggedMessages, listReviewedMessages } from './decisions.ts';
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

/** A service whose flagged and reviewed lists honour `limit`, or answer their default page of 50 whatever it says. */
function decisionListsWith(count: number, honoursLimit: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const asked = Number(new URL(input, 'http://x').searchParams.get('limit'));
      const limit = honoursLimit ? asked : 50;
      const data = Array.from({ length: Math.min(limit, count) }, (_v, i) => ({ id: String(count - i) }));
      return new Response(JSON.stringify({ data, meta: { current: { limit, count: data.length } } }));
    }),
  );
}

describe('the flagged and reviewed lists say when the service cut them short', () => {
  it.each([
    ['flagged', listFlaggedMessages],
    ['reviewed', listReviewedMessages],
  ] as const)('%s: the newest 50 of 1000 asked for, when the service ignores the limit', async (_name, list) => {
    decisionListsWith(400, false);
    const { items, short } = await list('demo-app', 1000);
    expect(items).toHaveLength(50);
    expect(short).toEqual({ asked: 1000, served: 50 });
  });

  it.each([
    ['flagged', listFlaggedMessages, 400],
    ['reviewed', listReviewedMessages, 400],
    ['flagged, fewer than a page', listFlaggedMessages, 30],
  ] as const)('%s: complete when the service honours the limit or has less', async (_name, list, count) => {
    decisionListsWith(count, count > 50);
    const { items, short } = await list('demo-app', 1000);
    expect(items).toHaveLength(count);
    expect(short).toBeUndefined();
  });
});
