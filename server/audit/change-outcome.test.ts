import { outcomeOf } from './change-outcome.ts';

describe('outcomeOf, for settings changes and decisions alike', () => {
  it.each([
    [200, { outcome: 'applied', status: 200 }],
    [204, { outcome: 'applied', status: 204 }],
    [400, { outcome: 'refused', status: 400 }],
    [401, { outcome: 'refused', status: 401 }],
    [404, { outcome: 'refused', status: 404 }],
    [429, { outcome: 'refused', status: 429 }],
    // The service failed on its side: it may have applied the change before failing.
    [500, { outcome: 'unknown', status: 500 }],
    [502, { outcome: 'unknown', status: 502 }],
    [503, { outcome: 'unknown', status: 503 }],
    [504, { outcome: 'unknown', status: 504, reason: 'timeout' }],
    [499, { outcome: 'unknown', status: 499, reason: 'abandoned' }],
  ] as const)('%i is %j', (status, expected) => {
    expect(outcomeOf(status)).toEqual(expected);
  });
});
