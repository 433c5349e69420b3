import { describe, expect, it } from 'vitest';
import { KeyedQueue } from './keyed-queue.ts';

/** A task that records when it starts and ends, and finishes when told. */
function task(log: string[], name: string) {
  let finish: () => void = () => undefined;
  const run = () => {
    log.push(`start ${name}`);
    return new Promise<string>((resolve) => {
      finish = () => {
        log.push(`end ${name}`);
        resolve(name);
      };
    });
  };
  return { run, finish: () => finish() };
}

describe('KeyedQueue', () => {
  it('runs tasks of one key in turn and tasks of other keys side by side', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const [a1, a2, b1] = [task(log, 'a1'), task(log, 'a2'), task(log, 'b1')];
    const results = [queue.run('a', a1.run), queue.run('a', a2.run), queue.run('b', b1.run)];
    await expect.poll(() => log).toEqual(['start a1', 'start b1']);
    a1.finish();
    await expect.poll(() => log).toEqual(['start a1', 'start b1', 'end a1', 'start a2']);
    a2.finish();
    b1.finish();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1']);
    await expect.poll(() => queue.busyKeys).toBe(0);
  });

  it('runs the next task after one that failed, and passes the failure to its caller', async () => {
    const queue = new KeyedQueue();
    const failed = queue.run('a', () => Promise.reject(new Error('upstream down')));
    const next = queue.run('a', async () => 'ran');
    await expect(failed).rejects.toThrow('upstream down');
    expect(await next).toBe('ran');
  });
});
