import { describe, expect, it } from 'vitest';
import { buildUpstreamUrl } from './upstream-url.ts';
import { displayUrl, selfUrl } from './self-url.ts';

describe('buildUpstreamUrl', () => {
  it.each([
    [
      'https://h.test/base',
      ['apps', 'a1', 'moderation', 'rules'],
      '?limit=5',
      'https://h.test/base/apps/a1/moderation/rules?limit=5',
    ],
    ['https://h.test/base/', ['apps', 'a1'], '', 'https://h.test/base/apps/a1'],
    ['https://h.test', ['v3', 'notifications', 'v1', 'settings'], '', 'https://h.test/v3/notifications/v1/settings'],
    [
      'http://127.0.0.1:8080/emulator/notifications/demo-app',
      ['v3', 'settings'],
      '',
      'http://127.0.0.1:8080/emulator/notifications/demo-app/v3/settings',
    ],
    [
      'https://h.test/base',
      ['apps', 'a1'],
      '?x=..%2F..%2F&y=http://evil.test',
      'https://h.test/base/apps/a1?x=..%2F..%2F&y=http://evil.test',
    ],
    ['HTTPS://H.test:443/a/./b/../base?q=1#f', ['rules'], '', 'https://h.test/a/base/rules'],
    ['https://user:pw@h.test/base', ['rules'], '?limit=5', 'https://h.test/base/rules?limit=5'],
    ['https://h.test/base', ['rules'], '?', 'https://h.test/base/rules?'],
  ])('joins %s and %j', (base, segments, search, expected) => {
    expect(buildUpstreamUrl(base, segments, search)).toBe(expected);
  });

  // The query is appended as it is only where the URL parser would leave it unchanged.
  it.each([
    '?limit=100&ruleId=text-profanity-filter',
    '?q=a%20b&x=[1]&y=\\&z=~!$()*+,;:@/?',
    "?q=it's",
    '?q="x"<y>',
    '?q=\u00e9t\u00e9',
    '?q=a b',
    '?q=a\tb',
  ])('writes the query %j as the URL parser does', (search) => {
    const parsed = new URL('https://h.test/base/rules');
    parsed.search = search;
    expect(buildUpstreamUrl('https://h.test/base', ['rules'], search)).toBe(parsed.href);
  });

  it.each([
    [['..']],
    [['a', '..', 'b']],
    [['a/b']],
    [['%2e%2e']],
    [['http://evil.test']],
    [['//evil.test']],
    [['']],
    [[]],
    [['a b']],
    [['a?b']],
    [['a#b']],
  ])('refuses segments %j', (segments) => {
    expect(() => buildUpstreamUrl('https://h.test/base', segments, '')).toThrow(/outside the configured base/);
  });

  it('keeps a base whose path looks like a host on its own origin', () => {
    const url = new URL(buildUpstreamUrl('https://h.test//evil.test', ['apps'], '?x=1'));
    expect([url.origin, url.pathname, url.search]).toEqual(['https://h.test', '//evil.test/apps', '?x=1']);
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
