import { describe, expect, it } from 'vitest';
import { nearestKey, unknownKeysMessage } from './config-keys.ts';

const TOP_LEVEL = [
  'apps',
  'upstreamTimeoutMs',
  'users',
  'sessionSecret',
  'auditLogFile',
  'trustProxy',
  'sessionIdleMinutes',
  'sessionMaxHours',
];

describe('nearestKey', () => {
  it.each([
    ['sesionSecret', 'sessionSecret'],
    ['sessionsecret', 'sessionSecret'],
    ['app', 'apps'],
    ['auditLog', undefined],
    ['trustproxy', 'trustProxy'],
    ['upstreamTimeout', 'upstreamTimeoutMs'],
    ['colour', undefined],
    ['x'.repeat(500), undefined],
  ])('%s suggests %s', (key, expected) => {
    expect(nearestKey(key, TOP_LEVEL)).toBe(expected);
  });
});

describe('unknownKeysMessage', () => {
  it.each([
    [['sesionSecret'], 'unknown key "sesionSecret" (did you mean "sessionSecret"?)'],
    [['colour', 'userz'], 'unknown key "colour"; unknown key "userz" (did you mean "users"?)'],
    [['a\nb'], 'unknown key "a\\nb"'],
    [['k'.repeat(100)], `unknown key "${'k'.repeat(64)}"`],
  ])('%j is described as %s', (keys, expected) => {
    expect(unknownKeysMessage(keys, TOP_LEVEL)).toBe(expected);
  });
});
