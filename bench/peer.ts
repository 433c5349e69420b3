import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Locator, Page } from '@playwright/test';
import { paths } from '../contract/paths.ts';
import { DEFAULT_LIMIT } from '../src/features/blocked-messages/list-limit.ts';
import { fromRuns, na, reasonOf, summarize, type Measurement } from './figures.ts';
import { APP_ID, blockedMessagesAt, newestSender } from './routes.ts';
import { selectors } from './selectors.ts';
import { appearedAt, withPage } from './browser/session.ts';
import { jsBefore, resourcesOf } from './browser/resources.ts';
import type { PeerServer } from './peer-server.ts';
import type { SizeResult } from './size/measure.ts';

type Run = { ms: number; js: number; interactiveMs?: number } | { failed: string };
interface Side {
  baseURL: string;
  url: string;
  target: (page: Page) => Locator;
  /** Where the first row shown is not yet the one a click and `j` act on: that row. */
  interactive?: (page: Page) => Locator;
  gzipOf: (path: string) => number | undefined;
}

/** One cold load: navigation → the newest record's sender on screen, and the JS downloaded by then. */
function timedRun(browser: Browser, side: Side): Promise<Run> {
  return withPage(browser, side.baseURL, async (page) => {
    await page.goto(side.url, { waitUntil: 'commit' });
    const ms = await appearedAt(side.target(page), 'the newest record’s sender', 60_000);
    const js = jsBefore(await resourcesOf(page), ms, side.gzipOf).bytes;
    if (!side.interactive) return { ms, js };
    return { ms, js, interactiveMs: await appearedAt(side.interactive(page), 'the app’s own newest row', 60_000) };
  }).catch((error: unknown) => ({ failed: reasonOf(error) }));
}

function gzipOfDir(dir: string): (path: string) => number | undefined {
  const cache = new Map<string, number | undefined>();
  return (path) => {
    if (!cache.has(path)) {
      try {
        cache.set(path, gzipSync(readFileSync(join(dir, path.split('?')[0] ?? '')), { level: 9 }).length);
      } catch {
        cache.set(path, undefined);
      }
    }
    return cache.get(path);
  };
}

/**
 * Side by side with the react-admin peer on the same server and records: after one warm-up
 * load each, `pairs` pairs of cold loads, alternating which goes first, so that a slow moment of
 * the machine falls on both. The ratio is taken per pair.
 */
