import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_BROWSER_BUDGETS,
  BUDGETS,
  checkBudgets,
  LIVE_BUDGETS,
  WEBHOOK_BUDGETS,
  limitText,
  REPLAY_BUDGETS,
  within,
  type Budget,
} from './budgets.ts';
import { exact, na, summarize, type Measurement } from './figures.ts';

const budget = (id: string) => BUDGETS.find((b) => b.id === id) as Budget;
const m = (id: string, figure: Measurement['figure']): Measurement => ({ id, section: 'size', label: id, figure });

describe('within', () => {
  it.each([
    { id: 'js', value: 208_000, ok: true },
    { id: 'js', value: 208_001, ok: false },
    { id: 'dom-rows', value: 99, ok: true },
    { id: 'dom-rows', value: 100, ok: false },
    { id: 'waterfall', value: 1, ok: true },
    { id: 'waterfall', value: 0, ok: false },
    { id: 'peer-ratio', value: 0.5, ok: true },
    { id: 'peer-ratio', value: 0.51, ok: false },
    { id: 'js-before-rows', value: 0.99, ok: true },
    { id: 'js-before-rows', value: 1, ok: false },
    { id: 'peer-ratio-default', value: 0.8, ok: true },
    { id: 'peer-ratio-default', value: 0.81, ok: false },
    { id: 'drawer', value: 150, ok: true },
    { id: 'drawer', value: 151, ok: false },
  ])('$id with $value: $ok', ({ id, value, ok }) => {
    expect(within(budget(id), value)).toBe(ok);
  });
});

describe('checkBudgets', () => {
  const measurements = [
    m('size.js./a', exact(150_000, 'bytes')),
    m('size.js./b', exact(250_000, 'bytes')),
    m('size.css./a', na('bytes', 'build failed')),
    m('scale.10000.maxRows', summarize([40, 120, 40], 'count')),
    m('scale.10000.firstRowAfterResponse', summarize([900, 1500, 950], 'ms')),
  ];

  it('checks only the size budgets without timing', () => {
    const results = checkBudgets(measurements, { timing: false });
    expect(results.map((r) => [r.measurementId, r.status])).toEqual([
      ['size.js./a', 'ok'],
      ['size.js./b', 'breach'],
      ['size.css./a', 'unchecked'],
    ]);
  });

  it('holds counts to the worst run and timings to the median', () => {
    const results = checkBudgets(measurements, { timing: true });
    const status = (id: string) => results.find((r) => r.measurementId === id);
    expect(status('scale.10000.maxRows')).toMatchObject({ status: 'breach', value: 120 });
    expect(status('scale.10000.firstRowAfterResponse')).toMatchObject({ status: 'ok', value: 950 });
    expect(results.find((r) => r.budget.id === 'drawer')).toMatchObject({
      status: 'unchecked',
      reason: 'not measured in this run',
    });
  });

  it('holds the waterfall check to every run: one run that waited is a breach', () => {
    const results = checkBudgets([m('start.waterfall./r', summarize([120, -4, 80], 'ms'))], { timing: true });
    expect(results.find((r) => r.measurementId === 'start.waterfall./r')).toMatchObject({
      status: 'breach',
      value: -4,
    });
  });

  it('leaves the peer ratio unchecked when the peer could not be built', () => {
    const results = checkBudgets([m('peer.10000.ratio', na('ratio', 'its dependencies are not installable offline'))], {
      timing: true,
    });
    expect(results.find((r) => r.measurementId === 'peer.10000.ratio')).toMatchObject({
      status: 'unchecked',
      reason: 'its dependencies are not installable offline',
    });
  });
});

describe('limitText', () => {
  it.each([
    ['js', '≤ 208 KB'],
    ['dom-rows', '< 100 (every run)'],
    ['long-task', '≤ 50 ms'],
    ['waterfall', '> 0 ms (every run)'],
    ['peer-ratio', '≤ 50%'],
    ['js-before-rows', '< 100%'],
  ])('%s', (id, text) => {
    expect(limitText(budget(id))).toBe(text);
  });
});

describe('the proxy', () => {
  it('has no budget: its added latency is reported, and never a breach (issue 31)', () => {
    const results = checkBudgets([m('server.added.p99', summarize([9568, 1649, 16968], 'µs'))], { timing: true });
    expect(results.filter((r) => r.measurementId === 'server.added.p99')).toEqual([]);
  });
});

describe('LIVE_BUDGETS', () => {
  it.each([
    ['live.sameServer.p95', [400, 1000, 900], 'ok'],
    ['live.otherServer.p95', [1200, 1001, 300], 'breach'],
    ['live.streams.p99Ratio', [1.1, 1.3, 1.2], 'ok'],
    ['live.streams.p99Ratio', [1.3, 1.21, 1], 'breach'],
  ] as const)('%s over runs %j: %s', (id, runs, status) => {
    const unit = id.endsWith('Ratio') ? 'ratio' : 'ms';
    const results = checkBudgets([m(id, summarize(runs, unit))], { timing: true }, LIVE_BUDGETS);
    expect(results.find((r) => r.measurementId === id)?.status).toBe(status);
  });
});

