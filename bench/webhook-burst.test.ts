import { describe, expect, it } from 'vitest';
import { burstMessages } from './webhook-burst.ts';

describe('burstMessages', () => {
  it.each([
    [3, [0, 1, 0], 2],
    [6, [0, 1, 0, 2, 3, 1], 4],
    [1000, undefined, 667],
  ])('of %i deliveries, every third repeats one already sent: %j, %i distinct', (total, expected, distinct) => {
    const messages = burstMessages(total);
    if (expected) expect(messages).toEqual(expected);
    expect(new Set(messages).size).toBe(distinct);
    messages.forEach((message, index) => {
      if (index % 3 === 2) expect(messages.slice(0, index)).toContain(message);
    });
  });
});
