import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockThePage } from '../../test-utils/block-the-page.ts';
import { ANSWER_GRACE_MS, runPattern, type PatternJob, type WorkerLike, type WorkerReply } from './run-pattern.ts';

/** A worker stand-in: the test decides when it is ready and what it answers. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  jobs: PatternJob[] = [];
  terminated = false;
  postMessage(job: PatternJob) {
    this.jobs.push(job);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: WorkerReply) {
    this.onmessage?.({ data } as MessageEvent<WorkerReply>);
  }
}

const job = { source: 'a', flags: '', text: 'aa' };

describe('runPattern', () => {
  let worker: FakeWorker;
  beforeEach(() => {
    vi.useFakeTimers();
    worker = new FakeWorker();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the job once the worker is ready and reports its matches with the time the worker measured', async () => {
    const run = runPattern(job, { createWorker: () => worker });
    expect(worker.jobs).toEqual([]);
    worker.reply({ type: 'ready' });
    expect(worker.jobs[0]).toMatchObject({ source: 'a', text: 'aa', max: 100 });
    worker.reply({ type: 'result', matches: [{ start: 0, end: 1 }], truncated: false, elapsedMs: 12 });
    await expect(run.result).resolves.toEqual({
      status: 'done',
      matches: [{ start: 0, end: 1 }],
      truncated: false,
      elapsedMs: 12,
    });
    expect(worker.terminated).toBe(true);
  });

  it('stops a worker that never answers once the limit and the grace for a busy page have passed', async () => {
    const run = runPattern(job, { createWorker: () => worker, timeoutMs: 250 });
    worker.reply({ type: 'ready' });
    vi.advanceTimersByTime(250 + ANSWER_GRACE_MS - 1);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(run.result).resolves.toEqual({ status: 'timeout', limitMs: 250 });
    expect(worker.terminated).toBe(true);
  });

  it.each([
    ['a quick pattern whose answer a busy page reads late', 3, 'done'],
    ['a pattern that ran to the limit', 250, 'done'],
    ['a pattern that ran past the limit', 251, 'timeout'],
  ])('judges %s by the time the worker measured', async (_name, elapsedMs, status) => {
    const run = runPattern(job, { createWorker: () => worker, timeoutMs: 250 });
    worker.reply({ type: 'ready' });
    vi.advanceTimersByTime(250 + ANSWER_GRACE_MS / 2);
    worker.reply({ type: 'result', matches: [], truncated: false, elapsedMs });
    await expect(run.result).resolves.toMatchObject({ status });
  });

  it('does not call a prompt answer late when the page was too busy to read it', async () => {
    const run = runPattern(job, { createWorker: () => worker, timeoutMs: 250 });
    worker.reply({ type: 'ready' });
    // The page draws for 4 s: the answer waits in the queue behind it, and the timer's turn comes first.
    blockThePage(4000);
    worker.reply({ type: 'result', matches: [{ start: 0, end: 1 }], truncated: false, elapsedMs: 2 });
    await expect(run.result).resolves.toMatchObject({ status: 'done' });
  });

  it('does not count a slow start against the pattern', async () => {
    const run = runPattern(job, { createWorker: () => worker, timeoutMs: 250, startTimeoutMs: 5000 });
    vi.advanceTimersByTime(1000);
    worker.reply({ type: 'ready' });
    worker.reply({ type: 'result', matches: [], truncated: false, elapsedMs: 1 });
    await expect(run.result).resolves.toMatchObject({ status: 'done' });
  });

  it.each([
    [
      'the worker never starts',
      (w: FakeWorker) => {
        vi.advanceTimersByTime(5000);
        void w;
      },
      'unavailable',
    ],
    ['the worker fails to load', (w: FakeWorker) => w.onerror?.({ message: 'boom' } as ErrorEvent), 'unavailable'],
    [
      'the pattern throws',
      (w: FakeWorker) => {
        w.reply({ type: 'ready' });
        w.reply({ type: 'error', message: 'bad' });
      },
      'error',
    ],
  ])('reports when %s', async (_name, act, status) => {
    const run = runPattern(job, { createWorker: () => worker });
    act(worker);
    await expect(run.result).resolves.toMatchObject({ status });
    expect(worker.terminated).toBe(true);
  });

  it('reports a browser without workers', async () => {
    const run = runPattern(job, {
      createWorker: () => {
        throw new Error('no Worker');
      },
    });
    await expect(run.result).resolves.toMatchObject({ status: 'unavailable' });
  });

  it.each([
    ['before the worker is ready', () => undefined],
    ['while the pattern runs', (w: FakeWorker) => w.reply({ type: 'ready' })],
  ])('cancel %s stops the worker, and the abandoned run never reports', async (_name, act) => {
    const run = runPattern(job, { createWorker: () => worker, timeoutMs: 250, startTimeoutMs: 5000 });
    act(worker);
    const settled = vi.fn();
    void run.result.then(settled);
    run.cancel();
    expect(worker.terminated).toBe(true);
    // Neither time limit may fire a late "timeout" or "did not start" for a run the user left.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(settled).not.toHaveBeenCalled();
  });
});