describe('WEBHOOK_BUDGETS', () => {
  it.each([
    ['webhooks.sameServer.p95', [268], 'ok'],
    ['webhooks.otherServer.p95', [1000], 'ok'],
    ['webhooks.started.p95', [1001], 'breach'],
    ['webhooks.burst.unstored', [0], 'ok'],
    ['webhooks.burst.unstored', [1], 'breach'],
    ['webhooks.burst.pageRatio', [1.14], 'ok'],
    ['webhooks.burst.pageRatio', [1.3], 'breach'],
  ] as const)('%s at %j: %s', (id, runs, status) => {
    const unit = id.endsWith('Ratio') ? 'ratio' : id.endsWith('unstored') ? 'count' : 'ms';
    const results = checkBudgets([m(id, summarize(runs, unit))], { timing: true }, WEBHOOK_BUDGETS);
    expect(results.find((r) => r.measurementId === id)?.status).toBe(status);
  });

  it('leaves the poll-only figure and the delivery answer unbudgeted: they are reported beside', () => {
    const results = checkBudgets(
      [m('webhooks.pollOnly.p95', summarize([58_000], 'ms')), m('webhooks.answer.p95', summarize([40], 'ms'))],
      { timing: true },
      WEBHOOK_BUDGETS,
    );
    const ids = results.map((r) => r.measurementId);
    expect(ids).not.toContain('webhooks.pollOnly.p95');
    expect(ids).not.toContain('webhooks.answer.p95');
    expect(new Set(results.map((r) => r.status))).toEqual(new Set(['unchecked']));
  });
});

describe('ARCHIVE_BROWSER_BUDGETS', () => {
  it('each holds the archive bench figure it names, and none of npm run bench’s', () => {
    const archive = [
      m('archive.1000000.firstRow', summarize([380, 2100, 400], 'ms')),
      m('archive.1000000.responseToFirstRow', summarize([90, 450, 101], 'ms')),
      m('archive.1000000.maxRows', summarize([21, 21, 100], 'count')),
      m('archive.1000000.longestFrame', summarize([50, 67, 33], 'ms')),
      m('archive.1000000.pageFetchToShown', summarize([60, 600, 70], 'ms')),
      m('archive.1000000.searchKeystroke', summarize([120, 151, 300], 'ms')),
      m('archive.1000000.searchRequest', summarize([900], 'ms')),
      m('archive.1000000.senderCaseFirstRow', summarize([300, 700, 420], 'ms')),
      m('scale.10000.maxRows', summarize([40], 'count')),
    ];
    expect(
      checkBudgets(archive, { timing: true }, ARCHIVE_BROWSER_BUDGETS).map((r) => [
        r.budget.id,
        r.measurementId,
        r.status,
      ]),
    ).toEqual([
      ['archive-first-row', 'archive.1000000.firstRow', 'ok'],
      ['archive-sender-case', 'archive.1000000.senderCaseFirstRow', 'breach'],
      ['archive-after-response', 'archive.1000000.responseToFirstRow', 'breach'],
      ['archive-dom-rows', 'archive.1000000.maxRows', 'breach'],
      ['archive-long-frame', 'archive.1000000.longestFrame', 'ok'],
      ['archive-page', 'archive.1000000.pageFetchToShown', 'ok'],
      ['archive-search', 'archive.1000000.searchKeystroke', 'breach'],
    ]);
    expect(checkBudgets(archive, { timing: true }).filter((r) => r.measurementId.startsWith('archive.'))).toEqual([]);
  });

  it.each([
    ['archive.1000000.firstRow', 400, 'ok'],
    ['archive.1000000.firstRow', 401, 'breach'],
    ['archive.1000000.responseToFirstRow', 100, 'ok'],
    ['archive.1000000.longestFrame', 51, 'breach'],
    ['archive.1000000.searchKeystroke', 150, 'ok'],
    ['archive.1000000.searchKeystroke', 151, 'breach'],
  ] as const)('%s at a median of %i ms: %s (issue 31)', (id, median, status) => {
    const results = checkBudgets([m(id, summarize([median], 'ms'))], { timing: true }, ARCHIVE_BROWSER_BUDGETS);
    expect(results.find((r) => r.measurementId === id)?.status).toBe(status);
  });
});

describe('REPLAY_BUDGETS', () => {
  it.each([
    ['replay.90.route', [400, 1200, 900], 'ok'],
    ['replay.90.route', [1001, 1200, 300], 'breach'],
    ['replay.90.shown', [800, 1100, 950], 'ok'],
    ['replay.save', [120, 310, 250], 'ok'],
    ['replay.save', [301, 310, 250], 'breach'],
  ] as const)('%s over runs %j: %s', (id, runs, status) => {
    const results = checkBudgets([m(id, summarize(runs, 'ms'))], { timing: true }, REPLAY_BUDGETS);
    expect(results.find((r) => r.measurementId === id)?.status).toBe(status);
  });

  it('holds only the 90 days to the 1 s: the shorter ranges and the query alone are information', () => {
    const figures = ['replay.7.route', 'replay.30.route', 'replay.90.query', 'replay.90.queryAllFields'].map((id) =>
      m(id, summarize([5000], 'ms')),
    );
    expect(checkBudgets(figures, { timing: true }, REPLAY_BUDGETS).filter((r) => r.status !== 'unchecked')).toEqual([]);
  });
});
