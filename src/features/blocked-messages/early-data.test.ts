import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { EarlyResponse } from '../../api/early-response.ts';
import { apiPaths, withLimit } from '../../api/paths.ts';
import { blockedListLimit } from './list-limit.ts';

const script = readFileSync(new URL('../../../public/early-data.js', import.meta.url), 'utf8');

/** Runs the page's early script at `url`; returns what it left for the app, if anything. */
function earlyAt(url: string): EarlyResponse | undefined {
  const location = new URL(url);
  const window: { location: URL; fetch: () => Promise<Response>; AbortController: typeof AbortController; performance: Performance; __earlyResponse?: EarlyResponse } = {
    location,
    fetch: () => new Promise<Response>(() => undefined),
    AbortController,
    performance,
  };
  runInNewContext(script, { window, URLSearchParams, Number, Array, encodeURIComponent, decodeURIComponent });
  return window.__earlyResponse;
}

const earlyPathAt = (url: string) => earlyAt(url)?.path;

describe('public/early-data.js', () => {
  it.each([
    ['/apps/demo-app/blocked-messages', 'demo-app'],
    ['/apps/demo-app/blocked-messages?limit=10000&q=bjorn', 'demo-app'],
    ['/apps/demo-app/blocked-messages?limit=7', 'demo-app'],
    ['/apps/demo-app/blocked-messages?limit=', 'demo-app'],
    ['/apps/a%20b/blocked-messages?limit=100', 'a b'],
  ])('%s asks for what the route loader will ask for', (url, appId) => {
    const search = new URL(url, 'http://x').searchParams;
    expect(earlyPathAt(`http://x${url}`)).toBe(withLimit(apiPaths.moderation(appId, 'blocked-messages'), blockedListLimit(search)));
  });

  it.each(['/apps/demo-app/rules', '/apps/demo-app/blocked-messages/x', '/sign-in', '/apps/demo-app/blocked-messages?source=archive&q=42'])('%s asks for nothing', (url) => {
    expect(earlyPathAt(`http://x${url}`)).toBeUndefined();
  });

  it.each([
    ['/apps/demo-app/blocked-messages', true],
    ['/apps/demo-app/blocked-messages?limit=10000', true],
    ['/apps/demo-app/blocked-messages?q=bjorn', false],
    ['/apps/demo-app/blocked-messages?limit=500&rule=spam', false],
    ['/apps/demo-app/blocked-messages?sort=oldest', false],
  ])('%s: rows are painted before the app runs only on the unfiltered list (%s)', (url, painted) => {
    expect(earlyAt(`http://x${url}`)?.copy !== undefined).toBe(painted);
  });
});
