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

type Run = { ms: number; js: number; answeredMs?: number; ownRowMs?: number } | { failed: string };
interface Side {
  baseURL: string;
  url: string;
  target: (page: Page) => Locator;
  /** The dashboard's own grid's newest row, timed after the painted one. */
  ownRow?: (page: Page) => Locator;
  /**
   * j pressed from the navigation on: a load of its own, so the presses do not weigh on the
   * figures of the loads without them.
   */
  pressJ?: boolean;
  gzipOf: (path: string) => number | undefined;
}

/** A held key's repeat interval. */
const REPEAT_MS = 33;

/**
 * j pressed from the navigation on, as a moderator who knows the list presses it, until a row
 * shows highlighted: when the first press was answered (the probe's frame), whichever rows
 * answered it. A press before anything listens is lost, as it is for the moderator.
 */
async function firstAnsweredJ(page: Page, timeout = 60_000): Promise<number> {
  // Watched in the page, so that nothing but the presses goes to it from here meanwhile.
  let answered = false;
  const seen = page
    .waitForFunction(() => window.__bench?.highlightedAt !== undefined, undefined, { timeout, polling: 'raf' })
    .finally(() => (answered = true));
  // Handled here too: a timeout must not go unhandled while the last press is still in flight.
  seen.catch(() => undefined);
  // At a held key's repeat rate (about 30 a second): faster, the presses themselves held back the
  // page's loading (at 10,000 records its rows came twice as late as in a load without them).
  for (let next = Date.now(); !answered; next += REPEAT_MS) {
    await page.keyboard.press('j');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next + REPEAT_MS - Date.now())));
  }
  await seen.catch(() => {
    throw new Error(`no press of j was answered within ${timeout / 1000} s`);
  });
  const at = await page.evaluate(() => window.__bench?.highlightedAt);
  if (at === undefined) throw new Error('a row showed highlighted but its frame was not recorded');
  return at;
}

/**
 * One cold load: navigation → the newest record's sender on screen, and the JS downloaded by
 * then; where the side asks, the app's own newest row or the first j answered.
 */
function timedRun(browser: Browser, side: Side): Promise<Run> {
  return withPage(browser, side.baseURL, async (page) => {
    await page.goto(side.url, { waitUntil: 'commit' });
    const [ms, answeredMs] = await Promise.all([
      appearedAt(side.target(page), 'the newest record’s sender', 60_000),
      side.pressJ ? firstAnsweredJ(page) : undefined,
    ]);
    const js = jsBefore(await resourcesOf(page), ms, side.gzipOf).bytes;
    const ownRowMs = side.ownRow ? await appearedAt(side.ownRow(page), 'the app’s own newest row', 60_000) : undefined;
    return { ms, js, answeredMs, ownRowMs };
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
      ownRow: (page) => selectors.newestGridRow(page, sender),
      gzipOf: (path) => size.gzipByFile[path.replace(/^\//, '')],
    };
    const pressing: Side = { ...dashboard, ownRow: undefined, pressJ: true };
    const other: Side | undefined =
      'failed' in peer
        ? undefined
        : {
            baseURL: peer.url,
            url: `${peer.url}/?limit=${limit}#/blocked-messages`,
            target: (page) => selectors.peerNewestRow(page, sender),
            gzipOf: gzipOfDir(peer.distDir),
          };
    // The peer between the dashboard's two loads, the order turned each pair.
    const sides = other ? [dashboard, other, pressing] : [dashboard, pressing];
    for (const side of sides) await timedRun(browser, side);
    const ours: Run[] = [];
    const pressed: Run[] = [];
    const theirs: Run[] = [];
    for (let pair = 0; pair < pairs; pair++) {
      progress(`peer: ${limit} records, pair ${pair + 1} of ${pairs}`);
      for (const side of pair % 2 === 0 ? sides : [...sides].reverse())
        (side === dashboard ? ours : side === pressing ? pressed : theirs).push(await timedRun(browser, side));
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
    // Against the peer's newest row, whose rows answer a click as soon as they show.
    const runsOf = (key: 'answeredMs' | 'ownRowMs') => (key === 'answeredMs' ? pressed : ours);
    const ratioOf = (key: 'answeredMs' | 'ownRowMs') => {
      const pairRatios = runsOf(key).flatMap((o, i) => {
        const t = theirs[i];
        const value = 'failed' in o ? undefined : o[key];
        return value !== undefined && t && 'ms' in t ? [value / t.ms] : [];
      });
      return peerNa
        ? na('ratio', peerNa)
        : pairRatios.length > 0
          ? summarize(pairRatios, 'ratio', `pairs: ${pairRatios.map((r) => r.toFixed(2)).join(' ')}`)
          : na('ratio', 'no pair completed');
    };
    const oursOf = (key: 'answeredMs' | 'ownRowMs') =>
      fromRuns(
        runsOf(key).map((r) => ('failed' in r ? r : (r[key] ?? { failed: 'not measured' }))),
        'ms',
      );
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
        label: `${at}: navigation → the first j answered (a row highlighted; j pressed from the navigation on, in loads of their own), this dashboard`,
        figure: oursOf('answeredMs'),
      },
      {
        id: `peer.${limit}.interactiveRatio`,
        section: 'peer',
        label: `${at}: the first j answered ÷ the peer’s newest row (median of the pairs’ ratios)`,
        figure: ratioOf('answeredMs'),
      },
      {
        id: `peer.${limit}.ownRow`,
        section: 'peer',
        label: `${at}: navigation → the app’s own newest row (where a click opens the message at once), this dashboard`,
        figure: oursOf('ownRowMs'),
      },
      {
        id: `peer.${limit}.ownRowRatio`,
        section: 'peer',
        label: `${at}: the app’s own newest row ÷ the peer’s newest row (median of the pairs’ ratios)`,
        figure: ratioOf('ownRowMs'),
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
