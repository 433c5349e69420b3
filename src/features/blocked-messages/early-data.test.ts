import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { EarlyResponse } from '../../api/early-response.ts';
import { archiveQueryString } from '../../api/archive-query.ts';
import { apiPaths, withLimit } from '../../api/paths.ts';
import { ARCHIVE_PAGE_SIZE } from '../../../contract/early-request.ts';
import { earlyDataScript } from '../../../contract/early-request.ts';
import { blockedListLimit } from './list-limit.ts';

// As the build writes it into the page: with the early request's table.
const script = earlyDataScript(readFileSync(new URL('../../../public/early-data.js', import.meta.url), 'utf8'));

interface Page {
  window: {
    location: URL;
    fetch: () => Promise<Response>;
    AbortController: typeof AbortController;
    performance: Performance;
    setTimeout: (run: () => void) => void;
    __earlyResponse?: EarlyResponse;
    __startApp?: () => void;
  };
  /** What the page imported (a vm context cannot import: a recorder stands in for `import()`). */
  imported: string[];
  /** The timers the script set. */
  timers: (() => void)[];
  /** Runs what waited for the document's end. */
  parsed: () => void;
}

/** Runs the page's early script at `url`, in a page whose head holds `entry` (or no entry preload). */
function pageAt(url: string, entry?: string, readyState = 'complete'): Page {
  const imported: string[] = [];
  const timers: (() => void)[] = [];
  const waiting: (() => void)[] = [];
  const document = {
    readyState,
    // The preload is at the head's end: not there yet while the parser is before it.
    querySelector: (selector: string) =>
      selector === 'link[data-app-entry]' && entry !== undefined && document.readyState !== 'loading'
        ? { getAttribute: () => entry }
        : null,
    addEventListener: (_: string, run: () => void) => waiting.push(run),
  };
  const window: Page['window'] = {
    location: new URL(url),
    fetch: () => new Promise<Response>(() => undefined),
    AbortController,
    performance,
    setTimeout: (run) => void timers.push(run),
  };
  const importRecorder = (specifier: string) => {
    imported.push(specifier);
    return Promise.resolve();
  };
  runInNewContext(script.replace('import(', '__import('), {
    window,
    document,
    __import: importRecorder,
    URLSearchParams,
    Number,
    String,
    Array,
    RegExp,
    encodeURIComponent,
    decodeURIComponent,
  });
  return {
    window,
    imported,
    timers,
    parsed: () => {
      document.readyState = 'interactive';
      waiting.splice(0).forEach((run) => run());
    },
  };
}

/** What the early script left for the app at `url`, if anything. */
const earlyAt = (url: string): EarlyResponse | undefined => pageAt(url).window.__earlyResponse;

const earlyPathAt = (url: string) => earlyAt(url)?.path;

