import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { replayRetryDelay, retryWhileReplaying } from './rule-editing.ts';

const refused = (status: number) =>
  new ApiError({ status, code: 'ERR_REPLAY_RUNNING', message: 'running', kind: 'http' });

describe('a replay refused while the one it replaces still runs', () => {
  it.each([
    ['the first 409', 0, refused(409), true],
    ['the tenth 409', 9, refused(409), true],
    ['an eleventh 409: the refusal is shown', 10, refused(409), false],
    ['a 400 (a cap): shown at once', 0, refused(400), false],
    ['a failure that is not an answer', 0, new Error('boom'), false],
  ])('%s: asked again %s', (_name, failures, error, again) => {
    expect(retryWhileReplaying(failures, error)).toBe(again);
  });

  it('is asked again after a growing pause, about 30 s in all', () => {
    const pauses = Array.from({ length: 10 }, (_, attempt) => replayRetryDelay(attempt));
    expect(pauses.slice(0, 4)).toEqual([500, 1000, 2000, 4000]);
    expect(pauses.every((pause) => pause <= 4000)).toBe(true);
    expect(pauses.reduce((sum, pause) => sum + pause, 0)).toBe(31_500);
  });
});
