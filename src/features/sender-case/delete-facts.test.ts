import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { deleteRefusalWords, DELETE_WORDS } from './delete-facts.ts';

const refusal = (code: string, status = 404) =>
  new ApiError({ status, code, message: 'The service said no.', kind: 'http' });

describe('deleteRefusalWords', () => {
  it.each([
    ['ERR_MESSAGE_ID_NOT_FOUND', 404, 'Message 402 is no longer there to delete', /^It was deleted already/],
    ['ERR_MESSAGE_ACTION_NOT_ALLOWED', 400, 'The service does not allow deleting message 402', /action message/],
    ['ERR_USER_MESSAGE_DELETE_FAILED', 500, 'The service failed to delete message 402', /^Nothing changed: try again/],
    ['ERR_MESSAGE_NOT_A_SENDER', 403, 'The service would let only the sender delete message 402', /operator/],
    ['ERR_MESSAGE_NO_ACCESS', 403, 'The service gave no access to message 402', /operator/],
  ])('puts %s in words, with the service’s own and a next step', (code, status, title, nextStep) => {
    const words = deleteRefusalWords(refusal(code, status), '402');
    expect(words?.title).toBe(title);
    expect(words?.nextStep).toMatch(nextStep);
    expect(words?.detail).toBe(`The service said no. (HTTP ${status}, ${code})`);
  });

  it.each([
    ['a refusal it does not document', refusal('ERR_ROLE_FORBIDDEN', 403)],
    ['an error that is not an answer', new Error('offline')],
  ])('leaves %s to the usual words', (_, error) => {
    expect(deleteRefusalWords(error, '402')).toBeUndefined();
  });
});

describe('DELETE_WORDS', () => {
  it('says what the service will do, for everyone, and that it is not permanent', () => {
    expect(DELETE_WORDS.effect('402')).toMatch(/^The service deletes message 402 for everyone in the conversation/);
    expect(DELETE_WORDS.effect('402')).toMatch(/rather than deleting it permanently/);
  });
});