describe('public/early-data.js', () => {
  it.each([
    ['/apps/demo-app/blocked-messages', 'demo-app'],
    ['/apps/demo-app/blocked-messages?limit=10000&q=bjorn', 'demo-app'],
    ['/apps/demo-app/blocked-messages?limit=7', 'demo-app'],
    ['/apps/demo-app/blocked-messages?limit=', 'demo-app'],
    ['/apps/a%20b/blocked-messages?limit=100', 'a b'],
  ])('%s asks for what navigation will ask for', (url, appId) => {
    const search = new URL(url, 'http://x').searchParams;
    expect(earlyPathAt(`http://x${url}`)).toBe(
      withLimit(apiPaths.moderation(appId, 'blocked-messages'), blockedListLimit(search)),
    );
  });

  it.each([
    ['/apps/demo-app/blocked-messages?source=archive', 'demo-app'],
    ['/apps/demo-app/blocked-messages?source=archive&message=m-1', 'demo-app'],
    ['/apps/a%20b/blocked-messages?message=m-1&source=archive', 'a b'],
  ])("%s asks for the archive's first page, as the archive's own code would", (url, appId) => {
    expect(earlyPathAt(`http://x${url}`)).toBe(
      `${apiPaths.archive(appId, 'blocked-messages')}?${archiveQueryString({ q: '' }, ARCHIVE_PAGE_SIZE)}`,
    );
    expect(earlyAt(`http://x${url}`)?.list).toBe('archive');
  });

  it.each([
    ['/apps/demo-app/users/mateo-rossi', 'demo-app', 'mateo-rossi'],
    ['/apps/a%20b/users/u%2Fv%20w&x', 'a b', 'u/v w&x'],
    ['/apps/demo-app/users/heavy-sender/?tab=1', 'demo-app', 'heavy-sender'],
  ])(
    "%s asks for the sender's first archived page, as the case page's own code would, and paints it",
    (url, appId, uid) => {
      const early = earlyAt(`http://x${url}`);
      expect(early?.path).toBe(
        `${apiPaths.archive(appId, 'blocked-messages')}?${archiveQueryString({ q: '', senderUid: uid }, ARCHIVE_PAGE_SIZE)}`,
      );
      expect(early?.list).toBe('sender');
      expect(early?.copy).toBeDefined();
    },
  );

  it.each([
    '/apps/demo-app/rules',
    '/apps/demo-app/users',
    '/apps/demo-app/users/x/y',
    '/apps/demo-app/users/%E0%A4%A',
    '/apps/demo-app/blocked-messages/x',
    '/sign-in',
    '/apps/demo-app/blocked-messages?source=archive&q=42',
    '/apps/demo-app/blocked-messages?source=archive&ruleId=r-1',
    '/apps/demo-app/blocked-messages?source=archive&limit=500',
  ])('%s asks for nothing', (url) => {
    expect(earlyPathAt(`http://x${url}`)).toBeUndefined();
  });

  it.each([
    ['/apps/demo-app/blocked-messages', true],
    ['/apps/demo-app/blocked-messages?limit=10000', true],
    ['/apps/demo-app/blocked-messages?q=bjorn', false],
    ['/apps/demo-app/blocked-messages?limit=500&rule=spam', false],
    ['/apps/demo-app/blocked-messages?sort=oldest', false],
    ['/apps/demo-app/blocked-messages?source=archive', true],
    // The drawer opens over the list at once: nothing is painted behind it.
    ['/apps/demo-app/blocked-messages?source=archive&message=m-1', false],
    ['/apps/demo-app/blocked-messages?message=m-1', false],
  ])('%s: rows are painted before the app runs only on the unfiltered list (%s)', (url, painted) => {
    expect(earlyAt(`http://x${url}`)?.copy !== undefined).toBe(painted);
  });

  describe("the app's entry, which the server sends as a preload on this page", () => {
    const url = 'http://x/apps/demo-app/blocked-messages';

    it('runs once, when the painter says so or when the timer ends, whichever comes first', () => {
      const page = pageAt(url, '/assets/index-1.js');
      expect(page.imported).toEqual([]);
      page.window.__startApp?.();
      page.timers.forEach((run) => run());
      page.window.__startApp?.();
      expect(page.imported).toEqual(['/assets/index-1.js']);
    });

    it('runs by the timer alone when the painter never comes', () => {
      const page = pageAt(url, '/assets/index-1.js');
      page.timers.forEach((run) => run());
      expect(page.imported).toEqual(['/assets/index-1.js']);
    });

    it('waits for the end of the head when asked before the parser reached the preload', () => {
      const page = pageAt(url, '/assets/index-1.js', 'loading');
      page.window.__startApp?.();
      expect(page.imported).toEqual([]);
      page.parsed();
      expect(page.imported).toEqual(['/assets/index-1.js']);
    });

    it('does nothing on a page whose entry is a script of its own (no preload named)', () => {
      const page = pageAt(url, undefined, 'loading');
      page.window.__startApp?.();
      page.parsed();
      page.timers.forEach((run) => run());
      expect(page.imported).toEqual([]);
    });
  });
});
