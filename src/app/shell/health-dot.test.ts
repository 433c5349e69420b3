import { describe, expect, it } from 'vitest';
import type { ConnectionHealth } from '../../api/health.ts';
import { healthWords } from './health-dot.tsx';

const NOW = 1_700_000_000_000;
const base: ConnectionHealth = { reachable: true, credentials: 'accepted', latencyMs: 12, checkedAt: NOW / 1000 - 5 };

describe('healthWords', () => {
  it.each<[string, ConnectionHealth | undefined, boolean, string, string]>([
    ['still checking', undefined, false, 'gray', 'checking'],
    ['the check itself failed', undefined, true, 'gray', 'unknown'],
    ['all good', base, false, 'teal', 'OK'],
    [
      'credentials rejected',
      { ...base, credentials: 'rejected', status: 401, problem: 'HTTP 401' },
      false,
      'red',
      'credentials rejected',
    ],
    [
      'unreachable',
      { ...base, reachable: false, credentials: 'unknown', problem: 'ECONNREFUSED' },
      false,
      'red',
      'unreachable',
    ],
    [
      'an upstream error',
      { ...base, credentials: 'unknown', status: 500, problem: 'HTTP 500' },
      false,
      'yellow',
      'answered with an error',
    ],
  ])('%s', (_, health, failed, color, state) => {
    expect(healthWords(health, failed, NOW)).toMatchObject({ color, state });
  });

  it('says how long it took and when it was checked', () => {
    expect(healthWords(base, false, NOW).detail).toBe('Reachable, credentials accepted, 12 ms, checked just now.');
    expect(
      healthWords({ ...base, reachable: false, credentials: 'unknown', problem: 'timeout' }, false, NOW).detail,
    ).toContain('(timeout)');
  });
});
