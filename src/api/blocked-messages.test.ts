import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkedChunks } from './blocked-message-check.ts';
import type { BlockedMessagesChunk, WorkerReply, WorkerRequest } from './blocked-message-stream.ts';
import { streamBlockedMessages } from './blocked-messages.ts';
import { listPieces } from './stream-list-records.ts';

const records = Array.from({ length: 60 }, (_, i) => ({ ruleId: 'r', message: { id: 60 - i, sender: `user-${i}` } }));
const text = JSON.stringify({ data: records, meta: { current: { limit: 60, count: 60 } } });

/** Each call answers with the list in 2 KB pieces, as a download arrives. */
function serveList(init: ResponseInit = { status: 200 }, body = text) {
  const fetchMock = vi.fn(async () => {
    const bytes = new TextEncoder().encode(body);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 2048) controller.enqueue(bytes.slice(at, at + 2048));
        controller.close();
      },
    });
    return new Response(stream, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A stand-in for the module worker: `behaviour` decides what it does with the body it is sent. */
function stubWorker(behaviour: 'works' | 'fails-to-start' | 'still-loading') {
  const created: FakeWorker[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
    onerror: ((event: { preventDefault(): void }) => void) | null = null;
    terminated = false;
    constructor() {
      created.push(this);
    }
    postMessage(list: WorkerRequest) {
      if (behaviour === 'fails-to-start') setTimeout(() => this.onerror?.({ preventDefault: () => undefined }));
      if (behaviour !== 'works') return;
      void (async () => {
        for await (const chunk of checkedChunks(listPieces(list)))
          this.onmessage?.({ data: chunk } as MessageEvent<WorkerReply>);
      })();
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return created;
}

async function collect(stream: AsyncIterable<BlockedMessagesChunk>) {
  const sizes: (number | string)[] = [];
  const ids: unknown[] = [];
  for await (const chunk of stream) {
    if (chunk.kind === 'end') sizes.push(`end ${chunk.total}`);
    else {
      sizes.push(chunk.entries.length);
      ids.push(...chunk.entries.map((e) => (e.item.ok ? e.item.value.message.id : undefined)));
    }
  }
  return { sizes, ids };
}

afterEach(() => vi.unstubAllGlobals());

describe('streamBlockedMessages', () => {
  it('hands over a screenful of the newest records first, then the rest', async () => {
    serveList();
    const { sizes, ids } = await collect(streamBlockedMessages('demo-app', 60));
    expect(sizes).toEqual([25, 35, 'end 60']);
    expect(ids).toEqual(records.map((r) => r.message.id));
  });

  it('sends the request at once, not after the worker has loaded', async () => {
    const fetchMock = serveList();
    stubWorker('still-loading');
    void streamBlockedMessages('demo-app', 60)[Symbol.asyncIterator]().next();
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/apps/demo-app/moderation/blocked-messages?limit=60',
      expect.anything(),
    );
  });

  it('reads the records in the worker, from the body it is handed, and stops it at the end', async () => {
    const fetchMock = serveList();
    const workers = stubWorker('works');
    const { sizes } = await collect(streamBlockedMessages('demo-app', 60));
    expect(sizes).toEqual([25, 35, 'end 60']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(workers[0]?.terminated).toBe(true);
  });

  it('reads on this thread when the worker cannot start', async () => {
    serveList();
    stubWorker('fails-to-start');
    const { sizes } = await collect(streamBlockedMessages('demo-app', 60));
    expect(sizes).toEqual([25, 35, 'end 60']);
  });

  it('reports an error answer in words and stops the worker', async () => {
    serveList(
      { status: 429, headers: { 'retry-after': '3' } },
      '{"error":{"code":"ERR_TOO_MANY_REQUESTS","message":"Slow down"}}',
    );
    const workers = stubWorker('works');
    await expect(collect(streamBlockedMessages('demo-app', 60))).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 3,
    });
    expect(workers[0]?.terminated).toBe(true);
  });
});
