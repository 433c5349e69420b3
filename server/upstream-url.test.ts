import { describe, expect, it } from 'vitest';
import { buildUpstreamUrl } from './upstream-url.ts';
import { displayUrl, selfUrl } from './self-url.ts';

describe('buildUpstreamUrl', () => {
  it.each([
    ['https://h.test/base', ['apps', 'a1', 'moderation', 'rules'], '?limit=5', 'https://h.test/base/apps/a1/moderation/rules?limit=5'],
    ['https://h.test/base/', ['apps', 'a1'], '', 'https://h.test/base/apps/a1'],
    ['https://h.test', ['v3', 'notifications', 'v1', 'settings'], '', 'https://h.test/v3/notifications/v1/settings'],
    ['http://127.0.0.1:8080/emulator/notifications/demo-app', ['v3', 'settings'], '', 'http://127.0.0.1:8080/emulator/notifications/demo-app/v3/settings'],
    ['https://h.test/base', ['apps', 'a1'], '?x=..%2F..%2F&y=http://evil.test', 'https://h.test/base/apps/a1?x=..%2F..%2F&y=http://evil.test'],
  ])('joins %s and %j', (base, segments, search, expected) => {
    expect(buildUpstreamUrl(base, segments, search).href).toBe(expected);
  });

  it.each([
    [['..']], [['a', '..', 'b']], [['a/b']], [['%2e%2e']], [['http://evil.test']], [['//evil.test']], [['']], [[]], [['a b']], [['a?b']], [['a#b']],
  ])('refuses segments %j', (segments) => {
    expect(() => buildUpstreamUrl('https://h.test/base', segments, '')).toThrow(/outside the configured base/);
  });

  it('refuses a base whose joined path would leave its origin', () => {
    expect(() => buildUpstreamUrl('https://h.test//evil.test', ['apps'], '')).toThrow(/outside the configured base/);
  });
});

describe('self and display URLs', () => {
  it.each([
    ['127.0.0.1', 'http://127.0.0.1:80', 'http://127.0.0.1:80'],
    ['0.0.0.0', 'http://127.0.0.1:80', 'http://0.0.0.0:80'],
    ['::', 'http://[::1]:80', 'http://[::]:80'],
    ['::1', 'http://[::1]:80', 'http://[::1]:80'],
    ['localhost', 'http://localhost:80', 'http://localhost:80'],
  ])('HOST %s', (host, self, display) => {
    expect(selfUrl(host, 80)).toBe(self);
    expect(displayUrl(host, 80)).toBe(display);
  });
});
