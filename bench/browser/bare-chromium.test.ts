import { describe, expect, it } from 'vitest';
import { pipeMessages } from './bare-chromium.ts';

describe('pipeMessages', () => {
  it.each([
    ['nothing yet', '', [], ''],
    ['half a message', '{"id":1', [], '{"id":1'],
    ['one whole message', '{"id":1}\0', ['{"id":1}'], ''],
    ['two, then half of a third', '{"id":1}\0{"id":2}\0{"id"', ['{"id":1}', '{"id":2}'], '{"id"'],
    ['a NUL inside a string is escaped by JSON, so it never splits one', '{"a":"\\u0000"}\0', ['{"a":"\\u0000"}'], ''],
  ])('%s', (_, received, messages, rest) => {
    expect(pipeMessages(received)).toEqual({ messages, rest });
  });
});
