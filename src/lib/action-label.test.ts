import { describe, expect, it } from 'vitest';
import { actionLabel } from './action-label.ts';

describe('actionLabel', () => {
  it.each([
    ['blockMessage', 'block message'],
    ['dropMessage', 'drop message'],
    ['flagMessage', 'flag for review'],
    ['kick', 'kick sender'],
    ['block', 'block sender'],
    ['ban', 'ban sender'],
    ['deactivate', 'deactivate sender'],
    ['quarantine', 'quarantine'],
    ['constructor', 'constructor'],
  ])('%s reads "%s"', (action, words) => {
    expect(actionLabel(action)).toBe(words);
  });
});
