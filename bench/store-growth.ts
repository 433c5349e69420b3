/**
 * The embedded store over time: `npm run bench:store -- [--records 10000] [--polls 30]
 * [--interval 10] [--check]`. Polls the same records again and again (the service's list when
 * nothing new is blocked) with the real poller on a virtual clock, the store's upkeep on its
 * schedule, and prints the data folder's size after each poll. With --check it fails when the
 * folder grew more than 25 MB past its size after the first poll.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { AppConfig } from '../server/config.ts';
import { AppPoller } from '../server/archive/app-poller.ts';
import { virtualClock } from '../server/archive/clock.ts';
import { DAY_SECONDS, fakeService, rule } from '../server/archive/test-upstream.ts';
import { UPKEEP_EVERY_MS, upkeepOnce } from '../server/store/embedded-upkeep.ts';
import { openStore } from '../server/store/open-store.ts';
import { createRandom } from '../server/emulator/random.ts';
import { testConfig } from '../server/testing/fake-upstream.ts';
import { archiveRecord, END } from './archive-fill.ts';

const GROWTH_BUDGET_MB = 25;
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '10000' },
    polls: { type: 'string', default: '30' },
    interval: { type: 'string', default: '10' },
    check: { type: 'boolean', default: false },
  },
});
const records = Number(values.records);
const polls = Number(values.polls);
const intervalSeconds = Number(values.interval);

/** The folder's size on disk in megabytes, and its write-ahead log's. */
function sizes(dir: string): { total: number; wal: number } {
  const mb = (path: string) => Number(execFileSync('du', ['-sk', path]).toString().split('\t')[0]) / 1024;
  return { total: Math.round(mb(dir) * 10) / 10, wal: Math.round(mb(join(dir, 'pg_wal')) * 10) / 10 };
}

const dir = await mkdtemp(join(tmpdir(), 'store-growth-'));
const store = await openStore({ DASHBOARD_DATA_DIR: dir }, resolve('.'), () => undefined);
try {
  const clock = virtualClock(END * 1000);
  const service = fakeService(clock);
  const rng = createRandom('store-growth');
  service.state.blocked = Array.from({ length: records }, (_, n) =>
    archiveRecord(n, records, () => rng.next()),
  ).reverse();
  service.state.rules = Array.from({ length: 14 }, (_, n) => rule(`rule-${n + 1}`, 3, END - 30 * DAY_SECONDS));
  const app = testConfig.apps[0] as AppConfig;
  const poller = new AppPoller(
    app,
    { enabled: true, intervalSeconds, retentionDays: 400 },
    { db: store.db, upstream: service.upstream, clock, holder: 'bench', blockedLimit: records + 1 },
  );
  const upkeepEvery = Math.max(1, Math.round(UPKEEP_EVERY_MS / (intervalSeconds * 1000)));
  console.log(`${records} records, ${polls} polls ${intervalSeconds} s apart, upkeep every ${upkeepEvery} polls`);
  console.log('poll\tfolder MB\tWAL MB\tpoll ms\tupkeep ms');
  let afterFirst = 0;
  let last = { total: 0, wal: 0 };
  for (let poll = 1; poll <= polls; poll++) {
    const started = performance.now();
    clock.advance(await poller.runOnce());
    const pollMs = Math.round(performance.now() - started);
    const upkeep = poll % upkeepEvery === 0 ? (await upkeepOnce(store.db)).milliseconds : undefined;
    last = sizes(dir);
    if (poll === 1) afterFirst = last.total;
    console.log(`${poll}\t${last.total}\t${last.wal}\t${pollMs}\t${upkeep ?? ''}`);
  }
  const growth = Math.round((last.total - afterFirst) * 10) / 10;
  console.log(`Growth after the first poll: ${growth} MB (budget ${GROWTH_BUDGET_MB} MB)`);
  if (values.check && growth > GROWTH_BUDGET_MB) process.exitCode = 1;
} finally {
  await store.close();
  await rm(dir, { recursive: true, force: true });
}
