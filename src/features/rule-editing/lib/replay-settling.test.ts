import { describe, expect, it } from 'vitest';
import { replaySettling } from './replay-settling.ts';

describe('replaySettling (a replay waits until the edit it would count is the form’s)', () => {
  const body = { name: 'Scams', conditions: [{ category: 'words', values: ['gift card', 'western union'] }] };
  it.each([
    ['the same body', body, body, false],
    ['an equal body in a new object', body, structuredClone(body), false],
    ['a body from before the last keystroke', body, { ...body, name: 'Scams!' }, true],
    ['a phrase dropped since', body, { ...body, conditions: [{ category: 'words', values: ['gift card'] }] }, true],
  ])('%s', (_, asked, current, expected) => {
    expect(replaySettling(asked, current)).toBe(expected);
  });
});
