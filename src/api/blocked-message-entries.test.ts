import { describe, expect, it } from 'vitest';
import { foldText, toEntries } from './blocked-message-entries.ts';
import {
  coalesceEntries,
  deserializeError,
  serializeError,
  type BlockedMessagesChunk,
} from './blocked-message-stream.ts';
import { ApiError } from '../lib/api-error.ts';

describe('foldText', () => {
  it.each([
    ['Zoë Müller', 'zoe muller'],
    ['José Álvarez', 'jose alvarez'],
    ['Иван Петров', 'иван петров'],
    ['田中 愛子', '田中 愛子'],
  ])('%s → %s', (input, expected) => {
    expect(foldText(input)).toBe(expected);
  });
});

describe('toEntries', () => {
  const record = {
    ruleId: 'r',
    message: {
      id: 42,
      muid: 'M-1',
      sender: 'zoe',
      receiver: 'bob',
      conversationId: 'bob_user_zoe',
      data: {
        text: 'secret words',
        entities: {
          sender: { entity: { uid: 'zoe', name: 'Zoë' } },
          receiver: { entity: { uid: 'bob', name: 'Bob' } },
        },
      },
    },
  };

  it('checks each record, numbers them and folds ids, names and the text for search', () => {
    const [good, bad] = toEntries([record, { message: 'nope' }], 10);
    expect(good?.position).toBe(10);
    expect(good?.item.ok).toBe(true);
    expect(good?.haystack.split('\u0000')).toEqual([
      '42',
      'm-1',
      'zoe',
      'zoe',
      'zoe',
      'bob',
      'bob',
      'bob',
      'bob_user_zoe',
      'secret words',
    ]);
    expect(bad?.position).toBe(11);
    expect(bad?.item.ok).toBe(false);
    expect(bad?.haystack).toContain('nope');
  });
});

describe('error round trip through postMessage', () => {
  it('keeps an ApiError an ApiError with its status, code and Retry-After', () => {
    const error = new ApiError({
      status: 429,
      code: 'ERR_TOO_MANY_REQUESTS',
      kind: 'http',
      message: 'Slow down',
      retryAfterSeconds: 3,
    });
    const back = deserializeError(structuredClone(serializeError(error)));
    expect(back).toBeInstanceOf(ApiError);
    expect(back).toMatchObject({
      status: 429,
      code: 'ERR_TOO_MANY_REQUESTS',
      kind: 'http',
      message: 'Slow down',
      retryAfterSeconds: 3,
    });
  });

  it('keeps the message of any other error', () => {
    expect(deserializeError(serializeError(new TypeError('boom'))).message).toBe('boom');
  });
});

describe('coalesceEntries', () => {
  async function* chunks(): AsyncGenerator<BlockedMessagesChunk> {
    for (let i = 0; i < 7; i++) yield { kind: 'entries', entries: toEntries([{ message: {} }], i) };
    yield { kind: 'end', meta: undefined, total: 7 };
  }

  it('passes the first chunk at once, then groups, then flushes the rest', async () => {
    const sizes: (string | number)[] = [];
    for await (const chunk of coalesceEntries(chunks(), 3))
      sizes.push(chunk.kind === 'end' ? 'end' : chunk.entries.length);
    expect(sizes).toEqual([1, 3, 3, 'end']);
  });
});
