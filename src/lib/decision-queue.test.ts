import { DecisionQueue } from './decision-queue.ts';

interface Decision {
  messageId: string;
  decision: string;
  ruleId?: string;
  revisionId?: string;
}

function setup(answer: (decision: Decision) => Promise<void> = () => Promise.resolve()) {
  const sent: Decision[] = [];
  const failed: { messageId: string; error: unknown }[] = [];
  const applied: string[] = [];
  const queue = new DecisionQueue<Decision>({
    undoMs: 5000,
    send: (decision) => {
      sent.push(decision);
      return answer(decision);
    },
    onApplied: (item) => applied.push(item.messageId),
    onFailed: (item, error) => failed.push({ messageId: item.messageId, error }),
  });
  return { queue, sent, failed, applied };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('DecisionQueue', () => {
  it('takes the message out at once and sends it only after the undo window', async () => {
    const { queue, sent, applied } = setup();
    queue.schedule({ messageId: '1', decision: 'approve', ruleId: 'r', revisionId: 'r_1' });
    expect(queue.isDecided('1')).toBe(true);
    await vi.advanceTimersByTimeAsync(4999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toMatchObject([{ messageId: '1', decision: 'approve', ruleId: 'r', revisionId: 'r_1' }]);
    expect(applied).toEqual(['1']);
    expect(queue.items.map((i) => i.phase)).toEqual(['applied']);
  });

  it('an undo in the window sends nothing and brings the message back', async () => {
    const { queue, sent } = setup();
    const ticket = queue.schedule({ messageId: '1', decision: 'reject' });
    expect(queue.undo(ticket ?? 0)).toBe(true);
    expect(queue.isDecided('1')).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
  });

  it('a refusal brings the message back and says why', async () => {
    const refusal = new Error('No message with id 1.');
    const { queue, failed } = setup(() => Promise.reject(refusal));
    queue.schedule({ messageId: '1', decision: 'approve' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(queue.isDecided('1')).toBe(false);
    expect(failed).toEqual([{ messageId: '1', error: refusal }]);
  });

  it('never queues a second decision on a message that has one waiting, sending or applied', async () => {
    let release = () => undefined as void;
    const { queue, sent } = setup(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    expect(queue.schedule({ messageId: '1', decision: 'approve' })).toBe(1);
    expect(queue.schedule({ messageId: '1', decision: 'reject' })).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5000);
    expect(queue.schedule({ messageId: '1', decision: 'reject' })).toBeUndefined();
    expect(queue.undo(1)).toBe(false);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.schedule({ messageId: '1', decision: 'reject' })).toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it('flush sends every waiting decision at once', async () => {
    const { queue, sent } = setup();
    queue.schedule({ messageId: '1', decision: 'approve' });
    queue.schedule({ messageId: '2', decision: 'review' });
    queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((d) => d.messageId)).toEqual(['1', '2']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(2);
  });

  it('tells subscribers about each change, and forgets applied decisions on request', async () => {
    const { queue } = setup();
    const seen: number[] = [];
    queue.subscribe(() => seen.push(queue.items.length));
    queue.schedule({ messageId: '1', decision: 'approve' });
    await vi.advanceTimersByTimeAsync(5000);
    queue.forgetApplied();
    expect(seen.at(-1)).toBe(0);
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });

  it('records a decision applied elsewhere without sending it', async () => {
    const { queue, sent } = setup();
    queue.markApplied({ messageId: '7', decision: 'reject' });
    expect(queue.isDecided('7')).toBe(true);
    expect(queue.schedule({ messageId: '7', decision: 'approve' })).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
  });

  it('starts empty', () => {
    const { queue } = setup();
    expect(queue.items).toEqual([]);
    expect(queue.isDecided('1')).toBe(false);
  });

  it('shows a decision as waiting, then sending, then applied', async () => {
    let release = () => undefined as void;
    const phases: string[] = [];
    const { queue } = setup(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    queue.subscribe(() => phases.push(queue.items.map((i) => i.phase).join()));
    queue.schedule({ messageId: '1', decision: 'approve' });
    await vi.advanceTimersByTimeAsync(5000);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(phases).toEqual(['waiting', 'sending', 'applied']);
  });

  it('keeps every decision apart, however they were taken', () => {
    const { queue } = setup();
    queue.schedule({ messageId: '1', decision: 'approve' });
    queue.markApplied({ messageId: '2', decision: 'reject' });
    queue.markApplied({ messageId: '2', decision: 'approve' });
    queue.schedule({ messageId: '3', decision: 'review' });
    expect(queue.items.map((i) => [i.messageId, i.decision, i.phase])).toEqual([
      ['1', 'approve', 'waiting'],
      ['2', 'reject', 'applied'],
      ['3', 'review', 'waiting'],
    ]);
  });

  it('forgets only applied decisions, never a waiting one', () => {
    const { queue } = setup();
    queue.schedule({ messageId: '1', decision: 'approve' });
    queue.markApplied({ messageId: '2', decision: 'reject' });
    queue.forgetApplied();
    expect(queue.isDecided('1')).toBe(true);
    expect(queue.isDecided('2')).toBe(false);
  });

  it('leaves no timer behind after an undo or a flush', () => {
    const { queue } = setup();
    const ticket = queue.schedule({ messageId: '1', decision: 'approve' });
    queue.schedule({ messageId: '2', decision: 'approve' });
    queue.undo(ticket ?? 0);
    expect(vi.getTimerCount()).toBe(1);
    queue.flush();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops telling a subscriber who left', () => {
    const { queue } = setup();
    let calls = 0;
    const leave = queue.subscribe(() => calls++);
    queue.schedule({ messageId: '1', decision: 'approve' });
    leave();
    queue.schedule({ messageId: '2', decision: 'approve' });
    expect(calls).toBe(1);
  });

  it('works without applied or failed callbacks', async () => {
    const queue = new DecisionQueue<Decision>({
      undoMs: 10,
      send: (d) => (d.messageId === 'bad' ? Promise.reject(new Error('no')) : Promise.resolve()),
    });
    queue.schedule({ messageId: 'good', decision: 'approve' });
    queue.schedule({ messageId: 'bad', decision: 'approve' });
    await vi.advanceTimersByTimeAsync(10);
    expect(queue.items.map((i) => [i.messageId, i.phase])).toEqual([['good', 'applied']]);
  });

  it('hands the applied decision to onApplied as applied', async () => {
    const seen: string[] = [];
    const queue = new DecisionQueue<Decision>({
      undoMs: 10,
      send: () => Promise.resolve(),
      onApplied: (item) => seen.push(`${item.messageId}:${item.phase}`),
    });
    queue.schedule({ messageId: '1', decision: 'approve' });
    await vi.advanceTimersByTimeAsync(10);
    expect(seen).toEqual(['1:applied']);
  });

  it('holds the window while the moderator rests on the toast, and resumes with what was left', async () => {
    const { queue, sent } = setup();
    const ticket = queue.schedule({ messageId: '1', decision: 'approve' }) ?? 0;
    await vi.advanceTimersByTimeAsync(3000);
    queue.hold(ticket);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([]);
    expect(queue.undo(ticket)).toBe(true);
    const second = queue.schedule({ messageId: '1', decision: 'approve' }) ?? 0;
    await vi.advanceTimersByTimeAsync(4000);
    queue.hold(second);
    queue.release(second);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((d) => d.messageId)).toEqual(['1']);
  });

  it('gives at least a second after a hold ends, so leaving the toast is not a send', async () => {
    const { queue, sent } = setup();
    const ticket = queue.schedule({ messageId: '1', decision: 'approve' }) ?? 0;
    await vi.advanceTimersByTimeAsync(4900);
    queue.hold(ticket);
    queue.release(ticket);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
  });

  it('ignores holds and releases of decisions that are not waiting, and a double hold', async () => {
    const { queue, sent } = setup();
    const ticket = queue.schedule({ messageId: '1', decision: 'approve' }) ?? 0;
    queue.hold(ticket);
    queue.hold(ticket);
    queue.release(ticket);
    queue.release(ticket);
    queue.hold(99);
    queue.release(99);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
    queue.hold(ticket);
    expect(queue.items.map((i) => i.phase)).toEqual(['applied']);
  });

  it('says when a decision leaves, so its toast can stop offering an undo', async () => {
    const sending: string[] = [];
    const queue = new DecisionQueue<Decision>({
      undoMs: 10,
      send: () => Promise.resolve(),
      onSending: (item) => sending.push(`${item.messageId}:${item.ticket}`),
    });
    const ticket = queue.schedule({ messageId: '1', decision: 'approve' });
    expect(sending).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    expect(sending).toEqual([`1:${ticket}`]);
  });

  it('names the newest decision still waiting, for the undo key', async () => {
    const { queue } = setup();
    expect(queue.newestWaiting()).toBeUndefined();
    queue.schedule({ messageId: '1', decision: 'approve' });
    await vi.advanceTimersByTimeAsync(2000);
    const second = queue.schedule({ messageId: '2', decision: 'reject' });
    expect(queue.newestWaiting()).toBe(second);
    queue.undo(second ?? 0);
    expect(queue.newestWaiting()).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(queue.newestWaiting()).toBeUndefined();
  });
});
