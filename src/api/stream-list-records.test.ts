import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { streamListRecords, type ListPiece } from './stream-list-records.ts';

/** A response whose body arrives in the given pieces, as a download does. */
function respond(pieces: string[], init: ResponseInit = { status: 200 }) {
  const bytes = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(bytes.encode(piece));
      controller.close();
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, init)),
  );
}

async function collect(firstBatch = 2, batch = 3): Promise<ListPiece[]> {
  const pieces: ListPiece[] = [];
  for await (const piece of streamListRecords('/api/x', undefined, firstBatch, batch)) pieces.push(piece);
  return pieces;
}

async function failure(): Promise<ApiError> {
  try {
    await collect();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the stream to fail');
}

afterEach(() => vi.unstubAllGlobals());

describe('streamListRecords', () => {
  const records = Array.from({ length: 7 }, (_, i) => ({ id: i, name: `n{${i}}` }));
  const text = JSON.stringify({ data: records, meta: { current: { limit: 10, count: 7 } } });

  it('yields records in batches while the body arrives, then the meta', async () => {
    respond(text.match(/.{1,9}/gs) ?? []);
    const pieces = await collect();
    expect(pieces.map((p) => (p.kind === 'records' ? p.raw.length : p.kind))).toEqual([2, 3, 2, 'end']);
    expect(pieces.flatMap((p) => (p.kind === 'records' ? p.raw : []))).toEqual(records);
    expect(pieces.at(-1)).toEqual({ kind: 'end', meta: { current: { limit: 10, count: 7 } }, total: 7 });
  });

  it('hands each batch over as soon as it is complete, even inside one network read', async () => {
    respond([text]);
    const pieces = await collect();
    expect(pieces.map((p) => (p.kind === 'records' ? p.raw.length : p.kind))).toEqual([2, 3, 2, 'end']);
    expect(pieces.flatMap((p) => (p.kind === 'records' ? p.raw : []))).toEqual(records);
  });

  it('maps an error answer like every other request (status, code, Retry-After)', async () => {
    respond(['{"error":{"code":"ERR_TOO_MANY_REQUESTS","message":"Slow down"}}'], {
      status: 429,
      headers: { 'retry-after': '4' },
    });
    expect(await failure()).toMatchObject({
      status: 429,
      code: 'ERR_TOO_MANY_REQUESTS',
      message: 'Slow down',
      retryAfterSeconds: 4,
    });
  });

  it('rejects a record that is not JSON', async () => {
    respond(['{"data":[{"a":1},{"a":nope}]}']);
    expect(await failure()).toMatchObject({ kind: 'malformed', code: 'ERR_MALFORMED_RESPONSE' });
  });

  it('rejects an answer without a data array', async () => {
    respond(['{"items":[1,2]}']);
    expect(await failure()).toMatchObject({
      kind: 'unexpected-shape',
      message:
        'The service answered with data of an unexpected shape: Invalid input: expected array, received undefined.',
    });
  });

  it('rejects a body cut short', async () => {
    respond(['{"data":[{"a":1},{"a":']);
    expect(await failure()).toMatchObject({ kind: 'malformed' });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await failure()).toMatchObject({ kind: 'network', status: 0 });
  });
});
