import type { EngineFailure } from '../../contract/schemas/engine-failures.ts';
import { engineFailureHeadline, engineFailureLine, failedMessages } from './engine-failure-words.ts';

const failure = (messageId: string, extra: Partial<EngineFailure> = {}): EngineFailure => ({
  messageId,
  contentType: null,
  at: 0,
  category: null,
  ...extra,
});

describe('engineFailureHeadline', () => {
  it.each([
    [1, 5, 'The moderation engine failed on 1 message in the last 5 minutes: it may have been delivered unchecked.'],
    [
      12,
      5,
      'The moderation engine failed on 12 messages in the last 5 minutes: they may have been delivered unchecked.',
    ],
    [
      1200,
      5,
      'The moderation engine failed on 1,200 messages in the last 5 minutes: they may have been delivered unchecked.',
    ],
  ])('%i in %i minutes', (count, minutes, words) => {
    expect(engineFailureHeadline(count, minutes)).toBe(words);
  });
});

describe('engineFailureLine', () => {
  it.each([
    [failure('128'), 'Message 128'],
    [failure('128', { contentType: 'image' }), 'Message 128 (image)'],
    [failure('128', { contentType: 'image', category: 'http_5xx' }), 'Message 128 (image, http_5xx)'],
    [failure('7', { category: 'timeout' }), 'Message 7 (timeout)'],
  ])('%o reads %s', (given, words) => {
    expect(engineFailureLine(given)).toBe(words);
  });
});

describe('failedMessages', () => {
  it('names a message that failed in two passes once, keeping the newest order', () => {
    const list = [failure('9', { contentType: 'image' }), failure('8'), failure('9', { contentType: 'text' })];
    expect(failedMessages(list).map((item) => item.messageId)).toEqual(['9', '8']);
  });
});