export async function measurePeer(
  browser: Browser,
  dashboardUrl: string,
  peer: PeerServer | { failed: string },
  size: SizeResult,
  pairs: number,
  progress: (line: string) => void,
): Promise<Measurement[]> {
  const sender = await newestSender(dashboardUrl);
  const measurements: Measurement[] = [];
  for (const limit of [10_000, DEFAULT_LIMIT]) {
    const dashboard: Side = {
      baseURL: dashboardUrl,
      url: limit === DEFAULT_LIMIT ? paths.blockedMessages(APP_ID) : blockedMessagesAt(limit),
      target: (page) => selectors.newestBlockedRow(page, sender),
      interactive: (page) => selectors.newestGridRow(page, sender),
      gzipOf: (path) => size.gzipByFile[path.replace(/^\//, '')],
    };
    const other: Side | undefined =
      'failed' in peer
        ? undefined
        : {
            baseURL: peer.url,
            url: `${peer.url}/?limit=${limit}#/blocked-messages`,
            target: (page) => selectors.peerNewestRow(page, sender),
            gzipOf: gzipOfDir(peer.distDir),
          };
    const sides = other ? [dashboard, other] : [dashboard];
    for (const side of sides) await timedRun(browser, side);
    const ours: Run[] = [];
    const theirs: Run[] = [];
    for (let pair = 0; pair < pairs; pair++) {
      progress(`peer: ${limit} records, pair ${pair + 1} of ${pairs}`);
      for (const side of pair % 2 === 0 ? sides : [...sides].reverse())
        (side === dashboard ? ours : theirs).push(await timedRun(browser, side));
    }
    const ratios = ours.flatMap((o, i) => {
      const t = theirs[i];
      return 'ms' in o && t && 'ms' in t ? [o.ms / t.ms] : [];
    });
    const peerNa = 'failed' in peer ? peer.failed : undefined;
    const theirFigure = (key: 'ms' | 'js', unit: 'ms' | 'bytes') =>
      peerNa
        ? na(unit, peerNa)
        : fromRuns(
            theirs.map((r) => ('failed' in r ? r : r[key])),
            unit,
          );
    const ratio = peerNa
      ? na('ratio', peerNa)
      : ratios.length > 0
        ? summarize(ratios, 'ratio', `pairs: ${ratios.map((r) => r.toFixed(2)).join(' ')}`)
        : na('ratio', 'no pair completed');
    // The app's own row against the peer's, whose rows answer a click as soon as they show.
    const interactiveRatios = ours.flatMap((o, i) => {
      const t = theirs[i];
      return 'interactiveMs' in o && o.interactiveMs !== undefined && t && 'ms' in t ? [o.interactiveMs / t.ms] : [];
    });
    const interactiveRatio = peerNa
      ? na('ratio', peerNa)
      : interactiveRatios.length > 0
        ? summarize(interactiveRatios, 'ratio', `pairs: ${interactiveRatios.map((r) => r.toFixed(2)).join(' ')}`)
        : na('ratio', 'no pair completed');
    const jsRatios = ours.flatMap((o, i) => {
      const t = theirs[i];
      return 'js' in o && t && 'js' in t && t.js > 0 ? [o.js / t.js] : [];
    });
    const jsRatio = peerNa
      ? na('ratio', peerNa)
      : jsRatios.length > 0
        ? summarize(jsRatios, 'ratio')
        : na('ratio', 'no pair completed');
    const at = `${limit.toLocaleString('en-US')} records`;
    measurements.push(
      {
        id: `peer.${limit}.dashboard`,
        section: 'peer',
        label: `${at}: navigation → newest record’s sender visible, this dashboard`,
        figure: fromRuns(
          ours.map((r) => ('failed' in r ? r : r.ms)),
          'ms',
        ),
      },
      {
        id: `peer.${limit}.peer`,
        section: 'peer',
        label: `${at}: the same, react-admin peer`,
        figure: theirFigure('ms', 'ms'),
      },
      {
        id: `peer.${limit}.ratio`,
        section: 'peer',
        label: `${at}: this dashboard’s time ÷ the peer’s (median of the pairs’ ratios)`,
        figure: ratio,
      },
      {
        id: `peer.${limit}.interactive`,
        section: 'peer',
        label: `${at}: navigation → the app’s own newest row (a click and j act on it), this dashboard`,
        figure: fromRuns(
          ours.map((r) => ('failed' in r ? r : (r.interactiveMs ?? { failed: 'not measured' }))),
          'ms',
        ),
      },
      {
        id: `peer.${limit}.interactiveRatio`,
        section: 'peer',
        label: `${at}: the app’s own newest row ÷ the peer’s newest row (median of the pairs’ ratios)`,
        figure: interactiveRatio,
      },
      {
        id: `peer.${limit}.dashboardJs`,
        section: 'peer',
        label: `${at}: JS downloaded by then, this dashboard`,
        figure: fromRuns(
          ours.map((r) => ('failed' in r ? r : r.js)),
          'bytes',
        ),
      },
      {
        id: `peer.${limit}.peerJs`,
        section: 'peer',
        label: `${at}: JS downloaded by then, react-admin peer`,
        figure: theirFigure('js', 'bytes'),
      },
      {
        id: `peer.${limit}.jsRatio`,
        section: 'peer',
        label: `${at}: JS downloaded by then, this dashboard’s ÷ the peer’s`,
        figure: jsRatio,
      },
    );
  }
  return measurements;
}
